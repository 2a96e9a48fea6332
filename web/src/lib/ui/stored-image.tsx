import type { ImageVariant } from '@school/shared/image-schemas';
import type { ImgHTMLAttributes } from 'react';

/** An image as the API answers it: `url` for a plain src, `variants` (WebP renditions) for srcset. */
type Stored = ImageVariant & { variants: readonly Pick<ImageVariant, 'url' | 'width'>[] };

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  image: Stored;
  /** How wide the picture shows, for the browser's choice of variant. */
  sizes: string;
  alt: string;
  /** A fixed width in CSS pixels (a logo, a portrait): the height keeps the picture's proportions. */
  width?: number;
};

/**
 * A stored image with its variants as `srcset`, so a phone downloads the 400 px file, not the 1600 px
 * one; its width and height attributes keep its box while it loads (no layout shift).
 */
export function StoredImage({ image, width, ...rest }: Props) {
  const height = width === undefined ? image.height : Math.round((width * image.height) / image.width);
  return <img src={image.url} srcSet={srcSetOf(image)} width={width ?? image.width} height={height} {...rest} />;
}

/** `srcset` from the stored WebP variants. */
function srcSetOf(image: Pick<Stored, 'variants'>): string {
  return image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
