import { describe, expect, it } from 'vitest';
import {
  hasImageVariants,
  imagePreloadAttributes,
  imageSizes,
  imageSources,
  imageVariantPath,
  isImageVariantName,
  isSiteImage,
} from './images.ts';

describe('image variants (ADR 010): named from the stored URL', () => {
  it('only a stored upload has variants: not an SVG, a seeded path, a foreign URL or a variant itself', () => {
    expect(hasImageVariants('/uploads/courses/c1-ab12.webp')).toBe(true);
    expect(hasImageVariants('/uploads/avatars/u-1.webp')).toBe(true);
    for (const url of [
      '/images/courses/web-1.svg',
      '/uploads/courses/c1-ab12.png',
      'https://cdn.example/uploads/a.webp',
      '/uploads/../secret.webp',
      '/uploads/courses/c1-ab12-480w.webp',
      '/uploads/courses/c1-ab12-480w.avif',
    ]) {
      expect(hasImageVariants(url), url).toBe(false);
    }
    expect(isImageVariantName('c1-ab12-960w.avif')).toBe(true);
    expect(isImageVariantName('c1-ab12.webp')).toBe(false);
  });

  it('derives AVIF then WebP sources at 480, 960 and 1440 w, by the same rule as a file path', () => {
    expect(imageVariantPath('/data/uploads/courses/a.webp', 960, 'avif')).toBe(
      '/data/uploads/courses/a-960w.avif',
    );
    expect(imageSources('/uploads/courses/a.webp')).toEqual([
      {
        type: 'image/avif',
        srcSet:
          '/uploads/courses/a-480w.avif 480w, /uploads/courses/a-960w.avif 960w, /uploads/courses/a-1440w.avif 1440w',
      },
      {
        type: 'image/webp',
        srcSet:
          '/uploads/courses/a-480w.webp 480w, /uploads/courses/a-960w.webp 960w, /uploads/courses/a-1440w.webp 1440w',
      },
    ]);
    expect(imageSources('/images/team/a.svg')).toEqual([]);
  });

  it('preloads what the image will fetch: the best srcset with its sizes, or the plain URL of an SVG', () => {
    expect(imagePreloadAttributes('/uploads/courses/a.webp', 480)).toEqual({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      type: 'image/avif',
      imagesrcset: imageSources('/uploads/courses/a.webp')[0]?.srcSet,
      imagesizes: '(max-width: 480px) 100vw, 480px',
    });
    expect(imageSizes(480)).toBe('(max-width: 480px) 100vw, 480px');
    expect(imagePreloadAttributes('/images/courses/web-1.svg', 480)).toEqual({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      href: '/images/courses/web-1.svg',
    });
  });
});

describe('isSiteImage (the images the site’s security policy lets a page show, ADR 028)', () => {
  it('takes a path of this site: an upload or a shipped image', () => {
    for (const url of [
      '/uploads/content/0a1b2c.webp',
      '/images/courses/react.svg',
      '/uploads/courses/x-1.webp',
    ])
      expect(isSiteImage(url), url).toBe(true);
  });

  it('refuses another address, however it is written, and none at all', () => {
    for (const url of [
      'https://cdn.example/a.png',
      'http://cdn.example/a.png',
      '//cdn.example/a.png',
      '/\\cdn.example/a.png',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      'images/a.png',
      '',
    ])
      expect(isSiteImage(url), url).toBe(false);
  });
});
