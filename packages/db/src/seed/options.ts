import type { TGalleryPlatform } from '@curio/shared';

/**
 * The API's write-path cleaners, handed to the seed (the sanitizers live in apps/api; this package does not
 * depend on it). Demo content goes through exactly what an operator's write would.
 */
export interface ContentSeedOptions {
  /** apps/api/src/lib/sanitize.ts sanitizeRichText. */
  sanitizeRichText: (html: string) => string;
  /** The gallery write path (apps/api content service): the sanitized embed; throws when nothing safe is left. */
  sanitizeGalleryEmbed: (html: string, platform: TGalleryPlatform) => string;
}

export interface SeedOptions extends ContentSeedOptions {
  /** Hashing lives in the API (argon2id settings are its concern); the seed is handed the function. */
  hashPassword: (plain: string) => Promise<string>;
}
