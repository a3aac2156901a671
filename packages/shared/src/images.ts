/**
 * Responsive variants of an uploaded raster image (ADR 010). An upload is stored as one WebP,
 * `/uploads/<area>/<name>.webp`; beside it the API writes `<name>-<width>w.<format>` for every width of
 * IMAGE_VARIANT_WIDTHS and every format of IMAGE_VARIANT_FORMATS, each as wide as its name says or as the
 * stored image when that is narrower (never enlarged, so every name the browser may ask for exists). The URL
 * alone says where each variant is: no reply lists them, and the server head, the web and the API's writer
 * all derive them with the functions below. SVGs (the demo seed's art) are vectors and have no variants.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1440] as const;
/** Best first: a `<picture>` offers them in this order and the browser takes the first it can decode. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type TImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/** Upload names are `[\w-]+`; a variant's name ends in `-<width>w.<format>`. */
const STORED_UPLOAD = /^\/uploads\/(?:[\w-]+\/)*[\w-]+\.webp$/;
const VARIANT_SUFFIX = /-\d+w\.(?:avif|webp)$/;

/**
 * An image a page of this site can show: the Content-Security-Policy allows images from the site itself only
 * (`img-src 'self'`, apps/api/src/plugins/security.ts), so a stored image is a path of this site (an upload,
 * `/uploads/…`, or a shipped image, `/images/…`): one `/` not followed by `/` or `\`, which a browser would
 * read as another host. Another address (`https://…`, `//host/…`) is refused on save and never rendered
 * (ADR 028).
 */
const SITE_IMAGE_PATTERN = /^\/(?![/\\])[\w\-./]+$/;

/** Whether `url` is an image of this site, one the site's security policy lets a page show. */
export const isSiteImage = (url: string): boolean => SITE_IMAGE_PATTERN.test(url);

/** Whether `url` is a stored upload with variants beside it (not an SVG, not a seeded or foreign URL). */
export function hasImageVariants(url: string): boolean {
  return STORED_UPLOAD.test(url) && !VARIANT_SUFFIX.test(url);
}

/** Whether a file name is one of the variants (so a directory walk can tell them from the stored images). */
export function isImageVariantName(name: string): boolean {
  return VARIANT_SUFFIX.test(name);
}

/** `…/name.webp` → `…/name-480w.avif`: the same rule for a URL and for a file path. */
export function imageVariantPath(stored: string, width: number, format: TImageVariantFormat): string {
  return stored.replace(/\.webp$/, `-${String(width)}w.${format}`);
}

export type TImageSource = { type: `image/${TImageVariantFormat}`; srcSet: string };

/** The `<source>`s of an image, best format first; none for an image without variants. */
export function imageSources(url: string): TImageSource[] {
  if (!hasImageVariants(url)) return [];
  return IMAGE_VARIANT_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: IMAGE_VARIANT_WIDTHS.map(
      (width) => `${imageVariantPath(url, width, format)} ${String(width)}w`,
    ).join(', '),
  }));
}

/** `sizes` of an image drawn `width` CSS px wide at most, and never wider than the viewport. */
export const imageSizes = (width: number) => `(max-width: ${String(width)}px) 100vw, ${String(width)}px`;

/**
 * How the course page draws its first image (its LCP element): the page and the server head's preload agree.
 */
export const COURSE_PAGE_IMAGE = { width: 480, height: 300 } as const;

/** How a catalogue card draws its course's first image; the first card's is `/course`'s LCP image. */
export const COURSE_CARD_IMAGE = { width: 400, height: 250 } as const;

export type TImagePreload = {
  rel: 'preload';
  as: 'image';
  fetchpriority: 'high';
  /**
   * Only for an image without variants (an SVG): with `imagesrcset`, a browser that cannot use it fetches
   * nothing.
   */
  href?: string;
  type?: string;
  imagesrcset?: string;
  imagesizes?: string;
};

/**
 * The attributes of `<link rel="preload" as="image" …>` that fetch exactly what `<Img src width priority>`
 * will ask for (same srcset, same sizes), so the browser reuses the preload. An upload preloads its best
 * format with `type`, which a browser that cannot decode it skips rather than fetching twice. Attribute names
 * are HTML's (lower case); the values need HTML escaping when written into a page.
 */
export function imagePreloadAttributes(src: string, width: number, sizes = imageSizes(width)): TImagePreload {
  const [best] = imageSources(src);
  const base = { rel: 'preload', as: 'image', fetchpriority: 'high' } as const;
  if (!best) return { ...base, href: src };
  return { ...base, type: best.type, imagesrcset: best.srcSet, imagesizes: sizes };
}
