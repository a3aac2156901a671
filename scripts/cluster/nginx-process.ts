// nginx as a child of the cluster script (ADR 017): its directory, its configuration written from the
// instances' rotation, its start, reloads and graceful stop. The configuration itself is nginx.ts's.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { ClusterError } from './cluster-error.ts';
import { isRunning, type Instance } from './instance.ts';
import { nginxConfig } from './nginx.ts';
import { isReady } from './readiness.ts';

const execFileAsync = promisify(execFile);

export interface NginxOptions {
  nginxPath: string;
  /** nginx's directory (`nginx/`) is made under it. */
  workDir: string;
  host: string;
  port: number;
  /** See NginxConfigOptions.exposeUpstream. */
  exposeUpstream?: boolean;
}

/** Makes nginx's directory (pid, logs, temp files, nginx.conf); nothing runs until `start`. */
export function createNginx({ nginxPath, workDir, host, port, exposeUpstream }: NginxOptions) {
  const dir = path.join(workDir, 'nginx');
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  // nginx started by root runs its workers as nobody: they must reach their temp directories.
  chmodSync(workDir, 0o755);
  chmodSync(dir, 0o755);
  const confFile = path.join(dir, 'nginx.conf');
  const errorLog = path.join(dir, 'error.log');
  const args = ['-p', dir, '-c', confFile, '-e', errorLog];
  let child: ChildProcess | undefined;

  return {
    errorLog,
    /** The upstream: every instance, those out of rotation marked `down`. */
    writeConfig(instances: readonly Instance[]) {
      writeFileSync(
        confFile,
        nginxConfig({
          prefix: dir,
          listenHost: host,
          listenPort: port,
          upstreams: instances.map((i) => ({ port: i.port, ready: i.routed })),
          exposeUpstream,
        }),
      );
    },

    /** nginx loads the configuration as written now; rejects if it refuses it. */
    reload: () => execFileAsync(nginxPath, [...args, '-s', 'reload']),

    /**
     * Checks the configuration and starts nginx in the foreground (its own process group); `onExit` hears of
     * its exit. Resolves once it is running, before it answers (see `waitAnswering`).
     */
    async start(onExit: (code: number | null) => void) {
      await execFileAsync(nginxPath, [...args, '-t', '-q']);
      child = spawn(nginxPath, [...args, '-g', 'daemon off;'], {
        // Its messages go to error.log; only what it says before reading the configuration reaches stderr.
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
      void once(child, 'exit').then(([code]) => onExit(code as number | null));
    },

    /** Resolves once nginx's address `url` answers /readyz with 200; rejects if nginx exits or takes 10 s. */
    async waitAnswering(url: string) {
      const started = child;
      const deadline = Date.now() + 10_000;
      while (!(await isReady(url))) {
        if (started?.exitCode !== null) throw new ClusterError(`nginx exited at start; see ${errorLog}`);
        if (Date.now() > deadline) throw new ClusterError(`nginx did not answer on ${url}`);
        await sleep(100);
      }
    },

    /** Graceful quit (SIGQUIT: requests in flight finish), SIGKILL after 10 s; nothing if not running. */
    async stop() {
      if (!child || !isRunning(child)) return;
      const exited = once(child, 'exit');
      child.kill('SIGQUIT');
      const killer = setTimeout(() => child?.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },

    /** SIGKILL at once, if it is running (the script itself is exiting). */
    kill() {
      if (child && isRunning(child)) child.kill('SIGKILL');
    },
  };
}

export type Nginx = ReturnType<typeof createNginx>;
