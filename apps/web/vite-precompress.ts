import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images, fonts and archives are compressed already. */
export const PRECOMPRESSED_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;

/**
 * Below this a file is sent as it is; the server uses the same bound (apps/api/src/lib/content-encoding.ts).
 */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** The variants written beside each file: what @fastify/static's preCompressed looks for. */
export const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'] as const;

const brotli = promisify(brotliCompress);
const deflateGzip = promisify(gzip);

/** Every file under `dir`, except Vite's own folder (.vite/manifest.json is read by tests, never served). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.split(path.sep).includes('.vite'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Whether the build compresses this file (its name and size); the browser test checks the same rule. */
export const isPrecompressed = (file: string, bytes: number) =>
  PRECOMPRESSED_FILE.test(file) && bytes >= PRECOMPRESS_MIN_BYTES;

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every text file of `dir` worth it. */
export async function precompressDir(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (!isPrecompressed(file, body.length)) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        deflateGzip(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count += 1;
    }),
  );
  return count;
}

/**
 * Compresses the finished build once, at the highest settings, so the server never compresses a file at
 * run time (ADR 008). Runs after every other plugin has written its files.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'curio:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDir(outDir);
        this.info(`brotli and gzip variants written for ${count} files`);
      },
    },
  };
}
