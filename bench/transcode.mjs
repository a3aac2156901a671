// Transcoding benchmark (ADR 032). Run on demand, never in CI:  npm run bench:transcode
//
// Makes a clip with ffmpeg's own sources (testsrc2 and a tone; BENCH_SECONDS long, 30 by default, at
// BENCH_SIZE, 1920x1080 by default, so all three renditions are made), then transcodes it with the very
// function the `video.transcode` job runs (`transcodeToFolder`: probe, the HLS renditions, the poster) and
// prints the wall time against the clip's length. A ratio under 1 means this machine prepares a video
// faster than it plays; a course's hour of video then takes ratio × 1 hour per job (JOB_CONCURRENCY).
//
// Options (environment): BENCH_SECONDS (30), BENCH_SIZE (1920x1080), FFMPEG_PATH, FFPROBE_PATH.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { transcodeToFolder } from '../apps/api/src/modules/videos/index.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const SIZE = process.env.BENCH_SIZE ?? '1920x1080';
const paths = {
  ffmpegPath: process.env.FFMPEG_PATH ?? 'ffmpeg',
  ffprobePath: process.env.FFPROBE_PATH ?? 'ffprobe',
};

const work = mkdtempSync(path.join(tmpdir(), 'curio-transcode-bench-'));
try {
  const input = path.join(work, 'clip.mp4');
  console.log(`making a ${String(SECONDS)} s clip at ${SIZE}…`);
  execFileSync(paths.ffmpegPath, [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${SIZE}:rate=30:duration=${String(SECONDS)}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${String(SECONDS)}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', input],
  ]);

  const outputDir = path.join(work, 'out');
  let lastShown = -1;
  const started = performance.now();
  const result = await transcodeToFolder({
    paths,
    input,
    outputDir,
    onProgress: (share) => {
      const percent = Math.floor(share * 10) * 10;
      if (percent > lastShown) {
        lastShown = percent;
        process.stdout.write(`\r  transcoding… ${String(percent)} %`);
      }
    },
  });
  const elapsed = (performance.now() - started) / 1000;
  const files = readdirSync(outputDir, { recursive: true }).filter((name) =>
    statSync(path.join(outputDir, String(name))).isFile(),
  );
  console.log('\n');
  console.log(`machine:     ${String(cpus().length)} CPUs (${cpus()[0]?.model ?? 'unknown'})`);
  console.log(
    `clip:        ${result.durationSeconds.toFixed(2)} s at ${String(result.width)}x${String(result.height)}`,
  );
  console.log(
    `renditions:  ${result.renditions.map((r) => `${r.name} (${String(Math.round(r.bandwidth / 1000))} kb/s)`).join(', ')}`,
  );
  console.log(`files:       ${String(files.length)}`);
  console.log(`transcoding: ${elapsed.toFixed(1)} s`);
  console.log(`ratio:       ${(elapsed / result.durationSeconds).toFixed(2)} × the clip's length`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
