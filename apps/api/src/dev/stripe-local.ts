/**
 * A local server speaking the part of Stripe's API the site calls (docs/ARCHITECTURE.md#payments, ADR 039),
 * for the API tests and the browser tests: no network, no Stripe account. Point the site at it with
 * `STRIPE_API_URL=<server.url>` (and PAYMENTS=stripe, STRIPE_SECRET_KEY=sk_test_…, STRIPE_WEBHOOK_SECRET=
 * the `webhookSecret` given here).
 *
 * What it answers, with Stripe's response shapes (form-encoded requests, as the `stripe` library sends them):
 * - POST /v1/checkout/sessions: a session (`cs_test_…`, status open, payment_status unpaid) whose `url` is this
 *   server's hosted page; `amount_total` is Σ line_items[i].price_data.unit_amount × quantity.
 * - GET  /v1/checkout/sessions/:id: the session as it is now (404 `resource_missing` for an unknown id).
 * - POST /v1/checkout/sessions/:id/expire: closes an open session (400 for one that is not open).
 * - POST /v1/refunds: a refund (`re_…`, status succeeded) of `payment_intent` for `amount` (default: what is
 *   left); the charge's `amount_refunded` grows. With `deliverRefundEvents`, its `charge.refunded` event is
 *   delivered to the site right after the reply.
 * Every request is recorded in `requests` (method, path, Idempotency-Key, the form body as flat `key → value`
 * pairs: `line_items[0][price_data][unit_amount]`). A repeated Idempotency-Key answers the first reply again
 * (a different body with the same key is refused, 400 `idempotency_error`, as Stripe does). A request without
 * a bearer key is 401. `failNext(status)` makes the next API request fail with that status.
 *
 * The hosted page: GET /pay/:id shows the session's lines and total, a Pay button and a link back to the
 * cancel URL. Pressing Pay (POST /pay/:id) completes the session (payment_status paid, a `pi_test_…`
 * payment intent), delivers the signed `checkout.session.completed` event to `webhookUrl`, then redirects
 * (303) to the success URL with `{CHECKOUT_SESSION_ID}` filled in.
 *
 * Helpers for tests: `event(type, object)` builds an event, `sign(payload)` signs a body with the webhook secret
 * (`stripe.webhooks.generateTestHeaderString`, optionally at another timestamp or with another secret),
 * `deliver(event)` posts it signed to `webhookUrl` and answers the site's reply, `completeSession(id, …)`
 * marks a session paid (or changes what it reports) and returns its `checkout.session.completed` event,
 * `chargeRefundedEvent(paymentIntent)` the charge's current `charge.refunded` event, `refundFailedEvent(id)` a
 * refund's `refund.failed` (the charge's refunded amount given back).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** The form body, flat: `metadata[orderId]` → '…'. */
  form: Record<string, string>;
}

export interface LocalSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Not Stripe's: the lines as sent, for the hosted page. */
  lines: { name: string; quantity: number; unitAmount: number }[];
}

export interface LocalCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  paid: true;
  refunded: boolean;
  status: 'succeeded';
  created: number;
  livemode: false;
}

export interface LocalRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  reason: string | null;
  status: 'succeeded' | 'failed';
  created: number;
}

export interface LocalEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: object };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

export interface StripeLocalOptions {
  /** The secret events are signed with: the site's STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** Where events are delivered: the site's /api/payments/stripe/webhook (settable later). */
  webhookUrl?: string;
  /** Deliver each refund's `charge.refunded` event right after answering it. */
  deliverRefundEvents?: boolean;
  port?: number;
  host?: string;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const API_VERSION = '2026-10-28.endive';

function stripeError(res: ServerResponse, status: number, type: string, message: string, code?: string) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** The lines of a session create's form: `line_items[i][price_data][product_data][name]` and so on. */
function formLines(form: Record<string, string>) {
  const lines: LocalSession['lines'] = [];
  for (let i = 0; `line_items[${String(i)}][quantity]` in form; i += 1) {
    const at = `line_items[${String(i)}]`;
    lines.push({
      name: form[`${at}[price_data][product_data][name]`] ?? '',
      quantity: Number(form[`${at}[quantity]`]),
      unitAmount: Number(form[`${at}[price_data][unit_amount]`]),
    });
  }
  return lines;
}

function formMetadata(form: Record<string, string>, prefix = 'metadata') {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

export async function startStripeLocal(options: StripeLocalOptions) {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, LocalSession>();
  const charges = new Map<string, LocalCharge>(); // by payment intent
  const refunds = new Map<string, LocalRefund>();
  const idempotent = new Map<string, { body: string; status: number; reply: string }>();
  const failures: number[] = [];
  let webhookUrl = options.webhookUrl;
  let baseUrl = '';

  function sign(payload: string, opts: { secret?: string; timestamp?: number } = {}) {
    return Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? options.webhookSecret,
      ...(opts.timestamp === undefined ? {} : { timestamp: opts.timestamp }),
    });
  }

  function event(type: string, object: object, id = newId('evt')): LocalEvent {
    return {
      id,
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }

  /** The session as Stripe shows it (without this server's own `lines`). */
  function sessionView(session: LocalSession) {
    const { lines: _lines, ...view } = session;
    return view;
  }

  async function deliver(
    evt: LocalEvent,
    opts: { secret?: string; timestamp?: number; signature?: string } = {},
  ): Promise<Response> {
    if (!webhookUrl) throw new Error('stripe-local: no webhookUrl to deliver to');
    const payload = JSON.stringify(evt, null, 2);
    return fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': opts.signature ?? sign(payload, opts),
      },
      body: payload,
    });
  }

  function completeSession(
    id: string,
    change: { amountTotal?: number; currency?: string; paymentStatus?: LocalSession['payment_status'] } = {},
  ): LocalEvent {
    const session = sessions.get(id);
    if (!session) throw new Error(`stripe-local: no session ${id}`);
    session.status = 'complete';
    session.url = null;
    if (change.amountTotal !== undefined) session.amount_total = change.amountTotal;
    if (change.currency !== undefined) session.currency = change.currency;
    session.payment_status = change.paymentStatus ?? 'paid';
    session.payment_intent ??= newId('pi');
    if (!charges.has(session.payment_intent))
      charges.set(session.payment_intent, {
        id: newId('ch'),
        object: 'charge',
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: 0,
        currency: session.currency,
        payment_intent: session.payment_intent,
        metadata: { ...session.metadata },
        paid: true,
        refunded: false,
        status: 'succeeded',
        created: now(),
        livemode: false,
      });
    return event('checkout.session.completed', sessionView(session));
  }

  /** A session's other events: async_payment_succeeded / async_payment_failed / expired. */
  function sessionEvent(id: string, type: string): LocalEvent {
    const session = sessions.get(id);
    if (!session) throw new Error(`stripe-local: no session ${id}`);
    if (type === 'checkout.session.expired') {
      session.status = 'expired';
      session.url = null;
    }
    if (type === 'checkout.session.async_payment_succeeded') session.payment_status = 'paid';
    return event(type, sessionView(session));
  }

  /** A refund the bank returned: `refund.failed`, and the charge's refunded amount given back. */
  function refundFailedEvent(refundId: string): LocalEvent {
    const refund = refunds.get(refundId);
    if (!refund) throw new Error(`stripe-local: no refund ${refundId}`);
    refund.status = 'failed';
    const charge = charges.get(refund.payment_intent);
    if (charge) {
      charge.amount_refunded -= refund.amount;
      charge.refunded = false;
    }
    return event('refund.failed', { ...refund });
  }

  function chargeRefundedEvent(paymentIntent: string): LocalEvent {
    const charge = charges.get(paymentIntent);
    if (!charge) throw new Error(`stripe-local: no charge for ${paymentIntent}`);
    return event('charge.refunded', { ...charge });
  }

  function reply(res: ServerResponse, status: number, body: object, key?: string, requestBody?: string) {
    const text = JSON.stringify(body);
    if (key !== undefined && requestBody !== undefined)
      idempotent.set(key, { body: requestBody, status, reply: text });
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(text);
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const raw = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const keyHeader = req.headers['idempotency-key'];
    const key = typeof keyHeader === 'string' ? keyHeader : undefined;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key, form });
    if (!req.headers.authorization?.startsWith('Bearer '))
      return stripeError(res, 401, 'invalid_request_error', 'You did not provide an API key.');
    const failure = failures.shift();
    if (failure !== undefined)
      return stripeError(res, failure, 'api_error', 'stripe-local: failing on purpose');
    const scopedKey = key === undefined ? undefined : `${url.pathname} ${key}`;
    const seen = scopedKey === undefined ? undefined : idempotent.get(scopedKey);
    if (seen) {
      if (seen.body !== raw)
        return stripeError(
          res,
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      res.writeHead(seen.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      return res.end(seen.reply);
    }

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const lines = formLines(form);
      const total = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
      const id = newId('cs');
      const session: LocalSession = {
        id,
        object: 'checkout.session',
        amount_subtotal: total,
        amount_total: total,
        currency: form['line_items[0][price_data][currency]'] ?? 'usd',
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        metadata: formMetadata(form),
        mode: 'payment',
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: form.success_url ?? '',
        cancel_url: form.cancel_url ?? '',
        url: `${baseUrl}/pay/${id}`,
        created: now(),
        expires_at: now() + 24 * 3600,
        livemode: false,
        lines,
      };
      sessions.set(id, session);
      return reply(res, 200, sessionView(session), scopedKey, raw);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && sessionMatch?.[1]) {
      const session = sessions.get(sessionMatch[1]);
      if (!session)
        return stripeError(res, 404, 'invalid_request_error', 'No such checkout.session', 'resource_missing');
      return reply(res, 200, sessionView(session));
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(url.pathname);
    if (req.method === 'POST' && expireMatch?.[1]) {
      const session = sessions.get(expireMatch[1]);
      if (!session)
        return stripeError(res, 404, 'invalid_request_error', 'No such checkout.session', 'resource_missing');
      if (session.status !== 'open')
        return stripeError(
          res,
          400,
          'invalid_request_error',
          `Only Checkout Sessions with a status of open can be expired. This session has a status of ${session.status}.`,
        );
      session.status = 'expired';
      session.url = null;
      return reply(res, 200, sessionView(session), scopedKey, raw);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const charge = charges.get(form.payment_intent ?? '');
      if (!charge)
        return stripeError(res, 400, 'invalid_request_error', 'No such payment_intent', 'resource_missing');
      const left = charge.amount - charge.amount_refunded;
      const amount = form.amount === undefined ? left : Number(form.amount);
      if (!(amount > 0) || amount > left)
        return stripeError(
          res,
          400,
          'invalid_request_error',
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          'amount_too_large',
        );
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      const refund: LocalRefund = {
        id: newId('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        currency: charge.currency,
        payment_intent: charge.payment_intent,
        metadata: formMetadata(form),
        reason: form.reason ?? null,
        status: 'succeeded',
        created: now(),
      };
      refunds.set(refund.id, refund);
      reply(res, 200, refund, scopedKey, raw);
      if (options.deliverRefundEvents) await deliver(chargeRefundedEvent(charge.payment_intent));
      return;
    }
    return stripeError(res, 404, 'invalid_request_error', `Unrecognized request URL (${url.pathname})`);
  }

  function hostedPage(res: ServerResponse, session: LocalSession) {
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    const rows = session.lines
      .map(
        (line) =>
          `<tr><td>${escapeHtml(line.name)}</td><td>${String(line.quantity)}</td><td>${money(line.unitAmount * line.quantity)}</td></tr>`,
      )
      .join('');
    const body =
      session.status === 'open'
        ? `<table><tbody>${rows}</tbody></table>
<p>Total <strong>${money(session.amount_total)}</strong></p>
<form method="post"><button type="submit">Pay ${money(session.amount_total)}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back to the shop</a></p>`
        : `<p>This checkout session is ${session.status}.</p>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>Stripe local checkout</title></head><body><main><h1>Pay (stripe-local)</h1>${body}</main></body></html>`,
    );
  }

  async function pay(res: ServerResponse, session: LocalSession) {
    if (session.status !== 'open') return hostedPage(res, session);
    const completed = completeSession(session.id);
    const delivered = await deliver(completed);
    if (!delivered.ok) {
      res.writeHead(502, { 'content-type': 'text/plain' });
      return res.end(`The site answered the event with ${String(delivered.status)}`);
    }
    res.writeHead(303, { location: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) });
    res.end();
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const handle = async () => {
      const pageMatch = /^\/pay\/([\w-]+)$/.exec(url.pathname);
      if (pageMatch?.[1]) {
        const session = sessions.get(pageMatch[1]);
        if (!session) {
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('No such checkout session');
        }
        return req.method === 'POST' ? pay(res, session) : hostedPage(res, session);
      }
      return api(req, res, url);
    };
    handle().catch((err: unknown) => {
      if (!res.headersSent) stripeError(res, 500, 'api_error', String(err));
      else res.end();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${String(address.port)}`;

  return {
    /** Set STRIPE_API_URL to this. */
    url: baseUrl,
    requests,
    sessions,
    charges,
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    /** The next API request answers `status` (a Stripe api_error), once per call. */
    failNext: (status: number) => {
      failures.push(status);
    },
    event,
    sign,
    deliver,
    completeSession,
    sessionEvent,
    chargeRefundedEvent,
    refundFailedEvent,
    refunds,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export type StripeLocal = Awaited<ReturnType<typeof startStripeLocal>>;
