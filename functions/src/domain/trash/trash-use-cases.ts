import type { Gallery } from '@school/shared/gallery-schemas';
import type { TrashItemView } from '@school/shared/trash-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, Query, StoredDocument } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { GALLERIES, TRASH } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { isValidId } from '../ids.js';
import { keysHeldForRestore, releaseFiles } from '../images/file-users.js';
import { deleteImageFiles } from '../images/image-pipeline.js';
import { dropRevisions } from '../revisions/revision-records.js';
import { releaseSlug as releasePageSlug } from '../content/content-store.js';
import { EVENT_SLUG_HOME } from '../events/event-slugs.js';
import { GALLERY_SLUG_HOME } from '../galleries/gallery-slugs.js';
import { releaseSlug } from '../slugs/item-slugs.js';
import { putBack } from './restore-item.js';
import { TRASH_KEEP_MS, type StoredTrash } from './trash-records.js';

// The trash screen's actions (/admin/trash): list, restore, delete for good, and the emptying of
// records older than TRASH_KEEP_DAYS (embedded: at start and daily; Firebase: a scheduled function).

export interface TrashDeps {
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
}

const NOT_FOUND = 'This item is no longer in the trash.';

/** Newest deletion first. */
export async function listTrash({ store }: Pick<TrashDeps, 'store'>): Promise<TrashItemView[]> {
  const records = await store.find<StoredTrash>(TRASH, { orderBy: [{ field: 'deletedAt', direction: 'desc' }] });
  return records.map(toView);
}

/**
 * Puts the thing back as it was. The record leaves the trash first (an atomic delete), so two
 * restores at once cannot both put it back; if putting back fails, the record returns to the trash.
 */
export async function restoreFromTrash({ store, clock }: TrashDeps, id: string): Promise<TrashItemView> {
  const record = await getRecord(store, id);
  if (!(await store.delete(TRASH, id))) throw new NotFoundError(NOT_FOUND);
  try {
    await putBack(store, clock, id, record);
  } catch (error) {
    const { id: _id, ...data } = record;
    await store.set(TRASH, id, data);
    throw error;
  }
  return toView(record);
}

/** Deletes the record, then its slug claim and the files nothing else uses. */
export async function deleteForGood(deps: TrashDeps, id: string): Promise<void> {
  const record = await getRecord(deps.store, id);
  if (!(await deps.store.delete(TRASH, id))) throw new NotFoundError(NOT_FOUND);
  await purge(deps, record);
}

/**
 * The records deleted before `cutoff` (an ISO instant), which the emptying deletes for good with
 * their files: both stores must answer it alike (ports/document-store.contract.ts).
 */
export const trashDeletedBefore = (cutoff: string): Query => ({ where: [{ field: 'deletedAt', op: '<', value: cutoff }] });

/** Deletes for good every record older than TRASH_KEEP_DAYS; returns how many. */
export async function emptyOldTrash(deps: TrashDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - TRASH_KEEP_MS).toISOString();
  const old = await deps.store.find<StoredTrash>(TRASH, trashDeletedBefore(cutoff));
  let emptied = 0;
  for (const record of old) {
    // Restored or deleted by staff meanwhile: nothing to do.
    if (!(await deps.store.delete(TRASH, record.id))) continue;
    await purge(deps, record);
    emptied++;
  }
  return emptied;
}

async function getRecord(store: DocumentStore, id: string): Promise<StoredDocument<StoredTrash>> {
  const record = isValidId(id) ? await store.get<StoredTrash>(TRASH, id) : null;
  if (!record) throw new NotFoundError(NOT_FOUND);
  return record;
}

async function purge({ store, files }: TrashDeps, record: StoredDocument<StoredTrash>): Promise<void> {
  const slug = record.slug;
  if (record.kind === 'page' && slug) await releasePageSlug(store, slug, record.id);
  if (record.kind === 'news' || record.kind === 'event') await releaseSlug(store, EVENT_SLUG_HOME, slug, record.id);
  if (record.kind === 'gallery') await releaseSlug(store, GALLERY_SLUG_HOME, slug, record.id);
  if (record.kind === 'page' || record.kind === 'news' || record.kind === 'event') {
    // Its earlier versions go with it, and with them the photos only they still held.
    const kind = record.kind === 'page' ? 'page' : 'event';
    const revisions = await dropRevisions(store, kind, record.id);
    const keys = [...record.fileKeys, ...revisions.flatMap((revision) => revision.fileKeys ?? [])];
    await releaseFiles(store, files, kind, keys);
    return;
  }
  if (record.fileKeys.length === 0) return;
  // A photo's files are in its gallery's folder: only that gallery or a record may use them too.
  const used = await keysHeldForRestore(store, record.fileKeys);
  if (record.kind === 'image' && record.galleryId) {
    const gallery = await store.get<Gallery>(GALLERIES, record.galleryId);
    for (const image of gallery?.images ?? []) for (const key of image.keys) used.add(key);
  }
  await deleteImageFiles(
    files,
    record.fileKeys.filter((key) => !used.has(key)),
  );
}

function toView(record: StoredDocument<StoredTrash>): TrashItemView {
  return {
    _id: record.id,
    kind: record.kind,
    title: record.title,
    ...(record.galleryId ? { galleryId: record.galleryId } : {}),
    deletedBy: { name: record.deletedBy.name, email: record.deletedBy.email },
    deletedAt: record.deletedAt,
    purgeAt: new Date(Date.parse(record.deletedAt) + TRASH_KEEP_MS).toISOString(),
  };
}
