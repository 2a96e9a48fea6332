import { absoluteUrl, type ShareImage } from '../../lib/page-meta';
import type { SchoolSettings } from '../../lib/school-settings';
import { SCHEMA_CONTEXT, schoolOrganization } from '../../lib/structured-data';
import type { ShownGallery } from './shown-gallery';

type Translate = (message: string, values?: Record<string, unknown>) => string;

/** The gallery's link-preview picture: the first photo's 1200×630 share JPEG; undefined: the school's own (PageMeta). */
export function galleryShareImage({ photos }: ShownGallery): ShareImage | undefined {
  const photo = photos.find(({ image }) => image.share);
  if (!photo?.image.share) return undefined;
  const { url, width, height } = photo.image.share;
  return { url, width, height, alt: photo.alt.text };
}

/** The meta description: what staff wrote about the gallery, else a sentence from its title. */
export function galleryDescription({ description, title, photos }: ShownGallery, t: Translate): string {
  return (
    description.text.trim() ||
    t('{count, plural, one {# photo from {title}.} other {# photos from {title}.}}', { count: photos.length, title: title.text })
  );
}

/** schema.org data for the gallery's page (`url`): an ImageGallery with each photo as an ImageObject. */
export function galleryJsonLd(shown: ShownGallery, t: Translate, url: string, origin: string, school: SchoolSettings): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ImageGallery',
    name: shown.title.text,
    description: galleryDescription(shown, t),
    url,
    dateModified: shown.gallery.updatedAt,
    publisher: schoolOrganization(school, origin),
    image: shown.photos.map(({ image, alt, caption }) => {
      const largest = image.variants.reduce((a, b) => (b.width > a.width ? b : a), image);
      return {
        '@type': 'ImageObject',
        contentUrl: absoluteUrl(origin, largest.url),
        width: largest.width,
        height: largest.height,
        name: alt.text,
        ...(caption.text && { caption: caption.text }),
      };
    }),
  };
}
