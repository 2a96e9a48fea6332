import type { GalleryImageView, GalleryView } from '@school/shared/gallery-schemas';
import { useT } from '../../lib/i18n/i18n';
import { useLocalized, type LocalizedText } from '../../lib/i18n/localized';

// A gallery's staff-written texts in the page's language (issue 25): each is the Punjabi or Hindi
// staff wrote, else the English marked lang="en" (lib/i18n/localized.tsx). The grid, the lightbox,
// the head tags and the structured data all read them from here, so they always agree.

export interface ShownPhoto {
  image: GalleryImageView;
  /** What staff wrote, else the caption, else "{gallery title}, photo N" in the page's language. */
  alt: LocalizedText;
  caption: LocalizedText;
}

export interface ShownGallery {
  gallery: GalleryView;
  title: LocalizedText;
  description: LocalizedText;
  photos: ShownPhoto[];
}

const hasText = (value: LocalizedText) => value.text.trim() !== '';

/** Turns a gallery as the API answered into its texts in the page's language. */
export function useShowGallery(): (gallery: GalleryView) => ShownGallery {
  const t = useT();
  const localized = useLocalized();
  return (gallery) => {
    const title = localized(gallery, 'title');
    const photos = gallery.images.map((image, index): ShownPhoto => {
      const caption = localized(image, 'caption');
      const written = [localized(image, 'alt'), caption].find(hasText);
      const alt = written ?? { text: t('{title}, photo {number}', { title: title.text, number: index + 1 }), lang: undefined };
      return { image, alt, caption: hasText(caption) ? caption : { text: '', lang: undefined } };
    });
    return { gallery, title, description: localized(gallery, 'description'), photos };
  };
}
