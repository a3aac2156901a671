/**
 * Tags of the public read cache for certificates (ADR 005, ADR 037). A certificate's entries (its
 * verification reply, its credential, its revocation status) carry its own tag, which a revocation
 * invalidates on every instance (plugins/cache-sync.ts); the issuer's profile and every reply naming the
 * issuer also carry the site settings' tag (the brand is the issuer's name).
 */
export const CERTIFICATE_CACHE_TAGS = {
  certificate: (id: string) => `certificate:${id}`,
  /** The issuer profile and the JWKS: a key rotation or a brand change. */
  issuer: 'certificate-issuer',
} as const;
