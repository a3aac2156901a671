import { z } from 'zod';
import { zText } from './text.ts';
import { LIMITS } from './limits.ts';
import { isSiteImage } from './images.ts';
import { isLink, LINK_MAX, trimLink } from './links.ts';
import { MESSAGES } from './messages.ts';

const V = MESSAGES.validation;

// A pragmatic address shape: something@something.tld, no spaces. Same regex in browser and server.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const OTP_PATTERN = /^\d{6}$/;
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{6,}$/;

export const zEmail = zText({ error: V.emailRequired })
  .trim()
  .min(1, V.emailRequired)
  .max(254, V.emailInvalid)
  .regex(EMAIL_PATTERN, V.emailInvalid)
  .transform((value) => value.toLowerCase());

export const zName = zText({ error: V.nameTooShort }).trim().min(LIMITS.nameMin, V.nameTooShort).max(80);
/**
 * A phone's message: 'digits only' when it holds anything else (letters, spaces, '+'), else the 10-digit rule
 * (docs/product.md#rules).
 */
export const phoneRuleMessage = (value: unknown) =>
  typeof value === 'string' && /\D/.test(value) ? V.phoneDigitsOnly : V.phoneInvalid;
export const zPhoneDigits = z
  .string()
  .regex(PHONE_PATTERN, { error: (issue) => phoneRuleMessage(issue.input) });
export const zPhone = zText({ error: V.phoneInvalid }).trim().pipe(zPhoneDigits);
// Upper bound keeps argon2 work bounded; 128 is far beyond any human password.
export const zPassword = zText({ error: V.passwordTooShort })
  .min(LIMITS.passwordMin, V.passwordTooShort)
  .max(128);
export const zStrongPassword = zText({ error: V.fillAllFields })
  .min(1, V.fillAllFields)
  .max(128)
  .regex(STRONG_PASSWORD_PATTERN, V.passwordWeak);
export const zOtp = zText({ error: V.fillAllFields })
  .trim()
  .min(1, V.fillAllFields)
  .regex(OTP_PATTERN, V.otpInvalid);

/**
 * Every link field the site stores (social links, broadcasts): https://, mailto: or a page of this site,
 * trimmed of control characters and spaces around it (`isLink`, ADR 023). `blankMessage` makes it required
 * with that message; without one, a blank link passes (an optional field).
 */
export function zLink(blankMessage?: string) {
  const link = z.string().overwrite(trimLink).max(LINK_MAX, MESSAGES.links.invalid);
  return blankMessage === undefined
    ? link.refine((value) => value === '' || isLink(value), MESSAGES.links.invalid)
    : link.min(1, blankMessage).refine(isLink, MESSAGES.links.invalid);
}

/** The longest image address stored. */
export const IMAGE_URL_MAX = 500;

/**
 * Every image address the site stores (a course's images and certificate, the content types' images, the
 * founder's photo): a path of this site, which its security policy lets a page show (`isSiteImage`, ADR 028).
 * `blankMessage` makes it required with that message; without one, a blank image passes (an optional field).
 */
export function zSiteImage(blankMessage?: string) {
  const image = zText().trim().max(IMAGE_URL_MAX);
  return blankMessage === undefined
    ? image.refine((value) => value === '' || isSiteImage(value), MESSAGES.images.notOnSite)
    : image.min(1, blankMessage).refine(isSiteImage, MESSAGES.images.notOnSite);
}
