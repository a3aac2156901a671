import { getSystemErrorName } from 'node:util';

/**
 * What an error, a request or a failed mail may put in the logs (ADR 022). A database error carries what was
 * sent with it: drizzle's DrizzleQueryError holds the query text and its parameters (and puts both in its
 * message), PGlite puts `query` and `params` on its own error too, and PostgreSQL's `detail` quotes the
 * values ('Key (email)=(a@b.c) already exists'), as do some messages ('invalid input syntax for type uuid:
 * "x"'). Of a database error only the fields that name the failure are kept: SQLSTATE code, severity, schema,
 * table, column, data type, constraint and the server routine; never its message, detail, hint, where, query
 * or parameters. `loggerOptions` (app.ts) wires these into every logger.
 */

/**
 * The fields PostgreSQL (pg's DatabaseError) and PGlite put on an error that name it without quoting values.
 */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

/** Fields of any error that may carry what a user sent or a mail held; never logged. */
const NEVER_LOGGED = new Set([
  'query',
  'params',
  'detail',
  'hint',
  'where',
  'internalQuery',
  'queryOptions',
  // nodemailer: the server's reply and the envelope quote the recipients (and some servers the message)
  'response',
  'rejected',
  'rejectedErrors',
  'envelope',
  'body',
  'text',
  'html',
]);

const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/**
 * An error from the database or the driver: it carries the statement (drizzle, PGlite) or the backend's
 * report (pg's and PGlite's DatabaseError both have a SQLSTATE `code` and a `severity`).
 */
export function isDatabaseError(err: unknown): boolean {
  if (!isErrorLike(err)) return false;
  return (
    'query' in err || 'params' in err || (typeof err.code === 'string' && typeof err.severity === 'string')
  );
}

/** Whether `err` or one of its causes is a database error. */
function databaseErrorIn(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth <= MAX_CAUSES && isErrorLike(current); depth += 1) {
    if (isDatabaseError(current)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * The backend's report of the first database error in the chain that has one (the driver's, under drizzle's).
 */
function backendReport(err: ErrorLike): Record<string, string> {
  let current: unknown = err;
  for (let depth = 0; depth <= MAX_CAUSES && isErrorLike(current); depth += 1) {
    const link = current;
    const fields = Object.fromEntries(
      DATABASE_FIELDS.flatMap((key) => (typeof link[key] === 'string' ? [[key, link[key]]] : [])),
    );
    if (fields.code) return fields;
    current = current.cause;
  }
  return {};
}

/** The stack's frames only: its first lines repeat the message (a drizzle error's holds the whole query). */
const framesOf = (stack: unknown): string =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : '';

/** 'database error 23505 on users (users_email_unique)': what a log line says of a database failure. */
export function databaseErrorSummary(err: unknown): string {
  const report = isErrorLike(err) ? backendReport(err) : {};
  const on = [report.table && ` on ${report.table}`, report.column && `.${report.column}`].filter(Boolean);
  const constraint = report.constraint ? ` (${report.constraint})` : '';
  return `database error ${report.code ?? '(no code)'}${on.join('')}${constraint}`;
}

const typeOf = (err: ErrorLike): string =>
  typeof err.constructor === 'function' && err.constructor.name ? err.constructor.name : String(err.name);

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serialize(err: ErrorLike, depth: number): SerializedError {
  const isDatabase = isDatabaseError(err);
  const out: SerializedError = {
    type: typeOf(err),
    message: isDatabase ? databaseErrorSummary(err) : err.message,
    stack: isDatabase ? framesOf(err.stack) : (err.stack ?? ''),
  };
  if (isDatabase) Object.assign(out, backendReport(err));
  else
    for (const [key, value] of Object.entries(err)) {
      if (key in out || key === 'cause' || NEVER_LOGGED.has(key)) continue;
      // Plain values only: an object could hold anything (a request, a mail, a row).
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  if (depth < MAX_CAUSES && isErrorLike(err.cause)) out.cause = serialize(err.cause, depth + 1);
  if (depth < MAX_CAUSES && Array.isArray(err.errors))
    out.aggregateErrors = err.errors.filter(isErrorLike).map((inner) => serialize(inner, depth + 1));
  return out;
}

/**
 * Pino's `serializers.err`, and what any code that writes an error elsewhere (a console, a stored reason)
 * should pass it through. A database error (or any error caused by one) keeps only the fields above.
 */
export function serializeError(err: unknown): SerializedError {
  return isErrorLike(err) ? serialize(err, 0) : { type: typeof err, message: String(err), stack: '' };
}

/**
 * Why a mail could not be sent, safe to log and to store as the outbox's `lastError` (shown by /readyz):
 * nodemailer's code, the SMTP reply code and the command, never the server's reply text (which quotes the
 * recipient, and some servers the message).
 */
export function mailFailureReason(err: unknown): string {
  if (!isErrorLike(err)) return 'unknown error';
  // A socket's errno by its name: 'ESOCKET CONN connect ECONNREFUSED'.
  const errno = typeof err.errno === 'number' && err.errno < 0 ? getSystemErrorName(err.errno) : err.errno;
  const parts = [err.code, err.responseCode, err.command, err.syscall, errno]
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .map(String);
  return parts.length > 0 ? parts.join(' ') : typeOf(err);
}

/**
 * The pino hook that keeps a database error's message out of a line's text: `log.error(err)` and Fastify's
 * `log.error({ err }, err.message)` would otherwise write the message (a drizzle error's holds the query and
 * its parameters) as the line's `msg`.
 */
export function logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, msg, ...rest] = args;
  const err = isErrorLike(first) ? first : (first as { err?: unknown } | null)?.err;
  if (!databaseErrorIn(err)) {
    method.apply(this, args);
    return;
  }
  const fields = isErrorLike(first) ? { err: first } : first;
  const isOwnText =
    typeof msg === 'string' && isErrorLike(err) && !msg.includes(err.message) && rest.length === 0;
  method.apply(this, [fields, isOwnText ? msg : databaseErrorSummary(err)]);
}

/**
 * Pino's `serializers.req`: the method, the path and the names of the query's parameters, not their values
 * (a console search holds the email searched for). Request bodies are never logged.
 */
export function serializeRequest(req: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  const url = req.url ?? '';
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const names =
    at < 0 ? '' : [...new URLSearchParams(url.slice(at + 1)).keys()].map((n) => `${n}=…`).join('&');
  return {
    method: req.method,
    url: names ? `${path}?${names}` : path,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * An error as text for a console (start-up and the npm scripts, which write no pino lines): its stack, or,
 * when a database error is in its chain, what `serializeError` keeps of it.
 */
export function errorForConsole(err: unknown): string {
  if (!isErrorLike(err)) return String(err);
  return databaseErrorIn(err) ? JSON.stringify(serializeError(err), null, 2) : (err.stack ?? err.message);
}
