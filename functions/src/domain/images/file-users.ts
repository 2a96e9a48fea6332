import type { DocumentStore, Query } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { REVISIONS, TRASH } from '../collections.js';
import type { FileHolder } from '../item-kinds/item-kind.js';
import { deleteImageFiles } from './image-pipeline.js';

// Who still needs an image's files. Names are content hashes, so one photo used twice is one set
// of files, and besides the items visitors see, two kinds of record may bring a photo back: a
// deleted thing in the trash and an earlier version of an item (revisions). Both list the keys
// they need in `fileKeys`; every path that deletes image files asks here first. Which items show a
// key is each kind's own answer (`FileHolder`, beside its use cases).

/**
 * One document whose top-level list `field` names `key`: how every holder is asked for. Both stores
 * answer it alike (ports/document-store.contract.ts runs it on trash records, revisions and items).
 */
export const holderQuery = (field: string, key: string): Query => ({ where: [{ field, op: 'array-contains', value: key }], limit: 1 });

/** The keys among `keys` a trash record or a revision still holds. */
export async function keysHeldForRestore(store: DocumentStore, keys: string[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (const collection of [TRASH, REVISIONS]) {
    for (const key of keys) {
      if (held.has(key)) continue;
      const [record] = await store.find<{ fileKeys?: string[] }>(collection, holderQuery('fileKeys', key));
      // The variants of one photo go together: one shared key keeps the whole photo.
      for (const shared of record?.fileKeys ?? []) held.add(shared);
    }
  }
  return held;
}

/**
 * `shownKeys` for a kind whose items list their files in one top-level field: one holder query per
 * key, and every key of the item found counts (the variants of one photo go together).
 */
export function shownInField(collection: string, field: string): FileHolder['shownKeys'] {
  return async (store, keys) => {
    const shown = new Set<string>();
    for (const key of keys) {
      if (shown.has(key)) continue;
      const [user] = await store.find(collection, holderQuery(field, key));
      const used = user?.[field];
      if (Array.isArray(used)) for (const one of used) if (typeof one === 'string') shown.add(one);
    }
    return shown;
  };
}

/** Deletes the files among `keys` that no item of `holder`'s kind shows and no record holds. */
export async function releaseFiles(store: DocumentStore, files: FileStore, holder: FileHolder, keys: string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  const used = new Set([...(await keysHeldForRestore(store, unique)), ...(await holder.shownKeys(store, unique))]);
  await deleteImageFiles(
    files,
    unique.filter((key) => !used.has(key)),
  );
}

/** Whether every file of an image is still stored (an old revision's photo may have been deleted). */
export async function filesExist(files: FileStore, keys: string[]): Promise<boolean> {
  const found = await Promise.all(keys.map((key) => files.get(key)));
  return found.every(Boolean);
}
