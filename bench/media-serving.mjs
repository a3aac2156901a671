// Protected media benchmark (ADR 033). Run on demand, never in CI:  npm run bench:media
//
// What a learner's player costs the API: one video segment served through `GET /media/videos/{id}/…` with a
// valid media cookie (HMAC check, storage read, headers), against Debian's nginx serving the same file
// from the same disk with no check at all, the floor of what serving a file can cost. Both are driven by
// autocannon in alternating rounds (ours, nginx, ours, nginx…; the machine is shared, so drift hits both
// alike), and the run prints each one's requests/s and p99 and the ratio.
//
// The API runs in a child process (this script with `--serve`), on a temporary DATA_DIR with the embedded
// database and disk storage, as `npm start` does; nginx runs as a child with a temporary configuration
// (one worker, as the API is one process), as scripts/cluster/nginx-process.ts starts it.
//
// Options (environment): BENCH_DURATION seconds per side (10), BENCH_ROUNDS (2), BENCH_CONNECTIONS (20),
// BENCH_SEGMENT_KB (512), BENCH_WARMUP seconds per side (2), NGINX (/usr/sbin/nginx).
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SEGMENT = '360p/seg_00000.m4s';

if (process.argv.includes('--serve')) await serve();
else await main();

/** The child: the real API on DATA_DIR, a course whose video has one segment, and a learner's cookie. */
async function serve() {
  const { randomBytes } = await import('node:crypto');
  const { insertCategory, insertCourse, insertLesson, insertOrder, insertSection, insertVideo } =
    await import('@curio/db/testing');
  const { users } = await import('@curio/db');
  const { buildApp } = await import('../apps/api/src/app.ts');
  const { prepareDatabase } = await import('../apps/api/src/bootstrap.ts');
  const { loadConfig } = await import('../apps/api/src/config.ts');

  const config = loadConfig();
  const database = await prepareDatabase(config, (msg) => console.error(`[bench server] ${msg}`));
  const app = await buildApp({ config, database, logger: false });
  app.addHook('onClose', async () => database.close());
  const { db } = database;

  const course = await insertCourse(db, await insertCategory(db));
  const section = await insertSection(db, course);
  const video = await insertVideo(db, course);
  const lesson = await insertLesson(db, section, { kind: 'video', videoId: video.id });
  const [learner] = await db
    .insert(users)
    .values({ name: 'Bench Learner', email: 'bench@curio.example', phone: '9000000000', passwordHash: 'x' })
    .returning();
  await insertOrder(db, learner, [course], 'confirmed');
  const segmentKb = Number(process.env.BENCH_SEGMENT_KB ?? 512);
  await app.fileStorage.put(`media/videos/${video.id}/${SEGMENT}`, randomBytes(segmentKb * 1024));

  const token = await app.issueToken(learner);
  const read = await app.inject({
    method: 'GET',
    url: `/api/learn/lessons/${lesson.id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const cookie = String(read.headers['set-cookie'] ?? '').split(';')[0];
  if (read.statusCode !== 200 || !cookie)
    throw new Error(`lesson read failed: ${read.statusCode} ${read.body}`);

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The parent reads this one line.
  console.log(JSON.stringify({ address, url: `/media/videos/${video.id}/${SEGMENT}`, cookie, segmentKb }));
}

/** A free TCP port on 127.0.0.1 for nginx. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** nginx serving DATA_DIR/uploads/media/ as files, with the same cache header the API sends a segment. */
function nginxConfig(dir, uploads, port) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return `worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  types { video/iso.segment m4s; }
  server {
    listen 127.0.0.1:${port};
    location /media/ {
      root ${uploads};
      add_header Cache-Control "private, max-age=31536000, immutable";
    }
  }
}
`;
}

async function main() {
  const { default: autocannon } = await import('autocannon');
  const DURATION = Number(process.env.BENCH_DURATION ?? 10);
  const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
  const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
  const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
  const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

  const dataDir = mkdtempSync(path.join(tmpdir(), 'curio-bench-media-'));
  // nginx started by root runs its workers as nobody: they must reach the files.
  chmodSync(dataDir, 0o755);
  const env = { ...process.env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  // The embedded database and disk storage: nginx reads the same file the API does.
  delete env.DATABASE_URL;
  delete env.STORAGE;

  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/media-serving.mjs', '--serve'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let nginx;
  const nginxDir = path.join(dataDir, 'nginx');

  const cleanUp = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    if (nginx && nginx.exitCode === null) nginx.kill('SIGQUIT');
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const lines = createInterface({ input: server.stdout });
    const exited = new Promise((_, reject) =>
      server.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`))),
    );
    const ready = JSON.parse(await Promise.race([once(lines, 'line').then(([line]) => line), exited]));

    const uploads = path.join(dataDir, 'uploads');
    for (const dir of [uploads, path.join(uploads, 'media')]) chmodSync(dir, 0o755);
    mkdirSync(path.join(nginxDir, 'temp'), { recursive: true });
    const port = await freePort();
    const confFile = path.join(nginxDir, 'nginx.conf');
    writeFileSync(confFile, nginxConfig(nginxDir, uploads, port));
    const args = ['-p', nginxDir, '-c', confFile, '-e', path.join(nginxDir, 'error.log')];
    await promisify(execFile)(NGINX, [...args, '-t', '-q']);
    nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });

    const api = { url: `${ready.address}${ready.url}`, headers: { cookie: ready.cookie } };
    const direct = { url: `http://127.0.0.1:${port}${ready.url}`, headers: {} };

    // Both must serve the same bytes before either is measured; nginx may take a moment to listen.
    const [a, b] = [await fetch(api.url, { headers: api.headers }), await waitFor(direct.url)];
    const [bytesA, bytesB] = [Buffer.from(await a.arrayBuffer()), Buffer.from(await b.arrayBuffer())];
    if (a.status !== 200 || !bytesA.equals(bytesB)) throw new Error(`API ${a.status}: not the same file`);

    const measure = async ({ url, headers }, duration) => {
      const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
      if (result.errors || result.timeouts || result.non2xx)
        throw new Error(
          `${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
        );
      return { rps: result.requests.average, p99: result.latency.p99 };
    };
    if (WARMUP > 0) {
      await measure(api, WARMUP);
      await measure(direct, WARMUP);
    }
    const ours = [];
    const floor = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ours.push(await measure(api, DURATION / ROUNDS));
      floor.push(await measure(direct, DURATION / ROUNDS));
    }
    const mean = (runs, key) => runs.reduce((sum, r) => sum + r[key], 0) / runs.length;
    const fmt = (n, digits = 0) =>
      n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
    console.log(
      `one ${ready.segmentKb} KB segment; ${CONNECTIONS} connections, ${DURATION} s per side in ${ROUNDS} rounds\n`,
    );
    console.log('| served by                         | req/s    | p99 ms |');
    console.log('|-----------------------------------|----------|--------|');
    console.log(
      `| API, cookie checked (/media/…)    | ${fmt(mean(ours, 'rps')).padEnd(8)} | ${fmt(mean(ours, 'p99')).padEnd(6)} |`,
    );
    console.log(
      `| nginx, the file from disk         | ${fmt(mean(floor, 'rps')).padEnd(8)} | ${fmt(mean(floor, 'p99')).padEnd(6)} |`,
    );
    console.log(`\nratio API / nginx: ${fmt(mean(ours, 'rps') / mean(floor, 'rps'), 2)}`);
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    cleanUp();
  }
}

/** The first 200 from `url`, asked again every 100 ms for up to 10 s (nginx starting). */
async function waitFor(url) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
