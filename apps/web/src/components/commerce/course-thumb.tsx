import './commerce.css';
import { useState } from 'react';
import { Img } from '#web/components/ui/img.tsx';

type TCourseThumbProps = { src: string | undefined; className?: string };

/**
 * A course's first image beside a cart or wishlist line ("an image (with a fallback)",
 * docs/product.md#pages). Decorative: the course name next to it says what it is. A missing or broken image
 * becomes a branded tile instead.
 */
export function CourseThumb({ src, className = '' }: TCourseThumbProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) {
    return <span className={`course-thumb course-thumb--fallback ${className}`} aria-hidden="true" />;
  }
  return (
    <Img
      className={`course-thumb ${className}`}
      src={src}
      alt=""
      width={160}
      height={100}
      sizes="120px"
      onError={() => setFailedSrc(src)}
    />
  );
}
