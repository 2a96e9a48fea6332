import type { Gallery } from '@school/shared/gallery-schemas';
import type { DocumentData } from '../../ports/document-store.js';
import type { SearchSupport } from '../item-kinds/item-kind.js';
import { joinTexts, localizedField } from '../item-kinds/search-text.js';
import { GALLERIES } from '../collections.js';

/** The published galleries, at /media/{slug}: their titles, descriptions and photo captions. */
export const gallerySearch: SearchSupport = {
  async entries({ store }) {
    const galleries = await store.find<Gallery & DocumentData>(GALLERIES, { where: [{ field: 'isPublished', op: '==', value: true }] });
    return galleries.map((gallery) => {
      const captions = gallery.images.map((image) => localizedField(image as unknown as DocumentData, 'caption'));
      return {
        key: `gallery:${gallery.id}`,
        type: 'gallery' as const,
        path: `/media/${gallery.slug}`,
        title: localizedField(gallery, 'title'),
        text: joinTexts(localizedField(gallery, 'description'), ...captions),
        date: gallery.createdAt,
        visibleFrom: null,
      };
    });
  },
};
