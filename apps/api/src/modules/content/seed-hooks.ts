import type { ContentSeedOptions } from '@curio/db';
import { sanitizeRichText } from '#api/lib/sanitize.ts';
import { sanitizeGalleryEmbed } from './gallery-embed.ts';

/** What the demo seed (packages/db) is handed so its content passes the same cleaners as a real write. */
export const contentSeedHooks: ContentSeedOptions = { sanitizeRichText, sanitizeGalleryEmbed };
