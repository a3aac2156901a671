// The benchmark's server (run by bench/catalogue.mjs under `node --import tsx`): the real API on the
// configured DATA_DIR with the demo seed, plus two constant routes that answer exactly the bytes and headers
// of `GET /api/course` and `GET /api/course/slug/<slug>` as a browser gets them (`Accept-Encoding: br`: the
// brotli bytes, Content-Encoding, Vary, ETag). They are registered on the same app, so every
// global hook (security headers, error handling, logging) runs for them too: the difference between a real
// route and its twin is only what the route itself costs.
import { buildApp } from '../apps/api/src/app.ts';
import { prepareDatabase } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/config.ts';

const SLUG = process.env.BENCH_SLUG ?? 'react-from-the-ground-up';
const config = loadConfig();
const database = await prepareDatabase(config, (msg) => console.error(`[bench server] ${msg}`));

/** The request header every measured request carries, as browsers send it. */
const ACCEPT_ENCODING = 'br';

/** Reads a reply once, through a throwaway app on the same database (routes cannot be added after ready). */
async function capture(url) {
  const probe = await buildApp({ config, database, logger: false });
  try {
    const res = await probe.inject({ method: 'GET', url, headers: { 'accept-encoding': ACCEPT_ENCODING } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    if (res.headers['content-encoding'] !== 'br') throw new Error(`${url} was not sent in brotli`);
    return { body: res.rawPayload, headers: res.headers };
  } finally {
    await probe.close();
  }
}

const twins = {
  '/api/bench/constant/course': await capture('/api/course'),
  '/api/bench/constant/course-slug': await capture(`/api/course/slug/${SLUG}`),
};

const app = await buildApp({ config, database, logger: false });
for (const [url, { body, headers }] of Object.entries(twins)) {
  app.get(url, (_request, reply) =>
    reply
      .type(String(headers['content-type']))
      .header('etag', headers.etag)
      .header('cache-control', headers['cache-control'])
      .header('vary', headers.vary)
      .header('content-encoding', headers['content-encoding'])
      .send(body),
  );
}
app.addHook('onClose', async () => database.close());
const address = await app.listen({ port: 0, host: '127.0.0.1' });

// The parent reads this one line to know where to point autocannon.
console.log(
  JSON.stringify({
    address,
    routes: [
      { name: 'GET /api/course', url: '/api/course', twin: '/api/bench/constant/course' },
      {
        name: `GET /api/course/slug/${SLUG}`,
        url: `/api/course/slug/${SLUG}`,
        twin: '/api/bench/constant/course-slug',
      },
    ],
    acceptEncoding: ACCEPT_ENCODING,
    bytes: Object.fromEntries(Object.entries(twins).map(([url, t]) => [url, t.body.length])),
  }),
);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      (err) => {
        console.error('[bench server] close failed', err);
        process.exit(1);
      },
    );
  });
}
