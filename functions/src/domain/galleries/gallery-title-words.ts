import type { Gallery } from '@school/shared/gallery-schemas';
import { titleWords } from '@school/shared/title-words';
import type { DocumentStore } from '../../ports/document-store.js';
import { GALLERIES } from '../collections.js';

// The field the admin's title search looks galleries up by (issue 34), made from what a gallery holds:
// every write of a gallery (create, changeGallery, a put back from the trash) writes it, and
// migration 5 gives it to the galleries stored before it existed.

/** The titles a gallery is found by: English, Punjabi and Hindi. */
export const galleryTitles = (gallery: Pick<Gallery, 'title' | 'translations'>) => [
  gallery.title,
  gallery.translations?.pa?.title,
  gallery.translations?.hi?.title,
];

/** The gallery with the prefixes of the words of its titles. */
export const withTitleWords = <T extends Pick<Gallery, 'title' | 'translations'>>(gallery: T): T & { titleWords: string[] } => ({
  ...gallery,
  titleWords: titleWords(galleryTitles(gallery)),
});

/** Migration 5: `titleWords` on every gallery. Running it again changes nothing. */
export async function giveGalleriesTitleWords(store: DocumentStore): Promise<void> {
  for (const { id } of await store.find<Gallery>(GALLERIES)) {
    await store.mutate<Gallery>(GALLERIES, id, (current) => current && withTitleWords(current));
  }
}
