import { escapeHtml, mailHtml } from '#api/lib/mail-html.ts';
import type { MailMessage } from '#api/modules/mail/index.ts';

/** A header must stay one line whatever a visitor typed into a name. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface OperatorNotice {
  /** The operator's address (site settings' contact email). */
  to: string;
  brand: string;
  /** The visitor: replying to the mail answers them. */
  replyTo: string;
  subject: string;
  intro: string;
  /** Label and value, in reading order; multi-line values keep their line breaks. */
  fields: [label: string, value: string][];
  /** Where the operator can read every submission. */
  adminUrl: string;
}

/** A mail to the site's operator about something a visitor sent, in text and HTML. */
export function operatorNotice(notice: OperatorNotice): MailMessage {
  const text = [
    notice.intro,
    '',
    ...notice.fields.flatMap(([label, value]) =>
      value.includes('\n') ? [`${label}:`, value, ''] : [`${label}: ${value}`],
    ),
    '',
    `Reply to this mail to answer ${notice.replyTo}.`,
    `All submissions (admin token needed): ${notice.adminUrl}`,
    '',
    `— ${notice.brand} website`,
  ].join('\n');
  const rows = notice.fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:#6b6480;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = mailHtml({
    brand: notice.brand,
    body: `<p>${escapeHtml(notice.intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0">
${rows}
</table>
<p style="color:#6b6480;font-size:13px">Reply to this mail to answer ${escapeHtml(notice.replyTo)}.</p>`,
  });
  return { to: notice.to, replyTo: notice.replyTo, subject: oneLine(notice.subject), text, html };
}
