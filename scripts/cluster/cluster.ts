// `npm run cluster` (ADR 017): N instances of the real server on one PostgreSQL behind Debian's nginx.
// main.ts is the command; the cluster test suite (scripts/cluster/test) starts its clusters with this same code.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
  type WriteStream,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { nginxConfig } from './nginx.ts';

export const REPO_DIR = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_ENTRY = path.join(REPO_DIR, 'apps', 'api', 'src', 'server.ts');
export const DEFAULT_NGINX = '/usr/sbin/nginx';

export interface ClusterOptions {
  /** How many instances (≥ 1). */
  instances: number;
  /** PostgreSQL: every instance shares it (required; the embedded database is one process's). */
  databaseUrl: string;
  /** Passed to every instance (the shared rate-limit store). */
  redisUrl?: string;
  /** Where nginx listens. */
  host?: string;
  port: number;
  /** The rest of the instances' environment (SMTP_URL, JWT_SECRET, RATE_LIMIT_*…); PORT, HOST, DATA_DIR are set per instance. */
  env?: NodeJS.ProcessEnv;
  /** nginx's files and each instance's DATA_DIR and log go under it; default: a new temporary directory, removed on stop. */
  workDir?: string;
  /** How often each instance's /readyz is asked (ms). */
  readyPollMs?: number;
  /** SHUTDOWN_DELAY_MS of the instances unless `env` sets it: long enough for a poll and a reload. */
  shutdownDelayMs?: number;
  nginxPath?: string;
  /** See NginxConfigOptions.exposeUpstream. */
  exposeUpstream?: boolean;
  /** Each line an instance writes (it also goes to `<workDir>/instance-<n>.log`). */
  onOutput?: (instance: number, line: string) => void;
  /** What the cluster does: instances in and out of rotation, reloads, exits. */
  log?: (message: string) => void;
  /** How long an instance may take to become ready at start (ms). */
  startTimeoutMs?: number;
  /** Aborted: a start still under way stops what it has started and rejects. */
  signal?: AbortSignal;
}

export interface Instance {
  /** 1-based, as in the logs. */
  index: number;
  port: number;
  url: string;
  dataDir: string;
  logFile: string;
  process: ChildProcess;
  /** In nginx's rotation right now. */
  routed: boolean;
  /** Resolves with the exit code (or the signal) once the process has exited. */
  exited: Promise<number | string>;
}

export interface Cluster {
  /** nginx's address. */
  url: string;
  instances: Instance[];
  workDir: string;
  /** Sends `signal` to one instance (SIGTERM: it drains, leaves the rotation, exits) and waits for its exit. */
  stopInstance(index: number, signal?: NodeJS.Signals): Promise<number | string>;
  /** Resolves once nginx has reloaded with these instances (1-based) in rotation and no others. */
  routedExactly(indexes: number[], timeoutMs?: number): Promise<void>;
  /** Stops the instances (SIGTERM, they drain), then nginx; removes a temporary workDir. Idempotent. */
  stop(): Promise<void>;
}

export class ClusterError extends Error {}

const execFileAsync = promisify(execFile);

/** `count` distinct ports that nothing listened on a moment ago (all held open at once, so never the same one twice). */
export async function unusedPorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      servers.push(server);
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
    }
    return servers.map((s) => {
      const address = s.address();
      if (typeof address !== 'object' || !address) throw new ClusterError('no port');
      return address.port;
    });
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

type Readiness = 'ready' | 'draining' | 'unready';

/** What GET /readyz says (within a second): 200, a 503 'draining' (SIGTERM), or anything else. */
async function readiness(url: string): Promise<Readiness> {
  try {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1_000) });
    const body = await res.text();
    if (res.status === 200) return 'ready';
    return body.includes('"draining"') ? 'draining' : 'unready';
  } catch {
    return 'unready';
  }
}

const isReady = async (url: string) => (await readiness(url)) === 'ready';

/** Failed polls in a row before an instance leaves the rotation; a draining one leaves at the first. */
export const UNREADY_POLLS = 2;

function pipeLines(
  stream: NodeJS.ReadableStream | null,
  file: WriteStream,
  onLine: ((line: string) => void) | undefined,
) {
  if (!stream) return;
  let partial = '';
  stream.on('data', (chunk: Buffer) => {
    file.write(chunk);
    if (!onLine) return;
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}

/**
 * Starts the instances, waits until each is ready, then nginx in front of them; from then on polls every
 * instance's /readyz and rewrites and reloads nginx's upstream when one turns unready or comes back.
 * The first instance starts alone (it applies the migrations and seeds an empty database), then the others.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (options.instances < 1) throw new ClusterError('a cluster needs at least one instance');
  const nginxPath = options.nginxPath ?? DEFAULT_NGINX;
  const host = options.host ?? '127.0.0.1';
  const pollMs = options.readyPollMs ?? 500;
  const log = options.log ?? (() => {});
  const ownsWorkDir = options.workDir === undefined;
  const workDir = options.workDir ?? mkdtempSync(path.join(tmpdir(), 'curio-cluster-'));
  const nginxDir = path.join(workDir, 'nginx');
  mkdirSync(path.join(nginxDir, 'temp'), { recursive: true });
  // nginx started by root runs its workers as nobody: they must reach their temp directories.
  chmodSync(workDir, 0o755);
  chmodSync(nginxDir, 0o755);
  const confFile = path.join(nginxDir, 'nginx.conf');
  const nginxArgs = ['-p', nginxDir, '-c', confFile, '-e', path.join(nginxDir, 'error.log')];

  const ports = await unusedPorts(options.instances);
  const publicUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${options.port}`;
  const instances: Instance[] = [];
  const children: ChildProcess[] = [];
  let nginx: ChildProcess | undefined;
  let stopping = false;
  let poller: NodeJS.Timeout | undefined;
  /** The instances (1-based) of the configuration nginx was last told to load. */
  let applied: number[] = [];

  const spawnInstance = (index: number, port: number): Instance => {
    const dataDir = path.join(workDir, `instance-${index}`);
    mkdirSync(dataDir, { recursive: true });
    const logFile = path.join(workDir, `instance-${index}.log`);
    const out = createWriteStream(logFile);
    const env: NodeJS.ProcessEnv = {
      SHUTDOWN_DELAY_MS: String(options.shutdownDelayMs ?? Math.max(2_000, pollMs * 4)),
      PUBLIC_URL: publicUrl,
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      // Only nginx (on this machine) may say who the client is.
      TRUST_PROXY: '127.0.0.1',
    };
    if (options.redisUrl) env.REDIS_URL = options.redisUrl;
    // Its own process group: a Ctrl-C in the terminal reaches the script, which stops everything in order.
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      cwd: REPO_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.push(child);
    const onLine = options.onOutput && ((line: string) => options.onOutput?.(index, line));
    pipeLines(child.stdout, out, onLine);
    pipeLines(child.stderr, out, onLine);
    const exited = new Promise<number | string>((resolve) =>
      child.once('exit', (code, signal) => {
        out.end();
        resolve(code ?? signal ?? 'unknown');
      }),
    );
    const instance: Instance = {
      index,
      port,
      url: `http://127.0.0.1:${port}`,
      dataDir,
      logFile,
      process: child,
      routed: false,
      exited,
    };
    void exited.then((code) => {
      if (!stopping) log(`instance ${index} exited (${code})`);
    });
    return instance;
  };

  const waitReady = async (instance: Instance) => {
    const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
    while (!(await isReady(instance.url))) {
      if (options.signal?.aborted) throw new ClusterError('the start was stopped');
      if (instance.process.exitCode !== null || instance.process.signalCode !== null)
        throw new ClusterError(`instance ${instance.index} exited during start; see ${instance.logFile}`);
      if (Date.now() > deadline)
        throw new ClusterError(`instance ${instance.index} was not ready in time; see ${instance.logFile}`);
      await sleep(200);
    }
    instance.routed = true;
  };

  const writeConfig = () =>
    writeFileSync(
      confFile,
      nginxConfig({
        prefix: nginxDir,
        listenHost: host,
        listenPort: options.port,
        upstreams: instances.map((i) => ({ port: i.port, ready: i.routed })),
        exposeUpstream: options.exposeUpstream,
      }),
    );

  const killAll = () => {
    for (const child of [...children, ...(nginx ? [nginx] : [])])
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  // Whatever happens to this process, no instance or nginx outlives it.
  process.once('exit', killAll);

  /** Failed polls in a row, per instance (by position). */
  const failedPolls: number[] = [];
  /**
   * Active health checks: every instance's /readyz; a change rewrites the upstream and reloads nginx. An instance
   * leaves the rotation at once when it is draining, after UNREADY_POLLS failed polls in a row otherwise (a
   * database blip that fails one ping is no reason to reload), and comes back at its first good answer. When no
   * instance is ready, every running one that is not draining stays in (fail open): the app's own error replies
   * and nginx's passive checks serve better than a 502 from nginx for every request.
   */
  const pollReadiness = async () => {
    const states = await Promise.all(instances.map((i) => readiness(i.url)));
    if (stopping) return;
    const wanted = instances.map((instance, n) => {
      const state = states[n];
      failedPolls[n] = state === 'ready' ? 0 : (failedPolls[n] ?? 0) + 1;
      if (state === 'ready') return true;
      return state === 'unready' && instance.routed && (failedPolls[n] ?? 0) < UNREADY_POLLS;
    });
    const failOpen = !wanted.includes(true);
    if (failOpen)
      instances.forEach((instance, n) => {
        wanted[n] = states[n] === 'unready' && instance.process.exitCode === null;
      });
    let changed = false;
    instances.forEach((instance, n) => {
      const routed = wanted[n] ?? false;
      if (instance.routed === routed) return;
      instance.routed = routed;
      changed = true;
      const why = routed
        ? states[n] === 'ready'
          ? 'is ready: in rotation'
          : 'is not ready, nor is any other: kept in rotation'
        : `is ${states[n] ?? 'gone'}: out of rotation`;
      log(`instance ${instance.index} ${why}`);
    });
    if (!changed) return;
    writeConfig();
    try {
      await execFileAsync(nginxPath, [...nginxArgs, '-s', 'reload']);
      applied = instances.filter((i) => i.routed).map((i) => i.index);
    } catch (err) {
      log(`nginx reload failed: ${(err as Error).message}`);
    }
  };
  const schedulePoll = () => {
    if (stopping) return;
    poller = setTimeout(() => {
      pollReadiness()
        .catch((err: unknown) => log(`readiness poll failed: ${String(err)}`))
        .finally(schedulePoll);
    }, pollMs);
  };

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearTimeout(poller);
    // The instances drain (their /readyz fails, requests in flight finish), then nginx quits gracefully.
    await Promise.all(
      instances.map(async (i) => {
        if (i.process.exitCode === null && i.process.signalCode === null) i.process.kill('SIGTERM');
        const killer = setTimeout(() => i.process.kill('SIGKILL'), 30_000);
        await i.exited;
        clearTimeout(killer);
      }),
    );
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const exited = once(nginx, 'exit');
      nginx.kill('SIGQUIT');
      const killer = setTimeout(() => nginx?.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }
    process.removeListener('exit', killAll);
    if (ownsWorkDir) rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const [firstPort, ...otherPorts] = ports;
    if (firstPort === undefined) throw new ClusterError('no port');
    const first = spawnInstance(1, firstPort);
    instances.push(first);
    await waitReady(first);
    log(`instance 1 ready on ${first.url}`);
    const others = otherPorts.map((port, n) => spawnInstance(n + 2, port));
    instances.push(...others);
    await Promise.all(others.map(waitReady));
    for (const i of others) log(`instance ${i.index} ready on ${i.url}`);

    writeConfig();
    await execFileAsync(nginxPath, [...nginxArgs, '-t', '-q']);
    nginx = spawn(nginxPath, [...nginxArgs, '-g', 'daemon off;'], {
      // Its messages go to error.log; only what it says before reading the configuration reaches stderr.
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    const nginxProcess = nginx;
    void once(nginxProcess, 'exit').then(([code]) => {
      if (!stopping) log(`nginx exited (${String(code)}); see ${path.join(nginxDir, 'error.log')}`);
    });
    applied = instances.map((i) => i.index);
    const deadline = Date.now() + 10_000;
    while (!(await isReady(publicUrl))) {
      if (nginxProcess.exitCode !== null)
        throw new ClusterError(`nginx exited at start; see ${path.join(nginxDir, 'error.log')}`);
      if (Date.now() > deadline) throw new ClusterError(`nginx did not answer on ${publicUrl}`);
      await sleep(100);
    }
    log(`nginx on ${publicUrl}: ${instances.length} instance(s) in rotation`);
  } catch (err) {
    await stop();
    throw err;
  }
  schedulePoll();

  return {
    url: publicUrl,
    instances,
    workDir,
    async stopInstance(index, signal = 'SIGTERM') {
      const instance = instances.find((i) => i.index === index);
      if (!instance) throw new ClusterError(`no instance ${index}`);
      instance.process.kill(signal);
      return instance.exited;
    },
    async routedExactly(indexes, timeoutMs = 10_000) {
      const wanted = [...indexes].sort().join(',');
      const deadline = Date.now() + timeoutMs;
      while ([...applied].sort().join(',') !== wanted) {
        if (Date.now() > deadline)
          throw new ClusterError(`nginx routes to [${applied.join(', ')}], not [${indexes.join(', ')}]`);
        await sleep(50);
      }
    },
    stop,
  };
}
