import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStorage, StoredFile } from '#api/lib/storage/index.ts';
import { matchesEtag } from '#api/lib/response-cache.ts';

/** A byte range of a file, both ends included (RFC 9110, Range requests). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range` header asks of a file of `size` bytes: undefined when there is none or it is not
 * one we serve (several ranges, another unit: the whole file is sent), 'unsatisfiable' when it lies past the
 * end (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    // A suffix: the last `to` bytes.
    const length = Number(to);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || (to !== '' && Number(to) < start)) return 'unsatisfiable';
  return { start, end };
}

/**
 * A stored media file. Storage has no ranged read yet: the whole file is read and the range sliced from it;
 * `fileStorage.read(key, range)` takes this over once storage streams byte ranges.
 */
export const readMediaFile = (storage: FileStorage, key: string): Promise<StoredFile | undefined> =>
  storage.get(key);

/** `attachment` with the name as uploaded (RFC 6266, RFC 8187), and a plain-ASCII name for old clients. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored media file: its type, ETag (If-None-Match → 304), `Accept-Ranges: bytes` and one byte range
 * (206, or 416 past the end; If-Range honoured). The body goes as a stream, so no later hook re-encodes a
 * part of a file.
 */
export function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFile,
  options: { cacheControl: string; disposition?: string },
): FastifyReply {
  const size = file.body.length;
  reply
    .header('cache-control', options.cacheControl)
    .header('etag', file.etag)
    .header('last-modified', file.modifiedAt.toUTCString())
    .header('accept-ranges', 'bytes')
    .type(file.contentType);
  if (options.disposition) reply.header('content-disposition', options.disposition);
  if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === file.etag ? parseRange(request.headers.range, size) : undefined;
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${String(size)}`)
      .send();
  }
  const body = range ? file.body.subarray(range.start, range.end + 1) : file.body;
  if (range)
    reply
      .code(206)
      .header('content-range', `bytes ${String(range.start)}-${String(range.end)}/${String(size)}`);
  reply.header('content-length', String(body.length));
  return reply.send(Readable.from([body]));
}
