import { CONTENT_MESSAGES, type TGalleryPlatform } from '@curio/shared';
import { badRequest } from '#api/lib/http-errors.ts';
import { sanitizeEmbed } from '#api/lib/sanitize.ts';

/**
 * The one way a gallery embed gets written (docs/product.md#content-pages): only the platform's own https
 * iframes survive. Markup that sanitizes to nothing is refused rather than stored as an empty, silently
 * broken item. The demo seed and every write path call this.
 */
export function sanitizeGalleryEmbed(html: string, platform: TGalleryPlatform): string {
  const frames = sanitizeEmbed(html, platform);
  if (!frames) {
    throw badRequest(CONTENT_MESSAGES.embedRejected, [
      { field: 'embedLink', message: CONTENT_MESSAGES.embedRejected },
    ]);
  }
  return frames;
}
