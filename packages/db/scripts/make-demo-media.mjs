/**
 * Makes the demo's lesson media under packages/db/seed-media/ (committed; the seed copies it into the file
 * storage, docs/product.md#demo-content, ADR 036):
 *
 *   videos/<name>/master.m3u8, 360p/ and 720p/ (index.m3u8, init.mp4, seg_00000.m4s…), poster.jpg,
 *   captions/en.vtt: three short original videos drawn by ffmpeg's own sources, as HLS in the storage
 *   layout of a transcoded upload (docs/ARCHITECTURE.md#demo-media);
 *   files/study-guide.pdf: the download lessons' file;
 *   manifest.json: what the seed stores about each (length, size, renditions and their bandwidth).
 *
 * Run by a developer once, never at install or start (the server needs no ffmpeg for the demo):
 *
 *   npm run demo:media
 *
 * Needs Debian's ffmpeg and ffprobe on the PATH. Bitrates are low on purpose: each set is a few hundred KB.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../seed-media', import.meta.url));
const FPS = 15;
/** Seconds per segment: a keyframe every SEGMENT seconds, so every segment starts on one. */
const SEGMENT = 6;
const AUDIO = { bitrate: '24k', rate: 22050, codec: 'mp4a.40.2' };

/**
 * The renditions, as the server's transcoder makes them: H.264 Main at a fixed level (its CODECS string
 * follows from both), AAC-LC mono. Videos shorter than a rendition's height skip it there; ours are 720p.
 */
const RENDITIONS = [
  { name: '360p', height: 360, bitrate: 45, level: '3.0', codec: 'avc1.4d401e' },
  { name: '720p', height: 720, bitrate: 100, level: '3.1', codec: 'avc1.4d401f' },
];

/**
 * The videos: a lavfi picture and a tone, and the captions (what is heard, for a viewer who cannot). Each
 * is original, drawn here from ffmpeg's generators; nothing is downloaded.
 */
const VIDEOS = [
  {
    name: 'pattern-tour',
    title: 'A tour of the test pattern',
    seconds: 24,
    video: `testsrc2=size=1280x720:rate=${FPS}`,
    audio: 'sine=frequency=660:beep_factor=6:sample_rate=22050',
    captions: [
      [0, 6, '[A steady tone with a beep every second]'],
      [6, 12, 'Colour bars and a moving square: every part of the picture changes on its own.'],
      [12, 18, 'The counter in the corner shows the frame being played.'],
      [18, 24, '[The beeps continue until the end]'],
    ],
  },
  {
    name: 'fractal-zoom',
    title: 'Into the Mandelbrot set',
    seconds: 27,
    // Drawn small and scaled up: the fractal is slow to draw at full size, and soft edges cost few bits.
    video: `mandelbrot=size=320x180:rate=${FPS}:maxiter=256:end_scale=0.02:end_pts=27,scale=1280:720:flags=bicubic`,
    audio: 'sine=frequency=330:sample_rate=22050',
    captions: [
      [0, 7, '[A low, steady hum]'],
      [7, 14, 'The picture zooms into the edge of the Mandelbrot set.'],
      [14, 21, 'Each colour band marks how quickly a point escapes.'],
      [21, 27, '[The hum holds to the end]'],
    ],
  },
  {
    name: 'life-patterns',
    title: 'Patterns of the Game of Life',
    seconds: 30,
    // A small board drawn large with hard edges: few changes per frame, so it compresses well.
    video: `life=size=160x90:rate=5:mold=10:life_color=#5b21b6:death_color=#facc15,scale=1280:720:flags=neighbor,fps=${FPS}`,
    audio: 'sine=frequency=880:beep_factor=2:sample_rate=22050,volume=0.5',
    captions: [
      [0, 6, '[A bright tone with a soft beep every second]'],
      [6, 12, 'Each cell lives or dies by how many neighbours it has.'],
      [12, 18, 'Still lifes stay put, blinkers flip, gliders travel across the board.'],
      [18, 24, 'The colours fade as cells die and the board settles.'],
      [24, 30, '[The tone ends]'],
    ],
  },
];

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** The source: picture and tone muxed at high quality, then transcoded like an upload. */
function makeSource(video, dir) {
  const file = path.join(dir, `${video.name}.mp4`);
  // prettier-ignore
  run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `${video.video},format=yuv420p`,
    '-f', 'lavfi', '-i', video.audio,
    '-t', String(video.seconds),
    '-c:v', 'libx264', '-preset', 'medium', '-crf', '18',
    '-c:a', 'aac', '-b:a', '96k',
    '-shortest', file,
  ]);
  return file;
}

/** One rendition as fMP4 HLS: index.m3u8, init.mp4, seg_00000.m4s… in `dir`. */
function transcode(source, rendition, dir) {
  mkdirSync(dir, { recursive: true });
  const kbps = rendition.bitrate;
  // prettier-ignore
  run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-i', source,
    '-vf', `scale=-2:${rendition.height}`, '-r', String(FPS),
    '-c:v', 'libx264', '-profile:v', 'main', '-level:v', rendition.level, '-preset', 'slow',
    '-b:v', `${kbps}k`, '-maxrate', `${Math.round(kbps * 1.2)}k`, '-bufsize', `${kbps * 2}k`,
    '-g', String(FPS * SEGMENT), '-keyint_min', String(FPS * SEGMENT), '-sc_threshold', '0',
    '-c:a', 'aac', '-b:a', AUDIO.bitrate, '-ac', '1', '-ar', String(AUDIO.rate),
    '-f', 'hls', '-hls_time', String(SEGMENT), '-hls_playlist_type', 'vod',
    '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4',
    '-hls_segment_filename', 'seg_%05d.m4s', '-hls_flags', 'independent_segments',
    'index.m3u8',
  ], dir);
  return peakBandwidth(dir);
}

/** The rendition's peak bits per second over its segments, as the master playlist's BANDWIDTH declares. */
function peakBandwidth(dir) {
  const lines = readFileSync(path.join(dir, 'index.m3u8'), 'utf8').split('\n');
  let peak = 0;
  let seconds = 0;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line.endsWith('.m4s') && seconds > 0)
      peak = Math.max(peak, (statSync(path.join(dir, line)).size * 8) / seconds);
  }
  return Math.ceil(peak);
}

function probe(source) {
  // prettier-ignore
  const out = run('ffprobe', [
    '-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height:format=duration',
    '-of', 'json', source,
  ]);
  const json = JSON.parse(out);
  return {
    width: json.streams[0].width,
    height: json.streams[0].height,
    durationSeconds: Math.round(Number(json.format.duration) * 100) / 100,
  };
}

const timestamp = (s) =>
  `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;

function captionsVtt(video) {
  const cues = video.captions.map(
    ([from, to, text], index) => `${index + 1}\n${timestamp(from)} --> ${timestamp(to)}\n${text}\n`,
  );
  return `WEBVTT - ${video.title}\n\n${cues.join('\n')}`;
}

function makeVideo(video, work) {
  const dir = path.join(OUT, 'videos', video.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'captions'), { recursive: true });
  const source = makeSource(video, work);
  const info = probe(source);
  const renditions = RENDITIONS.filter((r) => r.height <= info.height).map((r) => {
    const bandwidth = transcode(source, r, path.join(dir, r.name));
    return {
      name: r.name,
      width: Math.round((info.width * r.height) / info.height / 2) * 2,
      height: r.height,
      bandwidth,
      codec: r.codec,
    };
  });
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...renditions.flatMap((r) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${r.bandwidth},RESOLUTION=${r.width}x${r.height},CODECS="${r.codec},${AUDIO.codec}",FRAME-RATE=${FPS}.000`,
      `${r.name}/index.m3u8`,
    ]),
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'master.m3u8'), master);
  // prettier-ignore
  run('ffmpeg', [
    '-hide_banner', '-loglevel', 'error', '-y', '-ss', String(Math.min(5, video.seconds / 4)), '-i', source,
    '-frames:v', '1', '-vf', 'scale=-2:360', '-q:v', '6', path.join(dir, 'poster.jpg'),
  ]);
  writeFileSync(path.join(dir, 'captions', 'en.vtt'), captionsVtt(video));
  return {
    name: video.name,
    title: video.title,
    ...info,
    renditions: renditions.map(({ name, width, height, bandwidth }) => ({ name, width, height, bandwidth })),
    captions: [{ lang: 'en', label: 'English', file: 'captions/en.vtt' }],
    poster: 'poster.jpg',
    bytes: folderBytes(dir),
  };
}

function folderBytes(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => statSync(path.join(dir, name)))
    .filter((s) => s.isFile())
    .reduce((sum, s) => sum + s.size, 0);
}

/**
 * A minimal valid PDF (1.4, one A4 page, Helvetica, which every reader has): the study guide a download
 * lesson hands out. Offsets in the cross-reference table are counted from the bytes written.
 */
function studyGuidePdf() {
  const lines = [
    ['Curio study guide', 20],
    ['How to get the most from a course', 13],
    ['', 11],
    ['1. Plan two or three short sessions a week; put them in your calendar.', 11],
    ['2. Watch a video lesson once without notes, then again and write down', 11],
    ['   the three ideas you would explain to a colleague.', 11],
    ['3. Read the reading lessons with the course open beside you and try', 11],
    ['   each example yourself before moving on.', 11],
    ['4. Take each quiz when you feel ready. A miss is a pointer to the lesson', 11],
    ['   to watch again, not a grade: you may try as often as you like.', 11],
    ['5. Mark a lesson complete only when you could teach it.', 11],
    ['', 11],
    ['Your progress is saved as you go, on any device you sign in from.', 11],
  ];
  const escape = (text) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  let y = 780;
  const content = lines
    .map(([text, size]) => {
      const line = `BT /F1 ${size} Tf 56 ${y} Td (${escape(text)}) Tj ET`;
      y -= size + 10;
      return line;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const work = mkdtempSync(path.join(tmpdir(), 'curio-demo-media-'));
try {
  const videos = VIDEOS.map((video) => {
    const made = makeVideo(video, work);
    process.stdout.write(
      `videos/${made.name}: ${made.durationSeconds} s, ${Math.round(made.bytes / 1024)} KB\n`,
    );
    return made;
  });
  mkdirSync(path.join(OUT, 'files'), { recursive: true });
  const pdf = studyGuidePdf();
  writeFileSync(path.join(OUT, 'files', 'study-guide.pdf'), pdf);
  process.stdout.write(`files/study-guide.pdf: ${pdf.length} bytes\n`);
  const manifest = {
    videos: videos.map(({ bytes: _bytes, ...video }) => video),
    files: [
      { name: 'study-guide.pdf', file: 'files/study-guide.pdf', type: 'application/pdf', size: pdf.length },
    ],
  };
  writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
