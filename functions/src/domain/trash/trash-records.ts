import { TRASH_KEEP_DAYS, type TrashDeleter } from '@school/shared/trash-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentData, DocumentStore } from '../../ports/document-store.js';
import { TRASH } from '../collections.js';
import type { StoredTrash } from '../item-kinds/item-kind.js';
import { titleWords } from '@school/shared/title-words';

// Putting a deleted thing in the trash. Every delete of a page, news item, event, gallery, photo or
// message calls moveToTrash before it removes the thing from its own collection, so public reads,
// the sitemap and the feeds (which read those collections only) never meet it, while the trash
// record keeps it whole. Its files stay: the record lists their keys (`fileKeys`), which the
// embedded home's orphan-file sweep reads like any document, and deletions elsewhere that share a
// content-hashed file check the trash first (domain/images/file-users.ts). Its slug stays claimed: the claim
// checks (domain/slugs/item-slugs.ts, domain/content/content-store.ts) see the trash record's
// `slug` as an owner, so a restore gets its address back.

export const TRASH_KEEP_MS = TRASH_KEEP_DAYS * 24 * 60 * 60 * 1000;

export type { StoredTrash } from '../item-kinds/item-kind.js';

/** A thing about to be deleted, as its own use case describes it. */
export interface TrashEntry {
  /** One of its ItemKind's `trashNames`: restoring and deleting for good go by it. */
  kind: string;
  /** The thing's own id (for a photo, its `_id`): the trash record is stored under it. */
  id: string;
  title: string;
  item: DocumentData;
  fileKeys: string[];
  slug?: string | undefined;
  /** For a photo: its gallery, its place in the order, and the photos then before it. */
  galleryId?: string;
  order?: number;
  before?: string[];
}

/** Writes the trash record; the caller then removes the thing from its own collection. */
export async function moveToTrash(store: DocumentStore, clock: Clock, entry: TrashEntry, by: TrashDeleter): Promise<void> {
  const { id, slug, galleryId, order, before, ...rest } = entry;
  const record: StoredTrash = {
    ...rest,
    ...(slug ? { slug } : {}),
    ...(galleryId !== undefined ? { galleryId } : {}),
    ...(order !== undefined ? { order } : {}),
    ...(before !== undefined ? { before } : {}),
    deletedBy: { id: by.id, name: by.name, email: by.email },
    deletedAt: clock.now().toISOString(),
    // The trash's search looks records up by the words of their title (trash-pages.ts).
    titleWords: titleWords([rest.title]),
  };
  await store.set(TRASH, id, record);
}
