import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterEach } from 'vitest';
import { freePort } from './instances.ts';

export interface TestRedis {
  url: string;
  /** Stops the server (SIGKILL: as a crash looks to its clients); start() brings it back on the same port. */
  kill: () => Promise<void>;
  start: () => Promise<void>;
}

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A redis-server of the test's own on a free port, nothing saved to disk, killed after the test: each test
 * sees an empty Redis and can take it down mid-run. (Debian's redis-server; .ci/run installs it.)
 */
export function useRedisServer() {
  const running = new Set<ChildProcess>();
  afterEach(() => {
    for (const server of running) server.kill('SIGKILL');
    running.clear();
  });

  return async function redisServer(): Promise<TestRedis> {
    const port = await freePort();
    let server: ChildProcess | undefined;
    const start = async () => {
      const child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      running.add(child);
      server = child;
      const exited = new Promise<never>((_, reject) =>
        child.once('exit', (code) => reject(new Error(`redis-server exited (${String(code)})`))),
      );
      for (let tries = 0; !(await Promise.race([answersPing(port), exited])); tries++) {
        if (tries > 200) throw new Error(`redis-server did not start on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      exited.catch(() => undefined);
    };
    const kill = async () => {
      const child = server;
      if (!child || child.exitCode !== null) return;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGKILL');
      });
      running.delete(child);
    };
    await start();
    return { url: `redis://127.0.0.1:${port}`, kill, start };
  };
}

/** A key prefix of this test's own, so runs sharing one Redis never count each other's requests. */
export const uniqueRedisPrefix = () => `curio-test:${randomUUID().slice(0, 8)}:`;
