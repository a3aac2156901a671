import { spawn } from 'node:child_process';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { VideoRendition } from '@curio/db';

/** Where the programs are (FFMPEG_PATH, FFPROBE_PATH; Debian's on PATH by default). */
export interface FfmpegPaths {
  ffmpegPath: string;
  ffprobePath: string;
}

/** One rendition of the ladder: its height and its bit rates (bits per second). */
export interface RenditionSpec {
  name: string;
  height: number;
  videoBitrate: number;
  audioBitrate: number;
}

/** The ladder (docs/decisions/032-background-jobs-and-video-transcoding.md): 1080p only from a 1080p source. */
export const RENDITION_LADDER: readonly RenditionSpec[] = [
  { name: '360p', height: 360, videoBitrate: 800_000, audioBitrate: 96_000 },
  { name: '720p', height: 720, videoBitrate: 2_800_000, audioBitrate: 128_000 },
  { name: '1080p', height: 1080, videoBitrate: 5_000_000, audioBitrate: 160_000 },
];

/** Seconds of a segment; every rendition has a keyframe at each multiple, so their segments line up. */
export const SEGMENT_SECONDS = 6;

/** The renditions made of a source `sourceHeight` pixels high: 360p and 720p always, 1080p from 1080 up. */
export const renditionsFor = (sourceHeight: number): RenditionSpec[] =>
  RENDITION_LADDER.filter((spec) => spec.height < 1080 || sourceHeight >= 1080);

export interface TranscodeArgsInput {
  input: string;
  /** The folder that receives `{name}/index.m3u8`, `{name}/seg_00000.m4s`… and `master.m3u8`. */
  outputDir: string;
  renditions: readonly RenditionSpec[];
  hasAudio: boolean;
}

const kbps = (bits: number) => `${String(Math.round(bits / 1000))}k`;

/**
 * ffmpeg's arguments for the HLS set, in one pass over the source: each rendition is the picture scaled to
 * its height (width even, shape kept), H.264 (libx264, veryfast, Main) capped at 1.07× its bit rate, AAC
 * stereo when the source has sound; fMP4 segments of SEGMENT_SECONDS, a keyframe forced at every boundary
 * (and none added at scene cuts) so the renditions switch cleanly; a master playlist naming them all;
 * progress as key=value lines on stdout.
 */
export function buildTranscodeArgs({ input, outputDir, renditions, hasAudio }: TranscodeArgsInput): string[] {
  const count = renditions.length;
  const split = renditions.map((_, i) => `[s${String(i)}]`).join('');
  const scales = renditions.map((spec, i) => `[s${String(i)}]scale=-2:${String(spec.height)}[v${String(i)}]`);
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-i', input];
  args.push('-filter_complex', [`[0:v:0]split=${String(count)}${split}`, ...scales].join(';'));
  renditions.forEach((_, i) => {
    args.push('-map', `[v${String(i)}]`);
    if (hasAudio) args.push('-map', '0:a:0');
  });
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p');
  args.push('-sc_threshold', '0', '-force_key_frames', `expr:gte(t,n_forced*${String(SEGMENT_SECONDS)})`);
  renditions.forEach((spec, i) => {
    const n = String(i);
    args.push(`-b:v:${n}`, kbps(spec.videoBitrate));
    args.push(`-maxrate:v:${n}`, kbps(spec.videoBitrate * 1.07));
    args.push(`-bufsize:v:${n}`, kbps(spec.videoBitrate * 1.5));
    if (hasAudio) args.push(`-b:a:${n}`, kbps(spec.audioBitrate));
  });
  if (hasAudio) args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
  const streamMap = renditions
    .map((spec, i) => `v:${String(i)}${hasAudio ? `,a:${String(i)}` : ''},name:${spec.name}`)
    .join(' ');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_flags',
    'independent_segments',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    path.join(outputDir, '%v', 'seg_%05d.m4s'),
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    '-progress',
    'pipe:1',
    '-nostats',
    path.join(outputDir, '%v', 'index.m3u8'),
  );
  return args;
}

/** ffmpeg's arguments for the poster: the frame at `atSeconds`, 720 px high at most, as a JPEG. */
export function buildPosterArgs(input: string, output: string, atSeconds: number): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-loglevel',
    'error',
    '-ss',
    atSeconds.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    "scale=-2:'min(720,ih)'",
    '-q:v',
    '3',
    output,
  ];
}

/** What ffprobe says of a source. */
export interface ProbeResult {
  durationSeconds: number;
  /** As shown: a portrait phone video's rotation applied. */
  width: number;
  height: number;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  disposition?: { attached_pic?: number };
  side_data_list?: { rotation?: number }[];
}

/**
 * Reads ffprobe's JSON (`-show_format -show_streams`): 'no-video' for a file with no moving picture (sound
 * only; an album's cover image does not count), undefined when it names no duration.
 */
export function parseProbe(json: string): ProbeResult | 'no-video' | undefined {
  const data = JSON.parse(json) as { format?: { duration?: string }; streams?: ProbeStream[] };
  const streams = data.streams ?? [];
  const video = streams.find(
    (s) =>
      s.codec_type === 'video' && (s.width ?? 0) > 0 && (s.height ?? 0) > 0 && !s.disposition?.attached_pic,
  );
  if (!video) return 'no-video';
  const duration = Number(data.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) return undefined;
  const rotation = Math.abs(Number(video.tags?.rotate ?? video.side_data_list?.[0]?.rotation ?? 0)) % 180;
  const [width, height] =
    rotation === 90 ? [video.height ?? 0, video.width ?? 0] : [video.width ?? 0, video.height ?? 0];
  return {
    durationSeconds: duration,
    width,
    height,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/** One line of ffmpeg's `-progress` output, as the share of `durationSeconds` done (0–1), if it says. */
export function progressOf(line: string, durationSeconds: number): number | undefined {
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
  if (!match || durationSeconds <= 0) return undefined;
  return Math.min(1, Number(match[1]) / 1e6 / durationSeconds);
}

/** A rendition's line of the master playlist: its bandwidth and resolution as ffmpeg declared them. */
export function parseMasterPlaylist(
  text: string,
): Map<string, { bandwidth: number; width: number; height: number }> {
  const found = new Map<string, { bandwidth: number; width: number; height: number }>();
  const lines = text.split(/\r?\n/);
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return;
    const uri = lines.slice(i + 1).find((next) => next.trim() !== '' && !next.startsWith('#'));
    const name = uri?.split('/')[0];
    const bandwidth = Number(/BANDWIDTH=(\d+)/.exec(line)?.[1]);
    const [width, height] = (/RESOLUTION=(\d+)x(\d+)/.exec(line) ?? []).slice(1).map(Number);
    if (name && bandwidth && width && height) found.set(name, { bandwidth, width, height });
  });
  return found;
}

export interface ProcessResult {
  code: number | null;
  /** The last lines ffmpeg wrote to stderr (its error), for the reason a failure gives. */
  stderrTail: string;
}

/**
 * Runs a program (never through a shell), each stdout line to `onLine`; killed when `signal` aborts (the
 * job lost its lease or the app stops), which rejects with the signal's reason.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  { signal, onLine }: { signal?: AbortSignal; onLine?: (line: string) => void } = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], signal, killSignal: 'SIGKILL' });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
      const lines = stdout.split('\n');
      stdout = lines.pop() ?? '';
      if (onLine) for (const line of lines) onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr = (stderr + text).slice(-4000);
    });
    child.once('error', (err) => {
      if (signal?.aborted) reject(signal.reason as Error);
      else reject(err);
    });
    child.once('close', (code) => {
      if (signal?.aborted) reject(signal.reason as Error);
      else resolve({ code, stderrTail: stderr.trim().split('\n').slice(-3).join(' ').slice(0, 300) });
    });
  });
}

const found = new Map<string, Promise<boolean>>();

/** Whether ffmpeg and ffprobe run here (`-version` answers), asked once per process and paths. */
export function detectFfmpeg({ ffmpegPath, ffprobePath }: FfmpegPaths): Promise<boolean> {
  const key = `${ffmpegPath}\n${ffprobePath}`;
  let answer = found.get(key);
  if (!answer) {
    const works = (command: string) =>
      runProcess(command, ['-version']).then(
        (result) => result.code === 0,
        () => false,
      );
    answer = Promise.all([works(ffmpegPath), works(ffprobePath)]).then(([a, b]) => a && b);
    found.set(key, answer);
  }
  return answer;
}

/**
 * ffmpeg names each rendition's init segment after its stream (`init_0.mp4`): renamed `init.mp4`, as the
 * storage layout has it, and its playlist's EXT-X-MAP with it.
 */
export async function normalizeInitSegments(outputDir: string, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const dir = path.join(outputDir, name);
    const init = (await readdir(dir)).find((file) => /^init(_\d+)?\.mp4$/.test(file));
    if (!init || init === 'init.mp4') continue;
    await rename(path.join(dir, init), path.join(dir, 'init.mp4'));
    const playlist = path.join(dir, 'index.m3u8');
    const text = await readFile(playlist, 'utf8');
    await writeFile(playlist, text.replace(`URI="${init}"`, 'URI="init.mp4"'));
  }
}

/** The renditions as the video row keeps them, from the ladder and what the master playlist declares. */
export function renditionsOf(master: string, specs: readonly RenditionSpec[]): VideoRendition[] {
  const declared = parseMasterPlaylist(master);
  return specs.flatMap((spec) => {
    const line = declared.get(spec.name);
    return line ? [{ name: spec.name, ...line }] : [];
  });
}
