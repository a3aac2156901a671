import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DOWNLOAD_FILE_EXTENSIONS,
  formatFileSize,
  isCleanText,
  LESSON_LIMITS,
  LESSON_MESSAGES as M,
  type TDownloadFileExtension,
} from '@curio/shared';
import { badRequest, HttpError } from '#api/lib/http-errors.ts';
import { videoWorkDir } from '#api/modules/videos/index.ts';
import { streamToFile } from '#api/lib/storage/streams.ts';

/**
 * A file sent as the raw body of a request (`PUT …/file`), its name in the URI-encoded `X-File-Name`
 * header: streamed to a temporary file, never held in memory whole, and refused with 413 past `maxBytes`.
 */
export interface RawUpload {
  /** The temporary file; `discard()` removes it. */
  path: string;
  /** The name as the operator's computer had it, without any folder. */
  name: string;
  extension: TDownloadFileExtension;
  size: number;
  discard: () => Promise<void>;
}

const tooLarge = (maxBytes: number) => new HttpError(413, M.fileTooLarge(formatFileSize(maxBytes)));

/** The header's file name, decoded, without folders; 400 when it is missing or not a name. */
export function uploadFileName(request: FastifyRequest): { name: string; extension: TDownloadFileExtension } {
  const header = request.headers['x-file-name'];
  const missing = () => badRequest(M.fileNameMissing, [{ field: 'X-File-Name', message: M.fileNameMissing }]);
  if (typeof header !== 'string' || header.trim() === '') throw missing();
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    throw missing();
  }
  const name = (decoded.split(/[/\\]/).pop() ?? '').trim();
  if (name === '' || name.length > LESSON_LIMITS.fileName || !isCleanText(name)) throw missing();
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (!(DOWNLOAD_FILE_EXTENSIONS as readonly string[]).includes(extension))
    throw badRequest(M.fileTypeRefused, [{ field: 'X-File-Name', message: M.fileTypeRefused }]);
  return { name, extension: extension as TDownloadFileExtension };
}

/**
 * The request's body in a temporary file. A Content-Length past the limit is refused before a byte is read;
 * a body that grows past it is cut off and refused; an empty one is 400.
 */
export async function receiveRawUpload(
  request: FastifyRequest,
  { dataDir, maxBytes }: { dataDir: string; maxBytes: number },
  file: { name: string; extension: TDownloadFileExtension },
): Promise<RawUpload> {
  const declared = Number(request.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  // Under DATA_DIR, which has room for a big file, unlike /tmp (the videos' uploads do the same).
  const folder = await videoWorkDir(dataDir, 'download');
  const discard = () => rm(folder, { recursive: true, force: true });
  const target = path.join(folder, `upload.${file.extension}`);
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > maxBytes) done(tooLarge(maxBytes));
      else done(null, chunk);
    },
  });
  // The body is piped, not handed to pipeline(): a refusal must not destroy the request's socket before the
  // 413 is sent, so the rest of the body is read and dropped instead. A client that goes away ends it too.
  const source = request.raw;
  const onClose = () => {
    if (!source.readableEnded) limit.destroy(new Error('the upload was aborted'));
  };
  source.once('error', (err) => limit.destroy(err));
  source.once('close', onClose);
  source.pipe(limit);
  try {
    await streamToFile(limit, target);
    const { size } = await stat(target);
    if (size === 0) throw badRequest(M.fileEmpty, [{ field: 'file', message: M.fileEmpty }]);
    return { path: target, ...file, size, discard };
  } catch (err) {
    source.unpipe(limit);
    source.resume();
    await discard();
    throw err;
  } finally {
    source.off('close', onClose);
  }
}

/**
 * Takes every request body of the routes registered on `app` as it comes (no parsing), so a raw upload's
 * handler can stream it: Fastify's JSON and text parsers would read it whole first.
 */
export function acceptRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
}
