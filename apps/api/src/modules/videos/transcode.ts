import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { VideoRendition } from '@curio/db';
import { VIDEO_MESSAGES } from '@curio/shared';
import { PermanentJobError } from '#api/modules/jobs/index.ts';
import {
  buildPosterArgs,
  buildTranscodeArgs,
  normalizeInitSegments,
  parseProbe,
  progressOf,
  renditionsFor,
  renditionsOf,
  runProcess,
  type FfmpegPaths,
  type ProbeResult,
} from './ffmpeg.ts';

const FAILURES = VIDEO_MESSAGES.failures;

/** ffmpeg failed on a source ffprobe could read: its message is the operator's (worth a retry). */
export class ConverterError extends Error {}

/** The poster is the frame at this share of the video's length. */
const POSTER_AT = 0.1;

/** ffprobe's reading of a source; a file it cannot read, or with no picture, fails for good with why. */
export async function probeVideo(
  paths: FfmpegPaths,
  input: string,
  signal?: AbortSignal,
): Promise<ProbeResult> {
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input];
  let json = '';
  const result = await runProcess(paths.ffprobePath, args, { signal, onLine: (line) => (json += line) });
  if (result.code !== 0) throw new PermanentJobError(FAILURES.unreadable);
  let probe: ReturnType<typeof parseProbe>;
  try {
    probe = parseProbe(json);
  } catch {
    throw new PermanentJobError(FAILURES.unreadable);
  }
  if (probe === 'no-video') throw new PermanentJobError(FAILURES.noVideoTrack);
  if (!probe) throw new PermanentJobError(FAILURES.unreadable);
  return probe;
}

export interface TranscodeResult {
  durationSeconds: number;
  width: number;
  height: number;
  renditions: VideoRendition[];
}

export interface TranscodeOptions {
  paths: FfmpegPaths;
  /** The source video, a local file. */
  input: string;
  /** An empty folder: it receives `master.m3u8`, `{360p|720p|1080p}/…` and `poster.jpg`. */
  outputDir: string;
  /** Kills ffmpeg: the call then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The share done (0–1) as ffmpeg reports it. */
  onProgress?: (share: number) => void;
}

/**
 * Transcodes a local video into a folder laid out as the storage keeps it (docs/product.md#learning): the
 * adaptive HLS set (`buildTranscodeArgs`) and the poster frame. The job uses it; so may a script that
 * prepares demo videos. A source that cannot be read fails with a PermanentJobError saying why in words an
 * operator acts on; ffmpeg failing on the way fails with its last words (worth a retry).
 */
export async function transcodeToFolder({
  paths,
  input,
  outputDir,
  signal,
  onProgress,
}: TranscodeOptions): Promise<TranscodeResult> {
  const probe = await probeVideo(paths, input, signal);
  const specs = renditionsFor(probe.height);
  for (const spec of specs) await mkdir(path.join(outputDir, spec.name), { recursive: true });

  const args = buildTranscodeArgs({ input, outputDir, renditions: specs, hasAudio: probe.hasAudio });
  const encoded = await runProcess(paths.ffmpegPath, args, {
    signal,
    onLine: (line) => {
      const share = progressOf(line, probe.durationSeconds);
      if (share !== undefined) onProgress?.(share);
    },
  });
  if (encoded.code !== 0)
    throw new ConverterError(FAILURES.converter(encoded.stderrTail || `exit code ${String(encoded.code)}`));
  await normalizeInitSegments(
    outputDir,
    specs.map((spec) => spec.name),
  );

  const poster = await runProcess(
    paths.ffmpegPath,
    buildPosterArgs(input, path.join(outputDir, 'poster.jpg'), probe.durationSeconds * POSTER_AT),
    { signal },
  );
  if (poster.code !== 0)
    throw new ConverterError(FAILURES.converter(poster.stderrTail || `exit code ${String(poster.code)}`));

  const master = await readFile(path.join(outputDir, 'master.m3u8'), 'utf8');
  return {
    durationSeconds: probe.durationSeconds,
    width: probe.width,
    height: probe.height,
    renditions: renditionsOf(master, specs),
  };
}
