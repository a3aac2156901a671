import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { S3StorageConfig } from '#api/config.ts';
import { readToFile } from './streams.ts';
import {
  contentTypeOf,
  fitRange,
  RangeNotSatisfiableError,
  type FileInfo,
  type FileStorage,
} from './types.ts';

/** A request S3 has not answered within this long fails (the upload or the image request with it). */
const REQUEST_TIMEOUT_MS = 15_000;
/** A streamed upload may take this long plus a second per MB (a slow link to the bucket). */
const UPLOAD_TIMEOUT_BASE_MS = 60_000;
/** Tries of a streamed upload (re-read from its file each time) that S3 answers 5xx or 429. */
const UPLOAD_TRIES = 3;
/** Deletes sent at once. */
const PARALLEL_DELETES = 8;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
const tagText = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];

/**
 * Files in an S3 bucket (or any S3-compatible server), addressed path-style (`<endpoint>/<bucket>/<key>`),
 * requests signed with AWS Signature V4 by aws4fetch (no SDK: five requests are all this needs).
 */
export function s3Storage(config: S3StorageConfig): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    // aws4fetch retries a 5xx or 429 itself, with backoff: twice is enough for a request someone waits on.
    retries: 2,
  });
  const bucketUrl = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;
  const objectUrl = (key: string) => `${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;

  async function send(url: string, init: RequestInit & { method: string }, accept: number[] = []) {
    const res = await client.fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!res.ok && !accept.includes(res.status)) {
      const detail = (await res.text().catch(() => '')).slice(0, 300);
      throw new Error(`S3 ${init.method} ${url} answered ${res.status}: ${detail}`);
    }
    return res;
  }

  /** Fails with what S3 said (its error document, cut short) unless the status is ok or one of `accept`. */
  async function check(res: Response, method: string, url: string, accept: number[] = []) {
    if (res.ok || accept.includes(res.status)) return res;
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${method} ${url} answered ${res.status}: ${detail}`);
  }

  /**
   * PUT of a local file as a stream, its length given and its payload unsigned (so it is read once, not
   * hashed first). Signed and sent here rather than by `client.fetch`, whose retries would keep a copy of the
   * stream; a 5xx or 429 is retried with the file opened again.
   */
  async function putStream(key: string, localPath: string) {
    const { size } = await stat(localPath);
    const url = objectUrl(key);
    for (let attempt = 1; ; attempt += 1) {
      const body = Readable.toWeb(createReadStream(localPath)) as ReadableStream<Uint8Array>;
      const request = await client.sign(url, {
        method: 'PUT',
        body,
        headers: {
          'content-type': contentTypeOf(key),
          'content-length': String(size),
          'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
        },
      });
      const res = await fetch(request, {
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_BASE_MS + Math.ceil(size / 1000)),
      });
      if ((res.status >= 500 || res.status === 429) && attempt < UPLOAD_TRIES) {
        await res.body?.cancel();
        continue;
      }
      await check(res, 'PUT', url);
      await res.body?.cancel();
      return;
    }
  }

  const storage: FileStorage = {
    kind: 's3',

    async put(key, body) {
      await send(objectUrl(key), { method: 'PUT', body, headers: { 'content-type': contentTypeOf(key) } });
    },

    putFile: putStream,

    getToFile: (key, localPath) => readToFile(storage.read, key, localPath),

    async read(key, range) {
      if (range) fitRange(range, Number.MAX_SAFE_INTEGER); // a well-formed range, before asking
      const url = objectUrl(key);
      // The timeout covers the answer's headers only: the body streams as fast as its reader takes it.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
      let res: Response;
      try {
        res = await client.fetch(url, {
          method: 'GET',
          headers: range ? { range: `bytes=${String(range.start)}-${String(range.end)}` } : {},
          signal: controller.signal,
        });
      } finally {
        clearTimeout(timer);
      }
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      if (res.status === 416) {
        await res.body?.cancel();
        const head = await send(url, { method: 'HEAD' });
        throw new RangeNotSatisfiableError(Number(head.headers.get('content-length') ?? 0));
      }
      await check(res, 'GET', url);
      // 206 names the whole size after the slash; 200 (no range, or a range the server ignored) is it all.
      const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
      const size = Number(total ?? res.headers.get('content-length') ?? 0);
      const modified = res.headers.get('last-modified');
      const served = range ? fitRange(range, size) : undefined;
      const stream = res.body
        ? Readable.fromWeb(res.body as WebReadableStream<Uint8Array>)
        : Readable.from([]);
      return {
        stream,
        size,
        contentType: res.headers.get('content-type') ?? contentTypeOf(key),
        etag: res.headers.get('etag') ?? '',
        modifiedAt: modified ? new Date(modified) : new Date(0),
        ...(served ? { range: served } : {}),
      };
    },

    async get(key) {
      const res = await send(objectUrl(key), { method: 'GET' }, [404]);
      if (res.status === 404) {
        await res.body?.cancel();
        return undefined;
      }
      const modified = res.headers.get('last-modified');
      return {
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? contentTypeOf(key),
        etag: res.headers.get('etag') ?? '',
        modifiedAt: modified ? new Date(modified) : new Date(0),
      };
    },

    async has(key) {
      const res = await send(objectUrl(key), { method: 'HEAD' }, [404]);
      return res.status !== 404;
    },

    async delete(keys) {
      for (let start = 0; start < keys.length; start += PARALLEL_DELETES) {
        await Promise.all(
          keys
            .slice(start, start + PARALLEL_DELETES)
            .map((key) =>
              send(objectUrl(key), { method: 'DELETE' }, [404]).then((res) => res.body?.cancel()),
            ),
        );
      }
    },

    async list(prefix) {
      const found: FileInfo[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix });
        if (token) query.set('continuation-token', token);
        const xml = await (await send(`${bucketUrl}?${query.toString()}`, { method: 'GET' })).text();
        for (const [, entry = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = tagText(entry, 'Key');
          const modified = tagText(entry, 'LastModified');
          if (key !== undefined && modified)
            found.push({ key: unescapeXml(key), modifiedAt: new Date(modified) });
        }
        token = tagText(xml, 'IsTruncated') === 'true' ? tagText(xml, 'NextContinuationToken') : undefined;
        if (token) token = unescapeXml(token);
      } while (token);
      return found;
    },
  };
  return storage;
}
