import { GALLERY_PLATFORMS, type TGalleryPlatform } from '@curio/shared';

export const DEFAULT_PLATFORM: TGalleryPlatform = 'facebook';

export const isGalleryPlatform = (value: string | null): value is TGalleryPlatform =>
  GALLERY_PLATFORMS.some((platform) => platform === value);

/** docs/product.md#pages: items are numbered 01, 02 and so on (1-based, at least two digits). */
export const itemNumber = (index: number) => String(index + 1).padStart(2, '0');
