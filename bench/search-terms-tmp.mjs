import { request, startServer, percentile } from './harness.mjs';
const TERMS = ['with','build','designing','learn','write','data','deploy','users','test','real','database','product','metrics','models','postgresql','tokens','components','interfaces','caching','charts','analysts','bugs','automate','de','co','pro','reac','design systems','sql analysts','react testing'];
const server = await startServer({ port: 4299, env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/curio_scale_100x' } });
try {
  await request(`${server.origin}/api/course?search=warm&limit=3`, {});
  const REPS = Number(process.env.REPS ?? 5);
  const rows = [];
  const all = [];
  for (const term of TERMS) {
    const times = [];
    for (let r = 0; r < REPS; r++) {
      const t0 = performance.now();
      const res = await request(`${server.origin}/api/course?search=${encodeURIComponent(term)}&limit=${20 + r}`, { headers: { 'accept-encoding': 'identity' } });
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`${term}: ${res.status}`);
    }
    all.push(...times);
    rows.push([term, percentile(times, 50).toFixed(1), Math.max(...times).toFixed(1)]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(rows.slice(0, 10).map((r) => r.join(' ')).join('\n'));
  console.log(`all: p50 ${percentile(all, 50).toFixed(1)} p90 ${percentile(all, 90).toFixed(1)} p99 ${percentile(all, 99).toFixed(1)} max ${Math.max(...all).toFixed(1)}`);
} finally {
  await server.stop();
}
