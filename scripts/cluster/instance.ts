// One instance of the cluster: a real server process (apps/api/src/server.ts) on a port of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ClusterError } from './cluster-error.ts';
import { isReady } from './readiness.ts';

export const REPO_DIR = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_ENTRY = path.join(REPO_DIR, 'apps', 'api', 'src', 'server.ts');

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

/** Neither exited nor killed by a signal yet. */
export const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

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

export interface SpawnInstanceOptions {
  /** 1-based. */
  index: number;
  port: number;
  /** Its DATA_DIR (`instance-<n>/`) and its log (`instance-<n>.log`) go here. */
  workDir: string;
  /** The environment every instance shares; PORT, HOST and DATA_DIR are set here, per instance. */
  env: NodeJS.ProcessEnv;
  /** Each line the instance writes (it also goes to its log file). */
  onOutput?: (instance: number, line: string) => void;
}

/** Starts the server process of one instance, its output in its log file; not in rotation until ready. */
export function spawnInstance({ index, port, workDir, env, onOutput }: SpawnInstanceOptions): Instance {
  const dataDir = path.join(workDir, `instance-${index}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(workDir, `instance-${index}.log`);
  const out = createWriteStream(logFile);
  // Its own process group: a Ctrl-C in the terminal reaches the script, which stops everything in order.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_DIR,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const onLine = onOutput && ((line: string) => onOutput(index, line));
  pipeLines(child.stdout, out, onLine);
  pipeLines(child.stderr, out, onLine);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      out.end();
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    logFile,
    process: child,
    routed: false,
    exited,
  };
}

export interface WaitReadyOptions {
  timeoutMs: number;
  /** Aborted: the wait rejects. */
  signal?: AbortSignal;
}

/** Resolves once the instance's /readyz answers 200, and puts it in rotation; rejects if it exits first. */
export async function waitReady(instance: Instance, { timeoutMs, signal }: WaitReadyOptions) {
  const deadline = Date.now() + timeoutMs;
  while (!(await isReady(instance.url))) {
    if (signal?.aborted) throw new ClusterError('the start was stopped');
    if (!isRunning(instance.process))
      throw new ClusterError(`instance ${instance.index} exited during start; see ${instance.logFile}`);
    if (Date.now() > deadline)
      throw new ClusterError(`instance ${instance.index} was not ready in time; see ${instance.logFile}`);
    await sleep(200);
  }
  instance.routed = true;
}

/**
 * SIGTERM (the instance drains: /readyz fails, requests in flight finish), SIGKILL after 30 s; resolves once
 * it has exited.
 */
export async function drainInstance(instance: Instance) {
  if (isRunning(instance.process)) instance.process.kill('SIGTERM');
  const killer = setTimeout(() => instance.process.kill('SIGKILL'), 30_000);
  await instance.exited;
  clearTimeout(killer);
}
