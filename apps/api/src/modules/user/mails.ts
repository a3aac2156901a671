import { LIMITS } from '@curio/shared';
import type { MailMessage } from '../../plugins/mail.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The password-reset mail: a real, readable message in text and HTML. */
export function otpMail(opts: {
  to: string;
  name: string;
  code: string;
  brand: string;
  siteUrl: string;
}): MailMessage {
  const minutes = LIMITS.otpLifetimeMinutes;
  const firstName = opts.name.split(/\s+/)[0] ?? opts.name;
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
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;background:#f6f3ff;font-family:Arial,Helvetica,sans-serif;color:#1f1633">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="520" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px;color:#5b21b6">${brand}</h1>
<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${brand} account.</p>
<p style="margin:24px 0;font-size:14px">Your one-time code:</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:0 0 24px">${escapeHtml(opts.code)}</p>
<p>It works once and expires in <strong>${minutes} minutes</strong>. Enter it on the
<a href="${escapeHtml(opts.siteUrl)}/forgot" style="color:#5b21b6">Forgot Password page</a> together with your new password.</p>
<p style="color:#6b6480;font-size:13px">If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>— The ${brand} team</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: opts.to, subject: `Your ${opts.brand} password reset code`, text, html };
}
