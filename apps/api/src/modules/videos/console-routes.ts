import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAPTION_UPLOAD_MAX_BYTES,
  envelope,
  findForbiddenText,
  formatFileSize,
  VIDEO_MESSAGES,
  ZCaptionParams,
  ZCaptionQuery,
  ZConsoleVideo,
  ZVideoCapabilities,
} from '@curio/shared';
import { auditActor } from '#api/lib/audit.ts';
import { ok } from '#api/lib/envelope.ts';
import { badRequest, HttpError } from '#api/lib/http-errors.ts';
import { limitBy } from '#api/lib/rate-limit.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { createVideoConsoleService } from './console-service.ts';

const tags = ['Admin: videos'];
const ZIdParams = z.object({ id: z.uuid() });
const ZCourseParams = z.object({ courseId: z.uuid() });
const ZVideoReply = envelope(ZConsoleVideo);
/** A WebVTT file starts with this line (after an optional byte-order mark). */
const WEBVTT = /^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/;

const refuseCaptions = () =>
  badRequest(VIDEO_MESSAGES.captionsInvalid, [{ field: 'body', message: VIDEO_MESSAGES.captionsInvalid }]);

/** A captions body, read up to the limit: past it, or not WebVTT, a 400 saying what captions must be. */
async function readCaptions(payload: Readable): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    size += (chunk as Buffer).length;
    if (size > CAPTION_UPLOAD_MAX_BYTES) {
      payload.destroy();
      throw refuseCaptions();
    }
    parts.push(chunk as Buffer);
  }
  const text = Buffer.concat(parts).toString('utf8');
  if (!WEBVTT.test(text)) throw refuseCaptions();
  return text;
}

/** X-File-Name, URI-encoded by the console: the name as uploaded, for the console's list. */
function fileNameOf(header: string | string[] | undefined): string {
  const refuse = () =>
    badRequest(VIDEO_MESSAGES.badFileName, [{ field: 'x-file-name', message: VIDEO_MESSAGES.badFileName }]);
  if (Array.isArray(header)) throw refuse();
  let name: string;
  try {
    name = decodeURIComponent(header ?? '').trim();
  } catch {
    throw refuse();
  }
  if (name.length > 255 || findForbiddenText(name)) throw refuse();
  return name || 'video';
}

/**
 * The console's videos under /api/admin, for editors and admins (docs/product.md#learning): the upload is the
 * request's raw body (`Content-Type: video/*`), streamed to a temporary file and then to storage, never held
 * in memory; captions are a raw `text/vtt` body.
 */
export async function videoAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createVideoConsoleService(fastify);
  const guard = { config: { auth: ['editor', 'admin'] } } as const;
  const { videoUploadMaxBytes } = fastify.config;

  // The body stays unread here: the upload's handler streams `request.raw` itself.
  fastify.addContentTypeParser(/^video\//, (_request: FastifyRequest, _payload: Readable, done) =>
    done(null),
  );
  fastify.addContentTypeParser('text/vtt', async (_request: FastifyRequest, payload: Readable) =>
    readCaptions(payload),
  );

  app.get('/videos/capabilities', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Whether this server can prepare videos (ffmpeg found) and the largest upload it takes',
      response: { 200: envelope(ZVideoCapabilities), ...errorResponses(401, 403) },
    },
    handler: async () => ok({ transcoding: fastify.videos.transcoding, maxUploadBytes: videoUploadMaxBytes }),
  });

  app.get('/courses/:courseId/videos', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: "A course's videos, newest first",
      params: ZCourseParams,
      response: { 200: envelope(z.array(ZConsoleVideo)), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.list(request.params.courseId)),
  });

  app.post('/courses/:courseId/videos', {
    config: { ...guard.config, ...limitBy.user(fastify.config.rateLimits.uploads) },
    schema: {
      tags,
      security: bearer,
      summary: `Upload a video: the raw file as the body (Content-Type video/*, Content-Length, X-File-Name URI-encoded; MP4, MOV, WebM or MKV up to ${formatFileSize(videoUploadMaxBytes)}); it is then prepared for streaming by a job`,
      consumes: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'],
      params: ZCourseParams,
      response: { 201: ZVideoReply, ...errorResponses(400, 401, 403, 404, 411, 413, 429, 503) },
    },
    handler: async (request, reply) => {
      // Checked before a byte of the body is read.
      if (!fastify.videos.transcoding) throw new HttpError(503, VIDEO_MESSAGES.transcodingUnavailable);
      const length = request.headers['content-length'];
      if (!length || !/^\d+$/.test(length)) throw new HttpError(411, VIDEO_MESSAGES.lengthRequired);
      const size = Number(length);
      if (size > videoUploadMaxBytes)
        throw new HttpError(413, VIDEO_MESSAGES.tooLarge(formatFileSize(videoUploadMaxBytes)));
      if (size === 0) throw badRequest(VIDEO_MESSAGES.notAVideo);
      const fileName = fileNameOf(request.headers['x-file-name']);
      const video = await service.upload(request.params.courseId, auditActor(request), {
        body: request.raw,
        size,
        fileName,
      });
      return reply.code(201).send(ok(video, VIDEO_MESSAGES.uploadStarted, 201));
    },
  });

  app.get('/videos/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'A video: its state, progress, renditions and captions',
      params: ZIdParams,
      response: { 200: ZVideoReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ok(await service.get(request.params.id)),
  });

  app.post('/videos/:id/retry', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Queue a video that failed to be prepared again',
      params: ZIdParams,
      response: { 200: ZVideoReply, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) =>
      ok(await service.retry(request.params.id, auditActor(request)), VIDEO_MESSAGES.retried),
  });

  app.put('/videos/:id/captions/:lang', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: `Add or replace a video's captions in a language: the raw WebVTT file as the body (Content-Type text/vtt, up to ${formatFileSize(CAPTION_UPLOAD_MAX_BYTES)}); ?label= names them in the player`,
      consumes: ['text/vtt'],
      params: ZCaptionParams,
      querystring: ZCaptionQuery,
      response: { 200: ZVideoReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      const { id, lang } = request.params;
      // Only the text/vtt parser's body (it has checked the text): not a JSON string that looks like one.
      const type = request.headers['content-type'] ?? '';
      if (!/^text\/vtt\b/i.test(type) || typeof request.body !== 'string') throw refuseCaptions();
      const video = await service.putCaptions(id, auditActor(request), {
        lang,
        label: request.query.label ?? lang,
        text: request.body,
      });
      return ok(video, VIDEO_MESSAGES.captionsAdded);
    },
  });

  app.delete('/videos/:id/captions/:lang', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: "Remove a video's captions in a language",
      params: ZCaptionParams,
      response: { 200: ZVideoReply, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      ok(
        await service.deleteCaptions(request.params.id, auditActor(request), request.params.lang),
        VIDEO_MESSAGES.captionsRemoved,
      ),
  });

  app.delete('/videos/:id', {
    ...guard,
    schema: {
      tags,
      security: bearer,
      summary: 'Delete a video and its files; lessons that showed it keep no video',
      params: ZIdParams,
      response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => {
      await service.delete(request.params.id, auditActor(request));
      return ok(null, VIDEO_MESSAGES.deleted);
    },
  });
}
