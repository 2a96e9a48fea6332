import { SEARCH_PAGE_SIZE, type SearchResultView } from '@school/shared/search-results';
import type { SearchQuery } from '@school/shared/search-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { ItemKinds } from '../item-kinds/item-kind.js';
import { buildIndex, type SiteIndex } from './site-index.js';
import { readSearchMarker } from './search-marker.js';

// The site search (issue 35, item 5): one MiniSearch index per server process, made from the entries
// of every registered kind with `search` (domain/registry/item-kinds.ts) and rebuilt after a write.
//
// Fresh in both homes: every write to a searched collection goes through the store each home's
// wiring wraps (watched-store.ts), which stamps one marker document with a new token (search-marker.ts). A search reads the marker
// (one small read) and rebuilds when the token is not the one its index was built from; on Firebase
// the instance that took the write and every other instance see the same marker. The index is
// rebuilt on the next search, not on the write: staff saving ten photos cause one rebuild, and a
// process nobody searches never builds one. Scheduled items are in the index and filtered by the
// clock at query time, so nothing has to run when they go public.

export interface SearchAnswer {
  results: SearchResultView[];
  /** All matches, over every page. */
  total: number;
  /** When the answer changes with no write (a scheduled item goes public), for the caches. */
  changesAt: Date | null;
}

export interface SiteSearch {
  search(query: SearchQuery): Promise<SearchAnswer>;
}

export interface SiteSearchDeps {
  store: DocumentStore;
  clock: Clock;
  kinds: ItemKinds;
}

export function siteSearch({ store, clock, kinds }: SiteSearchDeps): SiteSearch {
  const searched = kinds.all.flatMap((kind) => (kind.search ? [kind.search] : []));
  let built: { index: SiteIndex; token: string | null } | null = null;
  let building: { index: Promise<SiteIndex>; token: string | null } | null = null;

  const rebuild = async (token: string | null): Promise<SiteIndex> => {
    const entries = (await Promise.all(searched.map((search) => search.entries({ store, clock })))).flat();
    const index = await buildIndex(entries);
    // A newer build may have finished first (its token read later): keep that one.
    if (building?.token === token || !built) built = { index, token };
    return index;
  };

  /** The index as of the marker read now: the one in memory, or a new one (shared by searches that ask at once). */
  const current = async (): Promise<SiteIndex> => {
    // Read before the items: a write that lands while they are read stamps a newer token, seen next time.
    const token = await readSearchMarker(store);
    if (built && built.token === token) return built.index;
    // A build for an older token would answer without the write that moved the marker: start anew.
    if (building?.token !== token) {
      const index = rebuild(token);
      building = { index, token };
      void index.finally(() => building?.index === index && (building = null)).catch(() => {});
    }
    return building.index;
  };

  return {
    async search({ q, lang, page }) {
      const now = clock.now();
      const index = await current();
      const all = q ? index.find(q, lang, now) : [];
      const from = (page - 1) * SEARCH_PAGE_SIZE;
      return { results: all.slice(from, from + SEARCH_PAGE_SIZE), total: all.length, changesAt: index.nextChange(now) };
    },
  };
}
