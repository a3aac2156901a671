import { randomUUID } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3StorageConfig } from '#api/config.ts';
import { tempDir } from './temp.ts';

// s3rver's own credentials.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };

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
