import { createHmac } from 'node:crypto';

/**
 * HMACs keyed by the server's OTP secret (lib/key-ring.ts): the row of an address and the hash of its code.
 * A leaked table reveals neither the addresses that asked for a reset nor their codes.
 */
export function createResetKeys(secret: () => string) {
  const hmac = (text: string) => createHmac('sha256', secret()).update(text).digest('hex');
  return {
    emailKey: (email: string) => hmac(`email:${email.trim().toLowerCase()}`),
    codeHash: (emailKey: string, code: string) => hmac(`otp:${emailKey}:${code}`),
  };
}
