import { IDEMPOTENCY_KEY_PATTERN } from '@curio/shared';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, useAttemptKey } from './idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key', () => {
  it('is a UUID the server accepts, different every time', () => {
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a).not.toBe(b);
  });

  it('still makes a v4 UUID where crypto.randomUUID is missing (plain http)', () => {
    // Outside a secure context the browser has no crypto.randomUUID at all: take it away for this test.
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const [a, b] = [newIdempotencyKey(), newIdempotencyKey()];
    expect(a).toMatch(UUID_V4);
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a).not.toBe(b);
  });

  it('keeps the key for a retry of the same order and makes a new one when the order changes', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current({ courses: [1], amount: 49 });
    expect(result.current({ courses: [1], amount: 49 })).toBe(first);
    const edited = result.current({ courses: [1], amount: 98 });
    expect(edited).not.toBe(first);
    expect(result.current({ courses: [1], amount: 98 })).toBe(edited);
  });
});
