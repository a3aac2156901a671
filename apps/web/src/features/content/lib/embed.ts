import DOMPurify from 'dompurify';
import { EMBED_HOSTS, type TGalleryPlatform } from '@curio/shared';

export type TEmbedFrame = {
  src: string;
  title: string | null;
  width: string | null;
  height: string | null;
  allow: string | null;
  allowFullScreen: boolean;
};

function isAllowedSource(src: string, platform: TGalleryPlatform): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && EMBED_HOSTS[platform].includes(url.hostname);
  } catch {
    return false; // not an absolute URL: relative and malformed sources are refused
  }
}

/**
 * The frames an embed may show: DOMPurify keeps only <iframe> with layout attributes, then every frame whose
 * src is not https on the platform's hosts is dropped. The result is data, rendered as React <iframe>s, so no
 * stored markup ever reaches innerHTML.
 */
export function embedFrames(html: string, platform: TGalleryPlatform): TEmbedFrame[] {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['iframe'],
    ALLOWED_ATTR: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen'],
    ALLOWED_URI_REGEXP: /^https:/i,
    // DOMPurify checks every other attribute's value against the URI pattern too; these are not URIs.
    ADD_URI_SAFE_ATTR: ['width', 'height', 'allow'],
    RETURN_DOM_FRAGMENT: true,
  });
  return Array.from(fragment.querySelectorAll('iframe'))
    .map((frame) => ({
      src: frame.getAttribute('src') ?? '',
      title: frame.getAttribute('title'),
      width: frame.getAttribute('width'),
      height: frame.getAttribute('height'),
      allow: frame.getAttribute('allow'),
      allowFullScreen: frame.hasAttribute('allowfullscreen'),
    }))
    .filter((frame) => isAllowedSource(frame.src, platform));
}
