import { imageSizes, imageSources, isSiteImage } from '@curio/shared';
import type { ImgHTMLAttributes } from 'react';

type TImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority' | 'srcSet' | 'sizes'
> & {
  src: string;
  /** '' for a decorative image, whose text beside it says what it shows. */
  alt: string;
  /**
   * The size it is drawn at in CSS px, or at least its aspect ratio: the browser reserves the box before the
   * picture arrives, so nothing below it moves.
   */
  width: number;
  height: number;
  /** The page's largest image above the fold (its LCP): fetched at once, first, never lazily. */
  priority?: boolean;
  /**
   * How wide it is drawn, to choose among an upload's variants; by default `width` px, or the viewport if
   * narrower.
   */
  sizes?: string;
};

/**
 * Every image of the site (ADR 010). Lazy and decoded off the main thread unless `priority`.
 * An upload is offered as AVIF and WebP at the widths the API wrote beside it (`<picture>`), the stored
 * WebP being the fallback; anything else (the demo's SVGs) is served as it is, a vector at any size.
 * An address the site's security policy blocks (another host, saved before the rule of ADR 028) is not
 * drawn at all: no request the browser refuses, no broken image.
 */
export function Img({ src, alt, width, height, priority = false, sizes, ...rest }: TImgProps) {
  if (!isSiteImage(src)) return null;
  const image = (
    <img
      {...rest}
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
    />
  );
  const sources = imageSources(src);
  if (sources.length === 0) return image;
  return (
    <picture className="picture">
      {sources.map((source) => (
        <source
          key={source.type}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes ?? imageSizes(width)}
        />
      ))}
      {image}
    </picture>
  );
}
