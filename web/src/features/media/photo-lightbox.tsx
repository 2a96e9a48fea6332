import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/styles.css';
import { useT } from '../../lib/i18n/i18n';
import type { ShownGallery } from './shown-gallery';

interface Props {
  gallery: ShownGallery;
  index: number;
  onClose: () => void;
}

/**
 * The large view: arrow keys, Escape and swipe come with yet-another-react-lightbox, and the
 * variants' srcset lets it load the size the screen needs. Loaded lazily (default export) so the
 * library only reaches visitors who open a photo.
 */
export default function PhotoLightbox({ gallery, index, onClose }: Props) {
  const t = useT();
  const { photos } = gallery;
  const slides = photos.map(({ image, alt, caption }) => ({
    src: image.url,
    alt: alt.text,
    width: image.width,
    height: image.height,
    srcSet: image.variants.map((variant) => ({ src: variant.url, width: variant.width, height: variant.height })),
    ...(caption.text && { description: caption.lang ? <span lang={caption.lang}>{caption.text}</span> : caption.text }),
  }));
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={slides}
      plugins={[Captions]}
      // One photo: no arrows pointing nowhere.
      carousel={{ finite: photos.length <= 1 }}
      render={photos.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      // Every text the library shows or reads aloud, in the page's language. It fills in {index}
      // and {total} itself, so they are handed back to it as they are.
      labels={{
        Previous: t('Previous photo'),
        Next: t('Next photo'),
        Close: t('Close'),
        Lightbox: t('Photo viewer'),
        'Photo gallery': t('{title} photos', { title: gallery.title.text }),
        Carousel: t('Carousel'),
        Slide: t('Slide'),
        '{index} of {total}': t('{index} of {total}', { index: '{index}', total: '{total}' }),
      }}
    />
  );
}
