import type { TGalleryPlatform } from '@curio/shared';
import type { Db } from '../client.ts';

/**
 * The API's write-path cleaners, handed to the seed (the sanitizers live in apps/api; this package does not
 * depend on it). Demo content goes through exactly what an operator's write would.
 */
export interface ContentSeedOptions {
  /** apps/api/src/lib/sanitize.ts sanitizeRichText. */
  sanitizeRichText: (html: string) => string;
  /**
   * The gallery write path (apps/api content service): the sanitized embed; throws when nothing safe is left.
   */
  sanitizeGalleryEmbed: (html: string, platform: TGalleryPlatform) => string;
  /**
   * The upload pipeline for a raster demo image (apps/api/src/lib/seed-images.ts): stores the site-relative
   * `url` as an upload with its responsive variants and returns the upload's URL. SVGs never reach it;
   * without it a raster demo image is refused (`seedImage`, ADR 010).
   */
  storeSeedImage?: (url: string) => Promise<string>;
}

/** A committed demo media file (packages/db/seed-media) and the storage key it is copied to. */
export interface SeedMediaFile {
  /** Absolute path of the file in the repository. */
  source: string;
  /** Its key in the file storage, under `media/`. */
  key: string;
}

export interface SeedOptions extends ContentSeedOptions {
  /** Hashing lives in the API (argon2id settings are its concern); the seed is handed the function. */
  hashPassword: (plain: string) => Promise<string>;
  /**
   * Copies the lessons' media into the file storage (apps/api/src/lib/seed-media.ts): the storage lives in
   * the API. Without it the demo has no lessons (docs/product.md#demo-content).
   */
  storeSeedMedia?: (files: readonly SeedMediaFile[]) => Promise<void>;
  /**
   * Issues the certificate of a course the demo learner finished, in the learning seed's transaction
   * (apps/api certificates: the credential is signed with the site's key). Without it the demo holds none.
   */
  issueSeedCertificate?: (
    tx: Db,
    grant: { userId: string; courseId: string; completedAt: Date },
  ) => Promise<void>;
}
