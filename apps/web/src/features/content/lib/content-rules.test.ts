import { describe, expect, it } from 'vitest';
import { embedFrames } from './embed.ts';
import { itemNumber } from './gallery.ts';
import { splitAwards } from './split-awards.ts';

describe('awards split (middle centred, first half left, the rest right)', () => {
  it.each([
    [[], [], undefined, []],
    [[1], [], 1, []],
    [[1, 2], [1], 2, []],
    [[1, 2, 3, 4], [1, 2], 3, [4]],
    [[1, 2, 3, 4, 5], [1, 2], 3, [4, 5]],
    [[1, 2, 3, 4, 5, 6, 7], [1, 2, 3], 4, [5, 6, 7]],
  ])('%j → %j | %j | %j', (items, left, middle, right) => {
    expect(splitAwards(items)).toEqual({ left, middle, right });
  });
});

describe('gallery numbering', () => {
  it('numbers items 01, 02 … 10', () => {
    expect([0, 1, 9].map(itemNumber)).toEqual(['01', '02', '10']);
  });
});

describe('embed frames (cleaned again in the browser)', () => {
  it('keeps an https iframe on the platform’s hosts', () => {
    const frames = embedFrames(
      '<iframe src="https://www.youtube.com/embed/x" width="560" height="315" allowfullscreen onload="alert(1)"></iframe>',
      'youtube',
    );
    expect(frames).toEqual([
      {
        src: 'https://www.youtube.com/embed/x',
        title: null,
        width: '560',
        height: '315',
        allow: null,
        allowFullScreen: true,
      },
    ]);
  });

  it.each([
    ['a foreign host', '<iframe src="https://evil.example/embed"></iframe>', 'youtube'],
    [
      'another platform’s host',
      '<iframe src="https://www.facebook.com/plugins/post.php"></iframe>',
      'youtube',
    ],
    ['plain http', '<iframe src="http://www.youtube.com/embed/x"></iframe>', 'youtube'],
    ['javascript:', '<iframe src="javascript:alert(1)"></iframe>', 'youtube'],
    ['a relative src', '<iframe src="/embed/x"></iframe>', 'youtube'],
    ['a look-alike host', '<iframe src="https://www.youtube.com.evil.example/x"></iframe>', 'youtube'],
    ['a script', '<script src="https://www.youtube.com/x.js"></script>', 'youtube'],
  ])('drops %s', (_name, html, platform) => {
    expect(embedFrames(html, platform as 'youtube')).toEqual([]);
  });
});
