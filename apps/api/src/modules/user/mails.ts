import { firstWord, LIMITS } from '@curio/shared';
import { escapeHtml, mailHtml } from '#api/lib/mail-html.ts';
import type { MailMessage } from '#api/plugins/mail.ts';

/** The password-reset mail: a real, readable message in text and HTML. */
export function otpMail(opts: {
  to: string;
  name: string;
  code: string;
  brand: string;
  siteUrl: string;
}): MailMessage {
  const minutes = LIMITS.otpLifetimeMinutes;
  const firstName = firstWord(opts.name) || opts.name;
  const text = [
    `Hello ${firstName},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${opts.brand} account.`,
    '',
    `Your one-time code is: ${opts.code}`,
    '',
    `It works once and expires in ${minutes} minutes. Enter it on the Forgot Password page together with your new password:`,
    `${opts.siteUrl}/forgot`,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    `— The ${opts.brand} team`,
  ].join('\n');
  const brand = escapeHtml(opts.brand);
  const html = mailHtml({
    brand: opts.brand,
    width: 520,
    body: `<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${brand} account.</p>
<p style="margin:24px 0;font-size:14px">Your one-time code:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:0 0 24px">${escapeHtml(opts.code)}</p>
<p>It works once and expires in <strong>${minutes} minutes</strong>. Enter it on the
<a href="${escapeHtml(opts.siteUrl)}/forgot" style="color:#5b21b6">Forgot Password page</a> together with your new password.</p>
<p style="color:#6b6480;font-size:13px">If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>— The ${brand} team</p>`,
  });
  return { to: opts.to, subject: `Your ${opts.brand} password reset code`, text, html };
}
