// `npm run cluster` (ADR 017): N instances of the real server on one PostgreSQL behind Debian's nginx.
// main.ts is the command; the cluster test suite (scripts/cluster/test) starts its clusters with this same
// code.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ClusterError } from './cluster-error.ts';
import { drainInstance, isRunning, spawnInstance, waitReady, type Instance } from './instance.ts';
import { createNginx, type Nginx } from './nginx-process.ts';
import { createReadinessPoller } from './readiness.ts';

export { ClusterError } from './cluster-error.ts';
export { REPO_DIR, SERVER_ENTRY, type Instance } from './instance.ts';
export { UNREADY_POLLS } from './readiness.ts';

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
  /**
   * The rest of the instances' environment (SMTP_URL, JWT_SECRET, RATE_LIMIT_*…); PORT, HOST, DATA_DIR are
   * set per instance.
   */
  env?: NodeJS.ProcessEnv;
  /**
   * nginx's files and each instance's DATA_DIR and log go under it; default: a new temporary directory,
   * removed on stop.
   */
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

export interface Cluster {
  /** nginx's address. */
  url: string;
  instances: Instance[];
  workDir: string;
  /**
   * Sends `signal` to one instance (SIGTERM: it drains, leaves the rotation, exits) and waits for its exit.
   */
  stopInstance(index: number, signal?: NodeJS.Signals): Promise<number | string>;
  /** Resolves once nginx has reloaded with these instances (1-based) in rotation and no others. */
  routedExactly(indexes: number[], timeoutMs?: number): Promise<void>;
  /** Stops the instances (SIGTERM, they drain), then nginx; removes a temporary workDir. Idempotent. */
  stop(): Promise<void>;
}

/**
 * `count` distinct ports that nothing listened on a moment ago (all held open at once, so never the same one
 * twice).
 */
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

/** What every instance's environment holds besides its own PORT, HOST and DATA_DIR. */
function instanceEnv(options: ClusterOptions, pollMs: number, publicUrl: string): NodeJS.ProcessEnv {
  return {
    SHUTDOWN_DELAY_MS: String(options.shutdownDelayMs ?? Math.max(2_000, pollMs * 4)),
    PUBLIC_URL: publicUrl,
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    // Only nginx (on this machine) may say who the client is.
    TRUST_PROXY: '127.0.0.1',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
  };
}

interface TeardownOptions {
  instances: readonly Instance[];
  nginx: Nginx;
  /** Removed when the cluster made it (no `workDir` option). */
  removeDir?: string;
  /** The process 'exit' listener that kills whatever is left; no longer needed once all has stopped. */
  killAll: () => void;
}

/** The instances drain (their /readyz fails, requests in flight finish), then nginx quits gracefully. */
async function tearDown({ instances, nginx, removeDir, killAll }: TeardownOptions) {
  await Promise.all(instances.map(drainInstance));
  await nginx.stop();
  process.removeListener('exit', killAll);
  if (removeDir) rmSync(removeDir, { recursive: true, force: true });
}

/**
 * Starts the instances, waits until each is ready, then nginx in front of them; from then on polls every
 * instance's /readyz and rewrites and reloads nginx's upstream when one turns unready or comes back.
 * The first instance starts alone (it applies the migrations and seeds an empty database), then the others.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (options.instances < 1) throw new ClusterError('a cluster needs at least one instance');
  const host = options.host ?? '127.0.0.1';
  const pollMs = options.readyPollMs ?? 500;
  const log = options.log ?? (() => {});
  const ownsWorkDir = options.workDir === undefined;
  const workDir = options.workDir ?? mkdtempSync(path.join(tmpdir(), 'curio-cluster-'));
  const nginx = createNginx({
    nginxPath: options.nginxPath ?? DEFAULT_NGINX,
    workDir,
    host,
    port: options.port,
    exposeUpstream: options.exposeUpstream,
  });

  const ports = await unusedPorts(options.instances);
  const publicUrl = `http://${host === '0.0.0.0' ? 'localhost' : host}:${options.port}`;
  const env = instanceEnv(options, pollMs, publicUrl);
  const instances: Instance[] = [];
  let stopping = false;
  /** The instances (1-based) of the configuration nginx was last told to load. */
  let applied: number[] = [];
  const poller = createReadinessPoller({
    instances,
    pollMs,
    log,
    onRotationChange: async () => {
      nginx.writeConfig(instances);
      try {
        await nginx.reload();
        applied = instances.filter((i) => i.routed).map((i) => i.index);
      } catch (err) {
        log(`nginx reload failed: ${(err as Error).message}`);
      }
    },
  });

  const launch = (index: number, port: number) => {
    const instance = spawnInstance({ index, port, workDir, env, onOutput: options.onOutput });
    void instance.exited.then((code) => {
      if (!stopping) log(`instance ${index} exited (${code})`);
    });
    return instance;
  };
  const ready = (instance: Instance) =>
    waitReady(instance, { timeoutMs: options.startTimeoutMs ?? 300_000, signal: options.signal });

  const killAll = () => {
    for (const instance of instances) if (isRunning(instance.process)) instance.process.kill('SIGKILL');
    nginx.kill();
  };
  // Whatever happens to this process, no instance or nginx outlives it.
  process.once('exit', killAll);

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    poller.stop();
    await tearDown({ instances, nginx, removeDir: ownsWorkDir ? workDir : undefined, killAll });
  };

  try {
    const [firstPort, ...otherPorts] = ports;
    if (firstPort === undefined) throw new ClusterError('no port');
    const first = launch(1, firstPort);
    instances.push(first);
    await ready(first);
    log(`instance 1 ready on ${first.url}`);
    const others = otherPorts.map((port, n) => launch(n + 2, port));
    instances.push(...others);
    await Promise.all(others.map(ready));
    for (const i of others) log(`instance ${i.index} ready on ${i.url}`);

    nginx.writeConfig(instances);
    await nginx.start((code) => {
      if (!stopping) log(`nginx exited (${String(code)}); see ${nginx.errorLog}`);
    });
    applied = instances.map((i) => i.index);
    await nginx.waitAnswering(publicUrl);
    log(`nginx on ${publicUrl}: ${instances.length} instance(s) in rotation`);
  } catch (err) {
    await stop();
    throw err;
  }
  poller.start();

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
