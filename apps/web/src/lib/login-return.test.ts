import { describe, expect, it } from 'vitest';
import { loginPathReturningTo, safeNextPath } from './login-return.ts';

describe('safeNextPath', () => {
  it.each([
    ['/coursesdetails/react-from-the-ground-up', '/coursesdetails/react-from-the-ground-up'],
    ['/course?search=cloud', '/course?search=cloud'],
    ['/profile?tab=journey#top', '/profile?tab=journey#top'],
    ['/terms&condition', '/terms&condition'],
  ])('keeps the site-relative path %s', (raw, expected) => {
    expect(safeNextPath(raw)).toBe(expected);
  });

  it.each([
    ['//evil.com'],
    ['//evil.com/coursesdetails/x'],
    ['/\\evil.com'],
    ['/\\/evil.com'],
    ['/course\\..\\x'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['http://evil.com'],
    ['https:evil.com'],
    ['javascript:alert(1)'],
    ['evil.com'],
    ['course'],
    [' /course'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeUndefined();
  });

  it('does not return to the login page itself', () => {
    expect(safeNextPath('/login?next=%2Fcourse')).toBeUndefined();
    expect(safeNextPath('/newlogin')).toBeUndefined();
  });
});

describe('loginPathReturningTo', () => {
  it('encodes the path so its own query stays inside `next`', () => {
    const login = loginPathReturningTo('/course?search=cloud labs&x=1');
    expect(login).toBe('/login?next=%2Fcourse%3Fsearch%3Dcloud%20labs%26x%3D1');
    expect(safeNextPath(new URL(login, 'http://x').searchParams.get('next'))).toBe(
      '/course?search=cloud%20labs&x=1',
    );
  });
});
