import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3StorageConfig } from '#api/config.ts';
import { tempDir } from './temp.ts';

// s3rver's own credentials.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };

/**
 * s3rver's store writes an object and answers before the file is flushed (it ends its write stream and
 * resolves at once), so a GET right after a PUT could read a file still empty and answer 416. This one
 * answers once every byte is on disk, as S3 does once it has acknowledged a PUT.
 */
async function putObjectWhole(this: S3rver['store'], object: Parameters<S3rver['store']['putObject']>[0]) {
  const file = this.getResourcePath(object.bucket, object.key, 'object');
  await mkdir(path.dirname(file), { recursive: true });
  const md5 = createHash('md5');
  let size = 0;
  const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
  await pipeline(
    content,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        md5.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(file),
  );
  const digest = md5.digest('hex');
  await this.putMetadata(object.bucket, object.key, object.metadata, digest);
  return { size, md5: digest };
}

/**
 * A local S3-compatible server (s3rver, its files under a temporary directory) on a free port for the
 * file's tests, stopped after them. `bucket()` creates an empty bucket on it and answers its configuration,
 * as STORAGE=s3 and the S3_* variables give it to the server.
 */
export function useS3Server() {
  let server: S3rver | undefined;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, directory: tempDir('s3'), silent: true });
    server.store.putObject = putObjectWhole;
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
  });
  return async function bucket(): Promise<S3StorageConfig> {
    const name = `curio-${randomUUID().slice(0, 8)}`;
    const client = new AwsClient({ ...CREDENTIALS, service: 's3' });
    const res = await client.fetch(`${endpoint}/${name}`, { method: 'PUT' });
    if (!res.ok) throw new Error(`could not create bucket ${name}: ${res.status} ${await res.text()}`);
    return { kind: 's3', endpoint, bucket: name, ...CREDENTIALS };
  };
}
