import { AwsClient } from 'aws4fetch';
import type { S3StorageConfig } from '#api/config.ts';
import { contentTypeOf, type FileInfo, type FileStorage } from './types.ts';

/** A request S3 has not answered within this long fails (the upload or the image request with it). */
const REQUEST_TIMEOUT_MS = 15_000;
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

  return {
    kind: 's3',

    async put(key, body) {
      await send(objectUrl(key), { method: 'PUT', body, headers: { 'content-type': contentTypeOf(key) } });
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
}
