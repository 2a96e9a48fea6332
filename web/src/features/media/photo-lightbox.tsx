import type { GalleryImageView } from '@school/shared/gallery-schemas';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/styles.css';
import { altOf } from './image-sources';

interface Props {
  galleryTitle: string;
  images: GalleryImageView[];
  index: number;
  onClose: () => void;
}

/**
 * The large view: arrow keys, Escape and swipe come with yet-another-react-lightbox, and the
 * variants' srcset lets it load the size the screen needs. Loaded lazily (default export) so the
 * library only reaches visitors who open a photo.
 */
export default function PhotoLightbox({ galleryTitle, images, index, onClose }: Props) {
  const slides = images.map((image, i) => ({
    src: image.url,
    alt: altOf(image, galleryTitle, i),
    width: image.width,
    height: image.height,
    srcSet: image.variants.map((variant) => ({ src: variant.url, width: variant.width, height: variant.height })),
    ...(image.caption && { description: image.caption }),
  }));
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Captions]}
      // One photo: no arrows pointing nowhere.
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Previous: 'Previous photo',
        Next: 'Next photo',
        Close: 'Close',
        Lightbox: 'Photo viewer',
        'Photo gallery': `${galleryTitle} photos`,
      }}
    />
  );
}
