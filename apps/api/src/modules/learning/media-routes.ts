import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEARNING_MESSAGES as L } from '@curio/shared';
import { forbidden, notFound, unauthorized } from '#api/lib/http-errors.ts';
import { isStorageKey } from '#api/lib/storage/index.ts';
import { videoFileKey } from '#api/modules/videos/index.ts';
import { attachmentDisposition, sendMediaFile } from './media-files.ts';
import {
  fileAsset,
  mediaCookieValues,
  verifyMediaToken,
  videoAsset,
  type MediaClaims,
  type TMediaAsset,
} from './media-token.ts';
import { createLearningService } from './service.ts';

/** Playlists and captions may change (a caption replaced) and are re-checked: revalidated on every use. */
const REVALIDATE = 'private, no-cache';
/** Init segments, media segments and posters are written once under their name: kept by the browser only. */
const IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * The claims of the request's media cookie for `asset` (ADR 033): none → 401; for another asset, altered or
 * expired → 403. Several cookies of the name may arrive: one valid for this asset is enough.
 */
function requireMediaCookie(request: FastifyRequest, asset: TMediaAsset): MediaClaims {
  const tokens = mediaCookieValues(request.headers.cookie);
  if (tokens.length === 0) throw unauthorized(L.mediaForbidden);
  const now = Math.floor(Date.now() / 1000);
  let expired = false;
  for (const token of tokens) {
    const checked = verifyMediaToken(request.server.keyRing.mediaSecret, token, asset, now);
    if ('claims' in checked) return checked.claims;
    expired ||= checked.refused === 'expired';
  }
  throw forbidden(expired ? L.mediaExpired : L.mediaForbidden);
}

/**
 * Protected media (docs/product.md#access-and-progress, ADR 033): a lesson's video files and download, from
 * the private `media/` folder of the file storage, only with the cookie the lesson's read set. `/uploads/`
 * never serves that folder, and the page handler never answers `/media/` (plugins/static.ts, `isFilePath`).
 */
export async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createLearningService(fastify);

  // A refusal is the visitor's own and answers differently once the lesson is read again: never shared, and
  // never reused without asking.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode >= 400) reply.header('cache-control', REVALIDATE);
  });

  app.get('/media/videos/:videoId/*', {
    schema: { hide: true, params: z.object({ videoId: z.uuid(), '*': z.string().max(200) }) },
    handler: async (request, reply) => {
      const { videoId, '*': file } = request.params;
      const claims = requireMediaCookie(request, videoAsset(videoId));
      const key = videoFileKey(videoId, file);
      // The original upload is never served: only what was prepared for streaming.
      if (!isStorageKey(key) || file.endsWith('.original')) throw notFound();
      const isPlaylist = file.endsWith('.m3u8');
      // A playlist is asked for again and again while a video plays: access is checked again each time.
      if (isPlaylist && !(await service.mayPlayVideo(claims.sub, videoId))) throw forbidden(L.mediaForbidden);
      const revalidate = isPlaylist || file.endsWith('.vtt');
      const sent = await sendMediaFile(request, reply, fastify.fileStorage, key, {
        cacheControl: revalidate ? REVALIDATE : IMMUTABLE,
      });
      if (!sent) throw notFound();
      return sent;
    },
  });

  app.get('/media/files/:lessonId', {
    schema: { hide: true, params: z.object({ lessonId: z.uuid() }) },
    handler: async (request, reply) => {
      const { lessonId } = request.params;
      requireMediaCookie(request, fileAsset(lessonId));
      const file = await service.fileOfLesson(lessonId);
      const sent =
        file && isStorageKey(file.key)
          ? await sendMediaFile(request, reply, fastify.fileStorage, file.key, {
              cacheControl: REVALIDATE,
              disposition: attachmentDisposition(file.name),
            })
          : undefined;
      if (!sent) throw notFound();
      return sent;
    },
  });
}
