import type { Gallery } from '@school/shared/gallery-schemas';
import type { DocumentStore } from '../../ports/document-store.js';
import { GALLERIES } from '../collections.js';
import { withTitleWords } from '../paging/title-search.js';
import { rewriteEach } from '../migrations/run-migrations.js';

// The field the admin's title search looks galleries up by (issue 34), made from what a gallery holds:
// every write of a gallery (create, changeGallery, a put back from the trash) writes it, and
// migration 5 gives it to the galleries stored before it existed.

export { titlesOf as galleryTitles, withTitleWords } from '../paging/title-search.js';

/** Migration 5: `titleWords` on every gallery. Running it again changes nothing. */
export async function giveGalleriesTitleWords(store: DocumentStore): Promise<void> {
  await rewriteEach<Gallery>(store, GALLERIES, withTitleWords);
}
