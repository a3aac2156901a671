import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The media cookie (ADR 033): reading a lesson sets it, scoped by its Path to that lesson's video or file;
 * `/media/…` answers only with it. Its value is `base64url(JSON {sub, asset, exp})`, a dot, and the
 * base64url HMAC-SHA256 of that, keyed by the media secret every instance shares (lib/key-ring.ts).
 */

export const MEDIA_COOKIE = 'curio_media';

/** What a token opens: one video (every file under `media/videos/{id}/`) or one download lesson's file. */
export type TMediaAsset = `video:${string}` | `file:${string}`;

export const videoAsset = (videoId: string): TMediaAsset => `video:${videoId}`;
export const fileAsset = (lessonId: string): TMediaAsset => `file:${lessonId}`;

/** The URL path a cookie is scoped to: the browser sends it with those requests only. */
export const mediaPath = (asset: TMediaAsset) =>
  asset.startsWith('video:')
    ? `/media/videos/${asset.slice('video:'.length)}/`
    : `/media/files/${asset.slice('file:'.length)}`;

export interface MediaClaims {
  /** The learner's id; '' for a visitor who is not signed in (a free preview). */
  sub: string;
  asset: TMediaAsset;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const mac = (secret: Uint8Array, payload: string) => createHmac('sha256', secret).update(payload).digest();

export function signMediaToken(secret: Uint8Array, claims: MediaClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** Why a token was refused: for another asset or altered, or out of date. */
export type TMediaRefusal = 'invalid' | 'expired';

/** The claims of a token for `asset` signed with `secret` and still valid at `nowSeconds`, or why not. */
export function verifyMediaToken(
  secret: Uint8Array,
  token: string,
  asset: TMediaAsset,
  nowSeconds: number,
): { claims: MediaClaims } | { refused: TMediaRefusal } {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return { refused: 'invalid' };
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { refused: 'invalid' };
  let claims: Partial<MediaClaims>;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<MediaClaims>;
  } catch {
    return { refused: 'invalid' };
  }
  if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.asset !== asset)
    return { refused: 'invalid' };
  if (claims.exp <= nowSeconds) return { refused: 'expired' };
  return { claims: { sub: claims.sub, asset, exp: claims.exp } };
}

/** The Set-Cookie value: HttpOnly, SameSite=Strict, scoped to the asset's path, Secure on https. */
export function mediaCookie(token: string, asset: TMediaAsset, ttlSeconds: number, secure: boolean): string {
  const attributes = [
    `${MEDIA_COOKIE}=${token}`,
    `Path=${mediaPath(asset)}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${String(ttlSeconds)}`,
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Every value of the media cookie a Cookie header carries (none when it has none). */
export function mediaCookieValues(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${MEDIA_COOKIE}=`))
    .map((part) => part.slice(MEDIA_COOKIE.length + 1));
}
