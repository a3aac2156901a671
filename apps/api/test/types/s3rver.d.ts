// s3rver (a local S3-compatible server the storage tests start) ships no types: the part they use.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }
  /** An object as s3rver's store is handed it: its content a buffer or a stream. */
  interface S3rverObject {
    bucket: string;
    key: string;
    content: Buffer | import('node:stream').Readable;
    metadata: Record<string, string>;
  }
  /** s3rver's file store (lib/stores/filesystem.js), the parts test/helpers/s3.ts corrects. */
  interface S3rverStore {
    getResourcePath(bucket: string, key: string, resourceType: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
    putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    store: S3rverStore;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
