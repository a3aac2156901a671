import { z } from 'zod';

/**
 * Staff image uploads (course images, content images, the founder's photo): what the server accepts. The
 * type is read from the bytes on the server; `accept` only narrows the browser's file picker.
 */
export const IMAGE_UPLOAD_LIMITS = {
  /** Bytes of one upload; it is re-encoded, so what is served is smaller. */
  maxBytes: 5 * 1024 * 1024,
  /**
   * Width × height, read from the header before anything is decoded (ADR 023): a small file that unpacks
   * huge is refused before it costs memory. 24 MP is a 6000 × 4000 camera photo; the site shows 1600 px.
   */
  maxPixels: 24_000_000,
  /** The multipart field that carries the file. */
  field: 'image',
  accept: 'image/jpeg,image/png,image/webp',
} as const;

/** POST /api/admin/uploads/images and POST /api/admin/courses/{id}/images: the stored image's URL. */
export const ZImageUpload = z.object({ url: z.string() });
export type TImageUpload = z.infer<typeof ZImageUpload>;
