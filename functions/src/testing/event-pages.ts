import { expect } from 'vitest';
import { readItemPage } from '../domain/events/event-pages.js';
import type { Reader } from '../domain/events/event-reads.js';
import type { DocumentStore, StoredDocument } from '../ports/document-store.js';

// What the tests of the paged news lists share: reading a list to its end, and counting what a
// read costs.

/** The titles of every item of a list, page after page, each page checked against its limit. */
export async function allPages(store: DocumentStore, reader: Reader, query: Record<string, string>): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null | undefined;
  do {
    const page = await readItemPage(store, reader, { ...query, ...(after ? { after } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(Number(query.limit));
    seen.push(...page.items.map((one) => one.title));
    after = page.next;
  } while (after);
  return seen;
}

/** The store, counting the documents its finds hand back: a Firestore bill's reads. */
export function counted(store: DocumentStore): { store: DocumentStore; reads: { documents: number } } {
  const reads = { documents: 0 };
  const wrapped = new Proxy(store, {
    get(target, name: keyof DocumentStore) {
      const value = Reflect.get(target, name) as (...args: unknown[]) => unknown;
      if (name !== 'find') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: unknown[]) => {
        const found = (await value.apply(target, args)) as StoredDocument[];
        reads.documents += found.length;
        return found;
      };
    },
  });
  return { store: wrapped, reads };
}
