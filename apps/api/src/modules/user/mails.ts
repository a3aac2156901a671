import { firstWord, LIMITS, paths } from '@curio/shared';
import { escapeHtml, mailHtml } from '#api/lib/mail-html.ts';
import type { MailMessage } from '#api/modules/mail/index.ts';

interface AccountMailTo {
  to: string;
  name: string;
  brand: string;
  siteUrl: string;
}

/** An account mail in text and HTML, with the greeting by first name and the team's signature. */
function accountMail(
  opts: AccountMailTo & { subject: string; text: string[]; html: (brand: string) => string },
): MailMessage {
  const firstName = firstWord(opts.name) || opts.name;
  const text = [`Hello ${firstName},`, '', ...opts.text, '', `— The ${opts.brand} team`].join('\n');
  const brand = escapeHtml(opts.brand);
  const html = mailHtml({
    brand: opts.brand,
    width: 520,
    body: `<p>Hello ${escapeHtml(firstName)},</p>
${opts.html(brand)}
<p>— The ${brand} team</p>`,
  });
  return { to: opts.to, subject: opts.subject, text, html };
}

/** The password-reset mail: a real, readable message in text and HTML. */
export function otpMail(opts: AccountMailTo & { code: string }): MailMessage {
  const minutes = LIMITS.otpLifetimeMinutes;
  const forgotUrl = `${opts.siteUrl}/forgot`;
  return accountMail({
    ...opts,
    subject: `Your ${opts.brand} password reset code`,
    text: [
      `Someone (hopefully you) asked to reset the password of your ${opts.brand} account.`,
      '',
      `Your one-time code is: ${opts.code}`,
      '',
      `It works once and expires in ${minutes} minutes. Enter it on the Forgot Password page together with your new password:`,
      forgotUrl,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    html: (brand) => `<p>Someone (hopefully you) asked to reset the password of your ${brand} account.</p>
<p style="margin:24px 0;font-size:14px">Your one-time code:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:0 0 24px">${escapeHtml(opts.code)}</p>
<p>It works once and expires in <strong>${minutes} minutes</strong>. Enter it on the
<a href="${escapeHtml(forgotUrl)}" style="color:#5b21b6">Forgot Password page</a> together with your new password.</p>
<p style="color:#6b6480;font-size:13px">If you did not ask for this, ignore this email: your password stays as it is.</p>`,
  });
}

/**
 * To the old address when an account's email changes: if its owner did not do it, they learn it while the
 * old mailbox is still theirs, and know where to go.
 */
export function emailChangedMail(opts: AccountMailTo & { newEmail: string }): MailMessage {
  const contactUrl = `${opts.siteUrl}${paths.contact}`;
  return accountMail({
    ...opts,
    subject: `Your ${opts.brand} email address was changed`,
    text: [
      `The email address of your ${opts.brand} account was changed from ${opts.to} to ${opts.newEmail}.`,
      'Mails about your account now go to the new address.',
      '',
      `If you did not do this, reply to this email or contact us at once: ${contactUrl}`,
    ],
    html: () => `<p>The email address of your account was changed from <strong>${escapeHtml(opts.to)}</strong> to
<strong>${escapeHtml(opts.newEmail)}</strong>. Mails about your account now go to the new address.</p>
<p>If you did not do this, reply to this email or
<a href="${escapeHtml(contactUrl)}" style="color:#5b21b6">contact us</a> at once.</p>`,
  });
}
