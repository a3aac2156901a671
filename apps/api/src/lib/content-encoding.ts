import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The codings the server sends, in its order of preference when a client likes both equally. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type TEncoding = (typeof ENCODINGS)[number];

/**
 * Bodies smaller than this go out as they are: compressing them saves less than a packet and
 * costs a compression per entry or per reply. The build (apps/web/vite-precompress.ts) uses the same bound.
 */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const deflateGzip = promisify(gzip);

/**
 * Run-time compression (cache entries and other replies; the build compresses its files harder, once).
 * Brotli quality 5 is within a few percent of 11 on JSON at a small fraction of its time: a catalogue search
 * nobody asked before costs a compression, so it must stay cheap. Both run on libuv's thread pool.
 */
export function compress(body: Buffer, encoding: TEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return deflateGzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Accept-Encoding → the weight of each coding named, '*' included (RFC 9110 §12.5.3). */
function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    found.set(coding, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  return found;
}

function choose(header: string): TEncoding | undefined {
  const found = weights(header);
  let best: TEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    // A coding not named takes the weight of '*'; 'br;q=0' refuses br even with '*' present.
    const weight = found.get(encoding) ?? found.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

// Browsers send one of a handful of headers: remember the answer for the recent ones.
const recent = new Map<string, TEncoding | undefined>();
const RECENT_MAX = 64;

/**
 * The coding to answer with, from the request's Accept-Encoding with its q-values; undefined means identity
 * (no header, nothing acceptable, or only codings we do not make).
 */
export function negotiateEncoding(header: string | undefined): TEncoding | undefined {
  if (!header) return undefined;
  if (recent.has(header)) return recent.get(header);
  const chosen = choose(header);
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(header, chosen);
  return chosen;
}

/** Adds accept-encoding to Vary without repeating it (other layers may have set Vary already). */
export function varyOnAcceptEncoding(current: string | number | string[] | undefined): string {
  if (current === undefined) return 'accept-encoding';
  const value = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  const tokens = value.split(',').map((token) => token.trim().toLowerCase());
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return value;
  return value ? `${value}, accept-encoding` : 'accept-encoding';
}
