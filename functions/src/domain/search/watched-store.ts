import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { ItemKinds } from '../item-kinds/item-kind.js';
import { stampSearchMarker } from './search-marker.js';

/**
 * `store` as each home's wiring hands it to everything (the app, the timers, the CLIs): a write to a
 * collection of a kind with `search` stamps the search's marker (search-marker.ts), so every
 * process's index notices it. One wrapped store per home, so whatever keys its state by the store
 * (reset-mails.ts) sees one object. A marker that fails to stamp leaves an index stale until the
 * next write, never the write itself undone.
 */
export function watchSearchedWrites(
  store: DocumentStore,
  kinds: ItemKinds,
  clock: Clock,
  log: Pick<Console, 'error'> = console,
): DocumentStore {
  const collections = new Set(kinds.all.flatMap((kind) => (kind.search ? [kind.collection] : [])));
  return watchWrites(store, collections, () =>
    stampSearchMarker(store, clock).catch((error: unknown) => log.error('Marking the search index stale failed:', error)),
  );
}

/**
 * `store` with `changed` called after every write that landed in one of `collections` (and awaited,
 * so the write's answer leaves only once the change is noted). Reads pass straight through. The use
 * cases get this store (http/app.ts), so no resource has to remember to tell the search it wrote.
 */
function watchWrites(store: DocumentStore, collections: ReadonlySet<string>, changed: () => Promise<void>): DocumentStore {
  const after = async <T>(collection: string, write: Promise<T>): Promise<T> => {
    const result = await write;
    if (collections.has(collection)) await changed();
    return result;
  };
  return {
    get: (collection, id) => store.get(collection, id),
    find: (collection, query) => store.find(collection, query),
    count: (collection, query) => store.count(collection, query),
    add: (collection, data) => after(collection, store.add(collection, data)),
    create: (collection, id, data) => after(collection, store.create(collection, id, data)),
    set: (collection, id, data) => after(collection, store.set(collection, id, data)),
    update: (collection, id, patch) => after(collection, store.update(collection, id, patch)),
    delete: (collection, id) => after(collection, store.delete(collection, id)),
    mutate: (collection, id, change) => after(collection, store.mutate(collection, id, change)),
    deleteExpired: (collection, before) => after(collection, store.deleteExpired(collection, before)),
    close: () => store.close(),
  };
}
