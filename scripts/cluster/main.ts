// npm run cluster [-- -n 3]: N instances of Curio on PostgreSQL behind nginx (README "Running several
// instances").
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_NGINX, REPO_DIR, startCluster, type Cluster } from './cluster.ts';

const USAGE = `Usage: npm run cluster [-- -n <instances>]

Starts <instances> (default 2) Curio servers on PostgreSQL and nginx in front of them.
  DATABASE_URL   postgres://… (required): the database every instance shares
  REDIS_URL      redis://… : the shared rate-limit store (without it each instance counts on its own)
  PORT, HOST     where nginx listens (default 3000 on 0.0.0.0)
  NGINX_PATH     the nginx binary (default ${DEFAULT_NGINX}; apt-get install -y nginx)
  CLUSTER_DIR    where nginx's files and each instance's data and log go (default: a temporary directory)
Every other variable (SMTP_URL, JWT_SECRET, RATE_LIMIT_*, …) reaches every instance as it is.`;

const fail = (message: string, code = 78): never => {
  console.error(message);
  process.exit(code);
};

function options() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        instances: { type: 'string', short: 'n', default: '2' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (err) {
    return fail(`${(err as Error).message}\n\n${USAGE}`, 64);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 1 || instances > 32)
    fail(`-n must be a whole number from 1 to 32, not '${values.instances}'`, 64);
  const env = process.env;
  if (!env.DATABASE_URL)
    fail('DATABASE_URL is required: every instance shares one PostgreSQL (postgres://…).\n\n' + USAGE);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(`PORT must be a port number, not '${env.PORT}'`);
  const nginxPath = env.NGINX_PATH ?? DEFAULT_NGINX;
  if (!existsSync(nginxPath))
    fail(
      `nginx not found at ${nginxPath}: install Debian's package (apt-get install -y nginx) or set NGINX_PATH.`,
    );
  return { instances, port, nginxPath, databaseUrl: env.DATABASE_URL ?? '' };
}

/** The instances serve the built site: build it once if it is missing (as `npm start` does). */
function ensureWebBuild() {
  const dist = process.env.WEB_DIST ?? path.join(REPO_DIR, 'apps', 'web', 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return;
  if (process.env.WEB_DIST) fail(`WEB_DIST=${dist} holds no index.html`);
  console.log('[cluster] building the web app once (apps/web/dist is missing)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_DIR, stdio: 'inherit' });
  if (build.status !== 0) fail('the web build failed', 1);
}

async function main() {
  const o = options();
  ensureWebBuild();
  const { PORT: _port, HOST: host, REDIS_URL: redisUrl, CLUSTER_DIR: workDir, ...env } = process.env;
  const say = (message: string) => console.log(`[cluster] ${message}`);
  say(
    `starting ${o.instances} instance(s) on PostgreSQL${redisUrl ? ' with Redis' : ' (no REDIS_URL: rate limits per instance)'}`,
  );
  const abort = new AbortController();
  const starting: Promise<Cluster> = startCluster({
    signal: abort.signal,
    instances: o.instances,
    databaseUrl: o.databaseUrl,
    redisUrl,
    host: host ?? '0.0.0.0',
    port: o.port,
    env,
    workDir,
    nginxPath: o.nginxPath,
    onOutput: (index, line) => console.log(`[${index}] ${line}`),
    log: say,
  });
  let stopping = false;
  // A signal during the start cuts it short (a failed start stops what it started); after it, stops it all.
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping the instances (they drain), then nginx`);
    abort.abort();
    starting
      .then(
        (cluster) => cluster.stop(),
        () => undefined,
      )
      .then(
        () => process.exit(0),
        (err: unknown) => fail(`stop failed: ${String(err)}`, 1),
      );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  let cluster: Cluster;
  try {
    cluster = await starting;
  } catch (err) {
    if (stopping) return; // stop() exits once the start has undone itself
    throw err;
  }
  if (!stopping) say(`Curio is up on ${cluster.url} (Ctrl-C stops it); files in ${cluster.workDir}`);
}

main().catch((err: unknown) =>
  fail(`the cluster failed to start: ${err instanceof Error ? err.message : String(err)}`, 1),
);
