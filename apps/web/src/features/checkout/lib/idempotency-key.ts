import { useRef } from 'react';

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A fresh Idempotency-Key (a UUID v4). `crypto.randomUUID` exists only in secure contexts (https, localhost);
 * over plain http on a LAN address the same 122 random bits come from `crypto.getRandomValues`, which is
 * available everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = toHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per checkout attempt (docs/product.md#api). Sending the same order again (a retry after a timeout
 * or a 5xx) reuses the key, so the server answers with the order it may already have made instead of a second
 * one. A different request (an edited address, a changed cart) is a new attempt and gets a new key: the
 * server would refuse an old key with a different body (409 idempotencyKeyReused).
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; request: string } | null>(null);
  return (body: unknown): string => {
    const request = JSON.stringify(body);
    if (attempt.current?.request !== request) attempt.current = { key: newIdempotencyKey(), request };
    return attempt.current.key;
  };
}
