import { z } from 'zod';
import { zText } from './text.ts';
import { MESSAGES } from './messages.ts';
import { ROLES } from './roles.ts';
import { zEmail, zName, zOtp, zPassword, zPhone, zStrongPassword } from './rules.ts';

const V = MESSAGES.validation;

export const ZNotificationPreferences = z.object({
  orderUpdates: z.boolean(),
  courseUpdates: z.boolean(),
  newsletter: z.boolean(),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/** The roles (`roles.ts`, zod-free for the site shell) as a schema. */
export const ZRole = z.enum(ROLES);

/** The user as every reply shows it: never a hash, never a token version. */
export const ZUser = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  profileImage: z.string().nullable(),
  role: ZRole,
  notificationPreferences: ZNotificationPreferences,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZSignupRequest = z.object({
  email: zEmail,
  name: zName,
  phone: zPhone,
  password: zPassword,
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZLoginRequest = z.object({
  email: zEmail,
  password: zPassword,
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ user: ZUser, token: z.string() });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const ZUpdateProfileRequest = z
  .object({
    name: zName,
    email: zEmail,
    phone: zPhone,
    notificationPreferences: ZNotificationPreferences,
    /** Required (by the server, which knows the old email) only when the email changes. */
    currentPassword: z.string().max(128),
  })
  .partial()
  .strict();
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

export const isSameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The profile form: the update schema with the three fields it edits made required, and the current
 * password, which the server asks for (and the form shows) only when the email changes from `currentEmail`.
 */
export const profileEditForm = (currentEmail: string) =>
  ZUpdateProfileRequest.pick({ name: true, email: true, phone: true })
    .required()
    .extend({ currentPassword: z.string().max(128) })
    .refine((v) => isSameEmail(v.email, currentEmail) || v.currentPassword.length > 0, {
      message: MESSAGES.profile.currentPasswordRequired,
      path: ['currentPassword'],
    });

/** What the API checks; the form adds a confirmation field (ZChangePasswordForm). */
export const ZChangePasswordRequest = z
  .object({
    currentPassword: zText({ error: V.allFieldsRequired }).min(1, V.allFieldsRequired).max(128),
    newPassword: zText({ error: V.allFieldsRequired }).min(1, V.allFieldsRequired).pipe(zPassword),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: V.passwordSameAsCurrent,
    path: ['newPassword'],
  });
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZChangePasswordForm = z
  .object({
    currentPassword: zText().min(1, V.allFieldsRequired),
    newPassword: zText().min(1, V.allFieldsRequired),
    confirmPassword: zText().min(1, V.allFieldsRequired),
  })
  .superRefine((v, ctx) => {
    if (!v.currentPassword || !v.newPassword || !v.confirmPassword) return;
    if (v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', message: V.passwordSameAsCurrent, path: ['newPassword'] });
    } else if (v.newPassword !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: V.passwordsDoNotMatch, path: ['confirmPassword'] });
    } else if (v.newPassword.length < 6) {
      ctx.addIssue({ code: 'custom', message: V.passwordTooShort, path: ['newPassword'] });
    }
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const ZOtpSendRequest = z.object({ email: zEmail });
export type TOtpSendRequest = z.input<typeof ZOtpSendRequest>;

export const ZOtpVerifyRequest = z.object({
  email: zEmail,
  otp: zOtp,
  password: zStrongPassword,
});
export type TOtpVerifyRequest = z.input<typeof ZOtpVerifyRequest>;
