import { firstWord, formatMoney, lineTotalCents, PAYMENT_TEXTS, seatsText } from '@curio/shared';
import { escapeHtml, mailHtml } from '#api/lib/mail-html.ts';
import type { MailMessage } from '#api/modules/mail/index.ts';

export interface ConfirmationLine {
  name: string;
  quantity: number;
  priceCents: number;
}

export interface OrderConfirmation {
  /** The account's address (never the contact email typed at checkout: the site is no mail relay). */
  to: string;
  name: string;
  brand: string;
  siteUrl: string;
  reference: string;
  lines: ConfirmationLine[];
  totalCents: number;
  /** PAYMENTS=stripe: the learner pays online (docs/product.md#payment), not by arrangement. */
  paysOnline?: boolean;
}

const MANUAL_STATUS_LINE =
  'Status: Pending payment. We will contact you to arrange payment and confirm your enrolment once it is received.';

/** '2 seats × $49.00' and '$98.00': a line's seats (ADR 013) at its unit price, and its amount. */
const lineAmounts = (line: ConfirmationLine) => ({
  each: `${seatsText(line.quantity)} × ${formatMoney(line.priceCents)}`,
  total: formatMoney(lineTotalCents(line.priceCents, line.quantity)),
});

const lineText = (line: ConfirmationLine) => {
  const { each, total } = lineAmounts(line);
  return `${line.name} — ${each} = ${total}`;
};

/** The receipt mailed after an order is placed, in text and HTML. */
export function orderConfirmationMail(order: OrderConfirmation): MailMessage {
  const firstName = firstWord(order.name) || order.name;
  const statusLine = order.paysOnline ? PAYMENT_TEXTS.mailPayOnline : MANUAL_STATUS_LINE;
  const statusHtml = order.paysOnline
    ? `<p>${escapeHtml(PAYMENT_TEXTS.mailPayOnline)}</p>`
    : '<p>Status: <strong>Pending payment</strong>. We will contact you to arrange payment and confirm your enrolment once it is received.</p>';
  const total = formatMoney(order.totalCents);
  const profileUrl = `${order.siteUrl}/profile`;
  const text = [
    `Hello ${firstName},`,
    '',
    `Thank you for your order with ${order.brand}. Your order reference is ${order.reference}.`,
    '',
    ...order.lines.map(lineText),
    '',
    `Total: ${total} USD`,
    '',
    statusLine,
    `Follow your order in your profile: ${profileUrl}`,
    '',
    `— The ${order.brand} team`,
  ].join('\n');

  const brand = escapeHtml(order.brand);
  const rows = order.lines
    .map((line) => {
      const { each, total: lineTotal } = lineAmounts(line);
      return (
        `<tr><td style="padding:6px 12px 6px 0">${escapeHtml(line.name)}</td>` +
        `<td align="right" style="padding:6px 12px;white-space:nowrap">${each}</td>` +
        `<td align="right" style="padding:6px 0;white-space:nowrap">${lineTotal}</td></tr>`
      );
    })
    .join('\n');
  const html = mailHtml({
    brand: order.brand,
    body: `<p>Hello ${escapeHtml(firstName)},</p>
<p>Thank you for your order. Your order reference is <strong>${escapeHtml(order.reference)}</strong>.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:16px 0;border-collapse:collapse">
${rows}
<tr><td colspan="2" style="padding:12px 12px 0 0;border-top:1px solid #e4def5;font-weight:bold">Total</td>
<td align="right" style="padding:12px 0 0;border-top:1px solid #e4def5;font-weight:bold">${total} USD</td></tr>
</table>
${statusHtml}
<p><a href="${escapeHtml(profileUrl)}" style="color:#5b21b6">Follow your order in your profile</a>.</p>
<p>— The ${brand} team</p>`,
  });
  return { to: order.to, subject: `Your ${order.brand} order ${order.reference}`, text, html };
}

export interface OrderStatusNotice {
  to: string;
  name: string;
  brand: string;
  siteUrl: string;
  /** The same title and message the learner reads in the site's notifications. */
  title: string;
  message: string;
  reference: string;
}

/** Mailed when an operator moves an order along, beside the in-site notification. */
export function orderStatusMail(notice: OrderStatusNotice): MailMessage {
  const firstName = firstWord(notice.name) || notice.name;
  const profileUrl = `${notice.siteUrl}/profile`;
  const text = [
    `Hello ${firstName},`,
    '',
    notice.message,
    '',
    `Follow your order in your profile: ${profileUrl}`,
    '',
    `— The ${notice.brand} team`,
  ].join('\n');
  const html = mailHtml({
    brand: notice.brand,
    body: `<p>Hello ${escapeHtml(firstName)},</p>
<p>${escapeHtml(notice.message)}</p>
<p><a href="${escapeHtml(profileUrl)}" style="color:#5b21b6">Follow your order in your profile</a>.</p>
<p>— The ${escapeHtml(notice.brand)} team</p>`,
  });
  return {
    to: notice.to,
    subject: `${notice.title}: your ${notice.brand} order ${notice.reference}`,
    text,
    html,
  };
}
