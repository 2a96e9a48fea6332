import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { recordingQueries, unindexed } from '../../testing/firestore-indexes.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { DOCUMENTS } from '../collections.js';
import { listed } from './document-records.js';
import { readDocumentBySlug, readDocumentPage, type DocumentReader } from './document-reads.js';
import { documentValidity } from './expiry-reminders.js';

// The library's reads in each home's store: visitors see published documents whose time has come,
// newest first, by category, a page at a time; staff see all and search titles; every query is one
// Firestore's declared indexes serve.

const NOW = new Date('2026-06-01T04:00:00.000Z');
const visitor: DocumentReader = { staff: false, clock: { now: () => NOW } };
const staff: DocumentReader = { staff: true, clock: { now: () => NOW } };

const doc = (
  n: number,
  more: { category?: 'circular' | 'form'; isPublished?: boolean; publishAt?: string | null; validUntil?: string | null } = {},
) =>
  listed({
    title: `Circular ${n}`,
    description: '',
    category: more.category ?? 'circular',
    dateIssued: '2026-04-01',
    classes: [],
    language: 'en',
    validUntil: more.validUntil ?? null,
    isPublished: more.isPublished ?? true,
    publishAt: more.publishAt ?? null,
    typedText: '',
    disclosure: '',
    slug: `circular-${n}`,
    file: { key: `documents/${String(n).padStart(32, '0')}.pdf`, type: 'application/pdf', size: 100, pageCount: 1, hasText: true },
    text: '',
    version: 1,
    createdAt: new Date(Date.parse('2026-05-01T04:00:00Z') + n * 3_600_000).toISOString(),
    updatedAt: '2026-05-01T04:00:00.000Z',
  });

describe.each(EACH_HOME_STORE)('the documents library read (%s)', (_home, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ store, dispose } = await open());
    for (let n = 1; n <= 5; n++) await store.set(DOCUMENTS, `d${n}`, doc(n));
    await store.set(DOCUMENTS, 'form', doc(6, { category: 'form' }));
    await store.set(DOCUMENTS, 'draft', doc(7, { isPublished: false }));
    await store.set(DOCUMENTS, 'later', doc(8, { publishAt: '2026-07-01T04:00:00.000Z' }));
  });
  afterAll(async () => dispose());

  const titles = async (reader: DocumentReader, query: Record<string, string>, on = store) => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page = await readDocumentPage(on, reader, { ...query, ...(after ? { after } : {}) });
      seen.push(...page.items.map((one) => one.title));
      after = page.next;
    } while (after);
    return seen;
  };

  it('gives visitors the published ones, newest first, by category, and says when the list next changes', async () => {
    expect(await titles(visitor, { limit: '2', category: 'circular' })).toEqual([5, 4, 3, 2, 1].map((n) => `Circular ${n}`));
    expect(await titles(visitor, { limit: '2' })).toHaveLength(6);
    expect((await readDocumentPage(store, visitor, {})).changesAt?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    await expect(readDocumentBySlug(store, 'circular-7', visitor)).rejects.toThrow('Document not found');
    await expect(readDocumentBySlug(store, 'circular-8', visitor)).rejects.toThrow('Document not found');
    expect((await readDocumentBySlug(store, 'circular-7', staff)).title).toBe('Circular 7');
  });

  it('gives staff every document and finds them by title, with queries the indexes serve', async () => {
    const { store: recorded, seen } = recordingQueries(store);
    expect(await titles(staff, { limit: '3' }, recorded)).toHaveLength(8);
    expect(await titles(staff, { limit: '3', category: 'circular', q: 'circular 7' }, recorded)).toEqual(['Circular 7']);
    expect(await titles(visitor, { limit: '3', q: 'circular' }, recorded)).toHaveLength(6);
    await titles(visitor, { limit: '3', category: 'form' }, recorded);
    await titles(visitor, { limit: '3' }, recorded);
    expect(unindexed(seen)).toEqual([]);
  });

  it('finds what lapses within 60 days and what has lapsed (the dashboard, the reminders), with a query the indexes serve', async () => {
    await store.set(DOCUMENTS, 'soon', doc(9, { validUntil: '2026-06-20' }));
    await store.set(DOCUMENTS, 'far', doc(10, { validUntil: '2026-12-01' }));
    await store.set(DOCUMENTS, 'gone', doc(11, { validUntil: '2026-05-01' }));
    await store.set(DOCUMENTS, 'today', doc(12, { validUntil: '2026-06-01' }));
    const { store: recorded, seen } = recordingQueries(store);
    const { expiring, expired } = await documentValidity(recorded, { now: () => NOW });
    expect(expiring.map((one) => one.title)).toEqual(['Circular 12', 'Circular 9']);
    expect(expired.map((one) => one.title)).toEqual(['Circular 11']);
    expect(unindexed(seen)).toEqual([]);
  });
});
