import { postJson, request, startServer } from './harness.mjs';
import { BENCH_ADMIN } from './scale-data.mjs';
const db = process.argv[2];
const server = await startServer({ port: 4298, env: { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`, RATE_LIMIT_LOGIN_MAX: '1000' } });
try {
  const res = await postJson(`${server.origin}/api/user/login`, BENCH_ADMIN);
  const token = res.json.data.token;
  for (let i = 0; i < 6; i++) {
    const r = await request(`${server.origin}/api/admin/dashboard`, { headers: { authorization: `Bearer ${token}` } });
    console.log(i, r.status, r.ms.toFixed(1));
  }
} finally { await server.stop(); }
