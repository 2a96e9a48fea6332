import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_ID, type DocumentStore, type Query } from '../ports/document-store.js';

// Firestore refuses a query that needs a composite index it does not have; SQLite and the emulator
// here answer it anyway, so only a deployed site would tell. This says, for the queries a test saw,
// which ones firestore.indexes.json cannot serve, by Firestore's rules: equality filters first (any
// order), then one array-contains, then the ordered fields in their directions (a range filter's field
// must be the first of them); a query on one field, or with equalities only, needs no composite.

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
interface Index {
  collectionGroup: string;
  fields: IndexField[];
}

const declared = (): Index[] =>
  (JSON.parse(readFileSync(join(import.meta.dirname, '../../../firestore.indexes.json'), 'utf8')) as { indexes: Index[] }).indexes;

/** The index `query` needs: its fields, the first `equalities` in any order; null when single-field indexes serve it. */
export function neededIndex(query: Query): { fields: IndexField[]; equalities: number } | null {
  const where = query.where ?? [];
  const equal = [...new Set(where.filter((c) => c.op === '==').map((c) => c.field))];
  const contains = where.find((c) => c.op === 'array-contains')?.field;
  const ranged = where.filter((c) => !['==', 'array-contains'].includes(c.op)).map((c) => c.field);
  const orders = (query.orderBy ?? []).filter((o) => o.field !== DOCUMENT_ID);
  const ordered = orders.length ? orders : ranged.slice(0, 1).map((field) => ({ field, direction: 'asc' as const }));
  const involved = new Set([...equal, ...(contains ? [contains] : []), ...ranged, ...ordered.map((o) => o.field)]);
  if (involved.size <= 1 || (ordered.length === 0 && !contains)) return null;
  const fields: IndexField[] = [
    ...equal.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    ...(contains ? [{ fieldPath: contains, arrayConfig: 'CONTAINS' as const }] : []),
    ...ordered.map((o) => ({ fieldPath: o.field, order: o.direction === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const) })),
  ];
  return { fields, equalities: equal.length };
}

function serves(index: IndexField[], needed: IndexField[], equalCount: number): boolean {
  if (index.length !== needed.length) return false;
  const head = (fields: IndexField[]) => new Set(fields.slice(0, equalCount).map((f) => f.fieldPath));
  const [a, b] = [head(index), head(needed)];
  if ([...b].some((field) => !a.has(field))) return false;
  return needed.slice(equalCount).every((f, i) => {
    const got = index[equalCount + i];
    return got?.fieldPath === f.fieldPath && got.order === f.order && got.arrayConfig === f.arrayConfig;
  });
}

/** The queries of `seen` that no declared index serves, described for a failure message. */
export function unindexed(seen: [collection: string, query: Query][]): string[] {
  const indexes = declared();
  return seen.flatMap(([collection, query]) => {
    const needed = neededIndex(query);
    if (!needed) return [];
    const ok = indexes.some((index) => index.collectionGroup === collection && serves(index.fields, needed.fields, needed.equalities));
    return ok ? [] : [`${collection}: ${JSON.stringify(needed.fields)}`];
  });
}

/** The store, noting every query it is asked (for `unindexed`). */
export function recordingQueries(store: DocumentStore): { store: DocumentStore; seen: [string, Query][] } {
  const seen: [string, Query][] = [];
  const wrapped = new Proxy(store, {
    get(target, name: keyof DocumentStore) {
      const value = Reflect.get(target, name) as (...args: unknown[]) => unknown;
      if (typeof value !== 'function') return value;
      if (name !== 'find') return value.bind(target);
      return (collection: string, query: Query = {}) => {
        seen.push([collection, query]);
        return value.call(target, collection, query);
      };
    },
  });
  return { store: wrapped, seen };
}
