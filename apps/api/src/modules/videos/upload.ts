import type { Readable } from 'node:stream';
import { VIDEO_MESSAGES } from '@curio/shared';
import { badRequest } from '#api/lib/http-errors.ts';
import { streamToFile } from '#api/lib/storage/streams.ts';

/** Bytes enough to tell a video container by its signature. */
const SIGNATURE_BYTES = 12;
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * Whether the first bytes of a file are those of a container we read: MP4 and MOV (an ISO box `ftyp` after
 * its 4-byte size), WebM and Matroska (the EBML header). The type the browser names is never trusted.
 */
export function looksLikeVideo(head: Buffer): boolean {
  if (head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp') return true;
  return head.length >= 4 && head.subarray(0, 4).equals(EBML);
}

const notAVideo = () =>
  badRequest(VIDEO_MESSAGES.notAVideo, [{ field: 'body', message: VIDEO_MESSAGES.notAVideo }]);

/**
 * Streams a raw upload to `file`, refusing it (400) as soon as its first bytes are not a video's, and when
 * it ends short of the `expectedBytes` its Content-Length announced. Nothing of it is held in memory.
 */
export async function receiveVideo(source: Readable, expectedBytes: number, file: string): Promise<void> {
  let head = Buffer.alloc(0);
  let received = 0;
  async function* checked(stream: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of stream) {
      if (head.length < SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, SIGNATURE_BYTES);
        if (head.length >= SIGNATURE_BYTES && !looksLikeVideo(head)) throw notAVideo();
      }
      received += chunk.length;
      yield chunk;
    }
  }
  try {
    await streamToFile(source, file, checked);
  } catch (err) {
    // The client went away mid-upload (or sent less than it said): the rest of it never comes.
    if (source.errored || source.readableAborted) throw badRequest(VIDEO_MESSAGES.uploadIncomplete);
    throw err;
  }
  if (!looksLikeVideo(head)) throw notAVideo();
  if (received !== expectedBytes) throw badRequest(VIDEO_MESSAGES.uploadIncomplete);
}
