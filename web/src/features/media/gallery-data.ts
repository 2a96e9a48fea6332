import type { GalleryView } from '@school/shared/gallery-schemas';
import type { Expect } from '../../lib/api-client';
import { absoluteUrl, type ShareImage } from '../../lib/page-meta';
import type { SchoolSettings } from '../../lib/school-settings';
import { SCHEMA_CONTEXT, schoolOrganization } from '../../lib/structured-data';
import { INVALID_DATA_TEXT, isGallery } from './fetch-galleries';
import { altOf } from './image-sources';

/** What the gallery's page accepts as its one gallery. */
export const galleryExpect: Expect<GalleryView> = { accept: isGallery, text: INVALID_DATA_TEXT };

/** The gallery's link-preview picture: the first photo's 1200×630 share JPEG; undefined: the school's own (PageMeta). */
export function galleryShareImage(gallery: GalleryView): ShareImage | undefined {
  const index = gallery.images.findIndex((image) => image.share);
  const image = gallery.images[index];
  if (!image?.share) return undefined;
  const { url, width, height } = image.share;
  return { url, width, height, alt: altOf(image, gallery.title, index) };
}

/** The meta description: what staff wrote about the gallery, else a sentence from its title. */
export function galleryDescription(gallery: GalleryView): string {
  const count = gallery.images.length;
  return gallery.description.trim() || `${count} ${count === 1 ? 'photo' : 'photos'} from ${gallery.title}.`;
}

/** schema.org data for the gallery's page (`url`): an ImageGallery with each photo as an ImageObject. */
export function galleryJsonLd(gallery: GalleryView, url: string, origin: string, school: SchoolSettings): object {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ImageGallery',
    name: gallery.title,
    description: galleryDescription(gallery),
    url,
    dateModified: gallery.updatedAt,
    publisher: schoolOrganization(school, origin),
    image: gallery.images.map((image, index) => {
      const largest = image.variants.reduce((a, b) => (b.width > a.width ? b : a), image);
      return {
        '@type': 'ImageObject',
        contentUrl: absoluteUrl(origin, largest.url),
        width: largest.width,
        height: largest.height,
        name: altOf(image, gallery.title, index),
        ...(image.caption && { caption: image.caption }),
      };
    }),
  };
}
