import type { ImageVariant } from '@school/shared/image-schemas';
import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** As the API answers it: `url` for a plain src, `variants` (WebP renditions) for srcset. */
  image: ImageVariant & { variants: readonly Pick<ImageVariant, 'url' | 'width'>[] };
  /** How wide the picture shows, for the browser's choice of variant. */
  sizes: string;
  alt: string;
};

/**
 * A stored image with its variants as `srcset`, so a phone downloads the 400 px file, not the 1600 px
 * one; its width and height attributes (the image's own unless given) keep its box while it loads.
 * Every public page carries it (the shared page parts), so it stays this small.
 */
export function StoredImage({ image, ...rest }: Props) {
  const srcSet = image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
  return <img src={image.url} srcSet={srcSet} width={image.width} height={image.height} {...rest} />;
}
