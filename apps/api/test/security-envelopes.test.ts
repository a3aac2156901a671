import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_LIMITS, MESSAGES } from '@curio/shared';
import { createTestApp } from './helpers/app.ts';
import { png } from './helpers/uploads.ts';
import { adminAuth, signedInUser } from './helpers/users.ts';

/**
 * Fastify's and Node's own early errors (a URL that does not decode, a parameter past maxParamLength, headers
 * past Node's limit, a content type nobody parses, a multipart body cut short) answer like every other
 * error: the envelope, the security headers, never a 5xx. And console date filters stay within 2000–2100.
 */

let app: FastifyInstance;
let admin: Record<string, string>;
let learner: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAuth(app);
  learner = (await signedInUser(app)).auth;
});
afterAll(() => app.close());

interface Reply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

function expectEnvelope(res: Reply, status: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  // A refused upload may also name its field (errors); nothing else is in the envelope.
  expect(JSON.parse(res.body)).toEqual({
    statusCode: status,
    message: message ?? expect.any(String),
    data: null,
    ...(JSON.parse(res.body).errors ? { errors: expect.any(Array) } : {}),
  });
}

let listening: Promise<string> | undefined;

/** Sends `request` as raw bytes to the app, listening on a free port, and reads the whole reply. */
async function rawRequest(request: string): Promise<Reply> {
  await (listening ??= app.listen({ port: 0, host: '127.0.0.1' }));
  const { port } = app.server.address() as AddressInfo;
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { statusCode: Number(statusLine.split(' ')[1]), headers, body };
}

describe('a request Fastify refuses before any route', () => {
  it('answers a URL that does not decode with 400 in the envelope', async () => {
    expectEnvelope(await app.inject({ method: 'GET', url: '/api/%zz' }), 400, MESSAGES.api.badUrl);
    expectEnvelope(await app.inject({ method: 'POST', url: '/api/leads/%zz' }), 400, MESSAGES.api.badUrl);
  });

  it('answers a 300-character path parameter with 414 in the envelope', async () => {
    const long = 'a'.repeat(300);
    for (const [method, url] of [
      ['POST', `/api/workWithCurio/${long}/apply`],
      ['PATCH', `/api/admin/booking/${long}`],
      ['DELETE', `/api/admin/categories/${long}`],
    ] as const) {
      const res = await app.inject({ method, url, headers: admin, payload: {} });
      expectEnvelope(res, 414, MESSAGES.api.urlTooLong);
    }
  });

  it('answers a content type it does not read with 415 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'text/x-weird' },
      payload: 'name=Ann',
    });
    expectEnvelope(res, 415);
  });

  it('answers 20 KB of headers with 431 in the envelope (Node refuses them before Fastify sees them)', async () => {
    const res = await rawRequest(
      `GET /api/site HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\nConnection: close\r\n\r\n`,
    );
    expectEnvelope(res, 431, MESSAGES.api.headersTooLarge);
  });

  it('answers a request Node cannot parse with 400 in the envelope', async () => {
    const res = await rawRequest('GET /api/site HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n');
    expectEnvelope(res, 400, MESSAGES.api.badRequest);
  });
});

describe('a JSON body nested deeper than the call stack', () => {
  it('answers 400 in the envelope, with or without a control character at the bottom', async () => {
    const depth = 300_000;
    for (const bottom of ['"a"', '"a\\u0000"']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { 'content-type': 'application/json' },
        payload: `{"name":${'['.repeat(depth)}${bottom}${']'.repeat(depth)}}`,
      });
      expectEnvelope(res, 400);
    }
  });
});

describe('a malformed multipart body', () => {
  const boundary = 'curio-boundary';
  const partHead = (field: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const routes = [
    { url: '/api/admin/uploads/images', method: 'POST', field: IMAGE_UPLOAD_LIMITS.field, auth: () => admin },
    { url: '/api/user/update', method: 'PUT', field: 'profileImage', auth: () => learner },
  ] as const;

  /** [what is wrong, its content type, its body]; each answers 400. */
  const cases = async (field: string): Promise<[string, string, Buffer | string][]> => {
    const image = await png(8, 8);
    const complete = Buffer.concat([
      Buffer.from(partHead(field)),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return [
      ['no boundary', 'multipart/form-data', complete],
      ['an empty boundary', 'multipart/form-data; boundary=', complete],
      ['another boundary than the body’s', 'multipart/form-data; boundary=other', complete],
      ['an empty body', `multipart/form-data; boundary=${boundary}`, ''],
      [
        'cut inside the part’s headers',
        `multipart/form-data; boundary=${boundary}`,
        partHead(field).slice(0, 40),
      ],
      ['cut after the part’s headers', `multipart/form-data; boundary=${boundary}`, partHead(field)],
      [
        'cut inside the file',
        `multipart/form-data; boundary=${boundary}`,
        complete.subarray(0, complete.length - 60),
      ],
      [
        'no closing delimiter',
        `multipart/form-data; boundary=${boundary}`,
        complete.subarray(0, complete.length - 4),
      ],
      ['garbage', `multipart/form-data; boundary=${boundary}`, 'not a multipart body at all'],
    ];
  };

  describe.each(routes)('to $method $url', (route) => {
    it('answers 400 in the envelope, whatever is wrong with it', async () => {
      for (const [what, contentType, payload] of await cases(route.field)) {
        const res: LightMyRequestResponse = await app.inject({
          method: route.method,
          url: route.url,
          headers: { ...route.auth(), 'content-type': contentType },
          payload,
        });
        expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
        expectEnvelope(res, 400);
      }
    });
  });
});

describe('console date filters', () => {
  const list = (url: string) => app.inject({ method: 'GET', url, headers: admin });

  it.each(['/api/admin/orders', '/api/admin/orders.csv', '/api/admin/audit'])(
    'refuses days before 2000 or after 2100 on %s with 400 naming the field',
    async (path) => {
      for (const [field, day] of [
        ['from', '0000-01-01'],
        ['to', '9999-12-31'],
        ['from', '1999-12-31'],
        ['to', '2101-01-01'],
      ]) {
        const res = await list(`${path}?${field}=${day}`);
        expect(res.statusCode, `${field}=${day}`).toBe(400);
        expect(res.json().errors).toEqual([{ field, message: MESSAGES.validation.dateOutOfRange }]);
      }
    },
  );

  it.each(['/api/admin/orders', '/api/admin/orders.csv', '/api/admin/audit'])(
    'takes the whole range on %s',
    async (path) => {
      const res = await list(`${path}?from=2000-01-01&to=2100-12-31`);
      expect(res.statusCode, res.body).toBe(200);
    },
  );
});
