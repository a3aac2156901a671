import { CERTIFICATE_MESSAGES as C, firstWord } from '@curio/shared';
import { escapeHtml, mailHtml } from '#api/lib/mail-html.ts';
import type { MailMessage } from '#api/modules/mail/index.ts';

export interface CertificateNotice {
  to: string;
  name: string;
  brand: string;
  courseName: string;
  pageUrl: string;
  pdfUrl: string;
}

/** Mailed when a certificate is issued (on completion, by hand or re-issued), beside the site's notification. */
export function certificateMail(notice: CertificateNotice): MailMessage {
  const firstName = firstWord(notice.name) || notice.name;
  const body = C.notificationBody(notice.courseName);
  const text = [
    `Hello ${firstName},`,
    '',
    body,
    '',
    `View and share it: ${notice.pageUrl}`,
    `Download the PDF: ${notice.pdfUrl}`,
    '',
    'Anyone you give the link to can check that it is genuine.',
    '',
    `— The ${notice.brand} team`,
  ].join('\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#5b21b6">${escapeHtml(label)}</a>`;
  const html = mailHtml({
    brand: notice.brand,
    body: `<p>Hello ${escapeHtml(firstName)},</p>
<p>${escapeHtml(body)}</p>
<p>${link(notice.pageUrl, C.viewCertificate)} · ${link(notice.pdfUrl, C.downloadPdf)}</p>
<p>Anyone you give the link to can check that it is genuine.</p>
<p>— The ${escapeHtml(notice.brand)} team</p>`,
  });
  return { to: notice.to, subject: C.mailSubject(notice.courseName), text, html };
}
