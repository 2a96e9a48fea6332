import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DisclosureItem } from '@school/shared/disclosure-items';
import type { DocumentStore } from '../../ports/document-store.js';
import { recordingQueries, unindexed } from '../../testing/firestore-indexes.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { DOCUMENTS } from '../collections.js';
import { readDisclosureDocuments } from './disclosure-documents.js';
import { listed } from './document-records.js';

// Section B's read in each home's store: one query on `disclosure` that leaves out the documents
// without the field (the library's older ones) and needs no composite index; the choice per item
// (newest published, time come) is made in memory.

const NOW = new Date('2026-06-01T04:00:00.000Z');
const clock = { now: () => NOW };

const doc = (n: number, disclosure: DisclosureItem | '' | undefined, more: { isPublished?: boolean; publishAt?: string | null } = {}) => {
  const stored = listed({
    title: `Certificate ${n}`,
    description: '',
    category: 'certificate',
    dateIssued: '2026-04-01',
    classes: [],
    language: 'en',
    validUntil: null,
    isPublished: more.isPublished ?? true,
    publishAt: more.publishAt ?? null,
    typedText: '',
    disclosure: disclosure ?? '',
    slug: `certificate-${n}`,
    file: { key: `documents/${String(n).padStart(32, '0')}.pdf`, type: 'application/pdf', size: 100, pageCount: 1, hasText: true },
    text: '',
    version: 1,
    createdAt: new Date(Date.parse('2026-05-01T04:00:00Z') + n * 3_600_000).toISOString(),
    updatedAt: '2026-05-01T04:00:00.000Z',
  });
  // A document saved before issue 36 has no field at all.
  if (disclosure === undefined) delete (stored as Partial<typeof stored>).disclosure;
  return stored;
};

describe.each(EACH_HOME_STORE)('the disclosure documents read (%s)', (_home, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ store, dispose } = await open());
    await store.set(DOCUMENTS, 'old-fire', doc(1, 'fire-safety'));
    await store.set(DOCUMENTS, 'new-fire', doc(2, 'fire-safety'));
    await store.set(DOCUMENTS, 'draft-water', doc(3, 'drinking-water', { isPublished: false }));
    await store.set(DOCUMENTS, 'later-noc', doc(4, 'state-noc', { publishAt: '2026-07-01T04:00:00.000Z' }));
    await store.set(DOCUMENTS, 'none', doc(5, ''));
    await store.set(DOCUMENTS, 'older', doc(6, undefined));
  });
  afterAll(async () => dispose());

  it('answers each item’s newest published document, null for the rest, and when a scheduled one appears', async () => {
    const { store: recorded, seen } = recordingQueries(store);
    const { items, changesAt } = await readDisclosureDocuments(recorded, clock);
    expect(items['fire-safety']?.title).toBe('Certificate 2');
    expect([items['drinking-water'], items['state-noc'], items['rte-recognition']]).toEqual([null, null, null]);
    expect(changesAt?.toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(unindexed(seen)).toEqual([]);
    const later = await readDisclosureDocuments(store, { now: () => new Date('2026-07-02T00:00:00.000Z') });
    expect(later.items['state-noc']?.title).toBe('Certificate 4');
  });
});
