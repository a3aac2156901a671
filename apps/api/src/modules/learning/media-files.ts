import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  RangeNotSatisfiableError,
  type ByteRange,
  type FileRead,
  type FileStorage,
} from '#api/lib/storage/index.ts';
import { matchesEtag } from '#api/lib/response-cache.ts';

/**
 * What a `Range` header asks of a file (RFC 9110, Range requests): bytes from `start` (to `end`, else to the
 * last), the last `suffix` bytes, nothing we can ever serve ('unsatisfiable': `bytes=-0`), or undefined when
 * there is none or it is not one range of bytes (the whole file is sent).
 */
export type TRangeRequest =
  { start: number; end?: number } | { suffix: number } | 'unsatisfiable' | undefined;

export function parseRange(header: string | undefined): TRangeRequest {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') return Number(to) === 0 ? 'unsatisfiable' : { suffix: Number(to) };
  if (to !== '' && Number(to) < Number(from)) return undefined;
  return to === '' ? { start: Number(from) } : { start: Number(from), end: Number(to) };
}

/** `attachment` with the name as uploaded (RFC 6266, RFC 8187), and a plain-ASCII name for old clients. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The range in bytes a request asks of a file of `size` bytes. */
const rangeOf = (asked: { start: number; end?: number } | { suffix: number }, size: number): ByteRange =>
  'suffix' in asked
    ? { start: Math.max(0, size - asked.suffix), end: size - 1 }
    : { start: asked.start, end: asked.end ?? Number.MAX_SAFE_INTEGER };

/**
 * Reads the file, or the range the request asks of it, streamed from the storage (never whole in memory).
 * Undefined when there is no such file; 'unsatisfiable' with the file's size for a range past its end.
 */
async function readForRequest(
  request: FastifyRequest,
  storage: FileStorage,
  key: string,
): Promise<FileRead | { unsatisfiable: number } | undefined> {
  const asked = parseRange(request.headers.range);
  if (!asked) return storage.read(key);
  // A suffix needs the size, and If-Range the entity tag, before the range can be read.
  const needsHead =
    asked === 'unsatisfiable' || 'suffix' in asked || request.headers['if-range'] !== undefined;
  let head: FileRead | undefined;
  if (needsHead) {
    head = await storage.read(key);
    if (!head) return undefined;
    if (asked === 'unsatisfiable') {
      head.stream.destroy();
      return { unsatisfiable: head.size };
    }
    // If-Range names another version: the whole file, which is what `head` already is.
    const ifRange = request.headers['if-range'];
    if (ifRange !== undefined && ifRange !== head.etag) return head;
    head.stream.destroy();
  }
  try {
    return await storage.read(key, rangeOf(asked, head?.size ?? 0));
  } catch (err) {
    if (err instanceof RangeNotSatisfiableError) return { unsatisfiable: err.size };
    throw err;
  }
}

/**
 * Sends a stored media file: its type, ETag (If-None-Match → 304), `Accept-Ranges: bytes` and one byte range
 * (206, or 416 past the end; If-Range honoured), streamed from the storage. Undefined when there is no such
 * file (the caller's 404). A stream is never re-encoded by the compression hook.
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: { cacheControl: string; disposition?: string },
): Promise<FastifyReply | undefined> {
  const file = await readForRequest(request, storage, key);
  if (!file) return undefined;
  reply.header('cache-control', options.cacheControl).header('accept-ranges', 'bytes');
  if ('unsatisfiable' in file)
    return reply
      .code(416)
      .header('content-range', `bytes */${String(file.unsatisfiable)}`)
      .send();
  reply
    .header('etag', file.etag)
    .header('last-modified', file.modifiedAt.toUTCString())
    .type(file.contentType);
  if (options.disposition) reply.header('content-disposition', options.disposition);
  if (matchesEtag(request.headers['if-none-match'], file.etag)) {
    file.stream.destroy();
    return reply.code(304).send();
  }
  const { range } = file;
  const length = range ? range.end - range.start + 1 : file.size;
  if (range)
    reply
      .code(206)
      .header('content-range', `bytes ${String(range.start)}-${String(range.end)}/${String(file.size)}`);
  reply.header('content-length', String(length));
  if (request.method === 'HEAD') {
    // Fastify's HEAD route keeps the Content-Length of a stream it drains: an empty one reads nothing.
    file.stream.destroy();
    return reply.send(Readable.from([]));
  }
  return reply.send(file.stream);
}
