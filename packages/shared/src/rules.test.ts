import { describe, expect, it } from 'vitest';
import { MESSAGES, ZChangePasswordForm, ZOtpVerifyRequest, ZSignupRequest } from './index.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('sign-up rules (docs/product.md#rules)', () => {
  const valid = { email: 'a@b.co', name: 'Ann', phone: '9876543210', password: 'secret' };
  it('accepts a valid sign-up and lower-cases the email', () => {
    expect(ZSignupRequest.parse({ ...valid, email: ' A@B.CO ' }).email).toBe('a@b.co');
  });
  it.each([
    ['email', 'not-an-email', MESSAGES.validation.emailInvalid],
    ['name', 'Al', MESSAGES.validation.nameTooShort],
    ['phone', '5876543210', MESSAGES.validation.phoneInvalid],
    ['phone', '987654321', MESSAGES.validation.phoneInvalid],
    ['phone', '98765abcde', MESSAGES.validation.phoneDigitsOnly],
    ['phone', '+919876543210', MESSAGES.validation.phoneDigitsOnly],
    ['phone', '98765 43210', MESSAGES.validation.phoneDigitsOnly],
    ['password', '12345', MESSAGES.validation.passwordTooShort],
  ])('refuses %s = %j', (field, value, message) => {
    expect(firstMessage(ZSignupRequest.safeParse({ ...valid, [field]: value }))).toBe(message);
  });
});

describe('forgot-password rules (docs/product.md#rules)', () => {
  const valid = { email: 'a@b.co', otp: '123456', password: 'Secret1' };
  it.each([
    ['otp', '12345', MESSAGES.validation.otpInvalid],
    ['otp', '', MESSAGES.validation.fillAllFields],
    ['password', 'secret1', MESSAGES.validation.passwordWeak],
    ['password', 'SECRET1', MESSAGES.validation.passwordWeak],
    ['password', 'Secret', MESSAGES.validation.passwordWeak],
    ['password', '', MESSAGES.validation.fillAllFields],
    ['email', '', MESSAGES.validation.emailRequired],
  ])('refuses %s = %j', (field, value, message) => {
    expect(firstMessage(ZOtpVerifyRequest.safeParse({ ...valid, [field]: value }))).toBe(message);
  });
});

describe('change-password form (docs/product.md#rules)', () => {
  it.each([
    [
      { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
      MESSAGES.validation.allFieldsRequired,
    ],
    [
      { currentPassword: 'abcdef', newPassword: 'abcdef', confirmPassword: 'abcdef' },
      MESSAGES.validation.passwordSameAsCurrent,
    ],
    [
      { currentPassword: 'abcdef', newPassword: 'ghijkl', confirmPassword: 'ghijkm' },
      MESSAGES.validation.passwordsDoNotMatch,
    ],
  ])('says %j → %s', (input, message) => {
    expect(firstMessage(ZChangePasswordForm.safeParse(input))).toBe(message);
  });
});
