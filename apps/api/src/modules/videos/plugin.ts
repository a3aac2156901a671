import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { detectFfmpeg } from './ffmpeg.ts';
import { createTranscodeJob, TRANSCODE_JOB } from './transcode-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance prepares videos: ffmpeg and ffprobe answered at start (/readyz says so). */
    videos: { transcoding: boolean };
  }
}

/**
 * Videos (ADR 032): ffmpeg is looked for once at start (FFMPEG_PATH, FFPROBE_PATH). Found, this instance
 * runs the `video.transcode` jobs; missing, the site runs all the same, the console's upload answers 503
 * saying what to install, and the jobs wait for an instance that has it.
 */
export const videosPlugin = fp(async (app: FastifyInstance) => {
  const paths = app.config.ffmpeg;
  const transcoding = await detectFfmpeg(paths);
  app.decorate('videos', { transcoding });
  if (!transcoding) {
    app.log.warn(
      { ffmpeg: paths.ffmpegPath, ffprobe: paths.ffprobePath },
      'ffmpeg or ffprobe not found: videos cannot be prepared on this instance (apt-get install -y ffmpeg)',
    );
    return;
  }
  const job = createTranscodeJob(app, paths);
  app.jobs.register(TRANSCODE_JOB, job.handler, job.options);
});
