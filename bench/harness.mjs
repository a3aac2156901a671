// What the benchmarks under bench/ share: a free port, the real server started as `npm start` runs it
// (`node --import tsx apps/api/src/server.ts`, NODE_ENV=production, the built web app) and stopped again,
// HTTP requests timed to their last byte, percentiles, and a Markdown table for the results.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A port nobody listens on: the OS picks one, we close and reuse it. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the real server on `port` with `env` added to this process's environment (NODE_ENV=production,
 * LOG_LEVEL=warn, HOST and PUBLIC_URL for the port unless given) and waits until /healthz answers.
 * `nice` (a niceness, e.g. -10) runs it at that niceness, so it competes better with a loaded machine; the
 * process id is the server's own either way (`nice` execs it). Returns its origin, pid and `stop()`.
 */
export async function startServer({ port, env = {}, nice, stdout = 'ignore', timeoutMs = 300_000 }) {
  const origin = `http://127.0.0.1:${port}`;
  const fullEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    ...env,
  };
  const node = [process.execPath, '--import', 'tsx', 'apps/api/src/server.ts'];
  // `nice -n` adds to the niceness this process already has (which the server inherits anyway).
  const step = nice === undefined ? 0 : nice - getPriority();
  const [command, ...args] = step === 0 ? node : ['nice', '-n', String(step), ...node];
  const child = spawn(command, args, { cwd: ROOT, env: fullEnv, stdio: ['ignore', stdout, 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(origin, child, timeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, pid: child.pid, child, stop };
}

/** Polls /healthz until it answers 200; fails when the server exits or `timeoutMs` passes. */
export async function waitForHealth(origin, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /healthz within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * One request, its body read and counted (not kept, unless `keep`): status, headers, milliseconds to the
 * first byte and to the last, bytes as sent (compressed when the server compressed). `agent` holds the
 * sockets (Node's global agent unless given); `onData` sees each chunk; `signal` aborts.
 */
export function request(
  url,
  { method = 'GET', headers = {}, body, agent, keep = false, onData, signal } = {},
) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, headers, agent, signal }, (res) => {
      let bytes = 0;
      const chunks = [];
      let firstByteMs;
      res.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
        onData?.(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          ms: performance.now() - started,
          firstByteMs,
          bytes,
          body: keep ? Buffer.concat(chunks).toString('utf8') : undefined,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `text` parsed as JSON, or undefined when it is not JSON (a proxy's error page, an empty reply). */
function parsedJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** POSTs `payload` as JSON with `request`, the reply kept: its answer and `json`, the reply parsed. */
export async function postJson(url, payload, { headers = {}, agent } = {}) {
  const res = await request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
    agent,
    keep: true,
  });
  return { ...res, json: parsedJson(res.body) };
}

/** p-th percentile (0–100) of numbers, nearest rank, sorted here (NaN when there are none). */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Numbers as the tables print them: thousands separated, `digits` decimals. */
export const fmt = (n, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '–';

/** A Markdown table (GitHub style) of string cells, columns padded to their widest cell. */
export function markdownTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
