import { describe, expect, it } from 'vitest';
import './zod-config.ts';

describe('zod without eval (the CSP allows none)', () => {
  it('runs jitless: zod reads the setting main.tsx makes before any schema is built', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).safeParse({ name: 'Ada' }).success).toBe(true);
  });
});
