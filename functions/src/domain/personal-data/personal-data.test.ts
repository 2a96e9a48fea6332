import type { AuditEntry } from '@school/shared/audit-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { AUDIT_LOG, REVISIONS, TRASH } from '../collections.js';
import { itemKinds, type ItemKind, type StoredRevision } from '../item-kinds/item-kind.js';
import type { PersonalDataHolder } from '../item-kinds/personal-data.js';
import { keepRevision } from '../revisions/revision-records.js';
import { moveToTrash } from '../trash/trash-records.js';
import { correctPersonalData, erasePersonalData, findPersonalData, type PersonalDataUseDeps } from './personal-data.js';

// Kinds of records the site does not have yet (admission enquiries, a newsletter's subscribers),
// written here as the next issues would write them: an ItemKind with `personalData` and a holder of
// its own. Without a line changed in domain/personal-data they are found, in the trash too,
// corrected and erased, on each home's store.

const ENQUIRIES = 'test_enquiries';
const SUBSCRIBERS = 'test_subscribers';
const by = { id: 'boss', name: 'Sister Mary', email: 'mary@school.example' };
const EMAIL = 'gurpreet@family.example';
const clock = { now: () => new Date('2026-11-29T06:00:00Z') };

const enquiryKind: ItemKind = {
  name: 'test-enquiry',
  collection: ENQUIRIES,
  trashNames: ['test-enquiry'],
  audit: 'message',
  trash: { putBack: async () => undefined },
  personalData: {
    emailField: 'parentEmail',
    words: ['enquiry', 'enquiries'],
    corrected: (version, { name, newEmail }) => ({
      ...version,
      parentName: name ?? version.parentName,
      parentEmail: newEmail ?? version.parentEmail,
    }),
  },
};

const subscribers: PersonalDataHolder = {
  name: 'subscribers',
  label: 'Subscriptions',
  words: ['subscription', 'subscriptions'],
  find: async ({ store }, email) =>
    (await store.find(SUBSCRIBERS, { where: [{ field: 'email', op: '==', value: email }] })).map(({ id, ...fields }) => ({
      id,
      at: null,
      fields,
    })),
  erase: async ({ store }, email) => {
    const found = await store.find(SUBSCRIBERS, { where: [{ field: 'email', op: '==', value: email }] });
    for (const { id } of found) await store.delete(SUBSCRIBERS, id);
    return found.length;
  },
};

describe.each(EACH_HOME_STORE)('a new kind of record about a person plugs in without the hub knowing it (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let deps: PersonalDataUseDeps;

  beforeAll(async () => {
    ({ store, dispose } = await open());
    deps = { store, clock, kinds: itemKinds([enquiryKind]), holders: [subscribers] };
    await store.set(ENQUIRIES, 'e1', { parentName: 'Gurpreet', parentEmail: EMAIL, createdAt: '2026-11-01T00:00:00.000Z' });
    await store.set(ENQUIRIES, 'e2', {
      parentName: 'Someone else',
      parentEmail: 'other@family.example',
      createdAt: '2026-11-02T00:00:00.000Z',
    });
    const trashed = { parentName: 'Gurpreet', parentEmail: EMAIL, createdAt: '2026-10-01T00:00:00.000Z' };
    await moveToTrash(store, clock, { kind: 'test-enquiry', id: 'e3', title: 'Class 1 seat', item: trashed, fileKeys: [] }, by);
    await store.set(SUBSCRIBERS, 's1', { email: EMAIL });
  });
  afterAll(async () => dispose());

  it('finds, corrects and erases the kind, its trash copies and the other holder; the log counts them', async () => {
    const found = await findPersonalData(deps, by, { email: EMAIL });
    expect(found.holdings.map((h) => [h.holder, h.label, h.records.map((r) => r.id)])).toEqual([
      [ENQUIRIES, 'Enquiries', ['e1']],
      ['trash:test-enquiry', 'Enquiries in the trash', ['e3']],
      ['subscribers', 'Subscriptions', ['s1']],
    ]);

    const corrected = await correctPersonalData(deps, by, { email: EMAIL, name: 'Gurpreet Kaur' });
    expect(corrected.summary).toBe('1 enquiry, 1 enquiry in the trash');
    expect((await store.get(ENQUIRIES, 'e1'))?.parentName).toBe('Gurpreet Kaur');
    expect((await store.get<{ item: { parentName: string } }>(TRASH, 'e3'))?.item.parentName).toBe('Gurpreet Kaur');

    const erased = await erasePersonalData(deps, by, { email: EMAIL });
    expect(erased.summary).toBe('1 enquiry, 1 enquiry in the trash, 1 subscription');
    expect((await findPersonalData(deps, by, { email: EMAIL })).total).toBe(0);
    expect(await store.get(ENQUIRIES, 'e2')).not.toBeNull();
    const log = await store.find<AuditEntry>(AUDIT_LOG);
    expect(log.map((e) => [e.action, e.detail])).toEqual(
      expect.arrayContaining([
        ['personal-data-correct', '1 enquiry, 1 enquiry in the trash'],
        ['personal-data-erase', '1 enquiry, 1 enquiry in the trash, 1 subscription'],
      ]),
    );
    expect(JSON.stringify(log)).not.toContain(EMAIL);
  });
});

// A kind with revisions: each past version holds the address as it was, so a person's export shows
// them beside the item, and an erasure leaves none behind.
const versionedKind: ItemKind = {
  ...enquiryKind,
  name: 'test-versioned',
  collection: 'test_versioned',
  trashNames: [],
  revisions: { current: async () => null, changes: () => [], restore: async () => ({}) },
};

describe.each(EACH_HOME_STORE)('the earlier versions of a kind with revisions are the person’s data too (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let deps: PersonalDataUseDeps;

  beforeAll(async () => {
    ({ store, dispose } = await open());
    deps = { store, clock, kinds: itemKinds([versionedKind]), holders: [] };
    const first = { parentName: 'Gurpreet', parentEmail: EMAIL, status: 'new', createdAt: '2026-11-01T00:00:00.000Z' };
    await store.set('test_versioned', 'v1', { ...first, status: 'contacted' });
    await keepRevision({ store, clock }, { kind: 'test-versioned', itemId: 'v1', previous: first, by });
    const other = { parentName: 'Someone else', parentEmail: 'other@family.example', createdAt: '2026-11-02T00:00:00.000Z' };
    await store.set('test_versioned', 'v2', other);
    await keepRevision({ store, clock }, { kind: 'test-versioned', itemId: 'v2', previous: other, by });
  });
  afterAll(async () => dispose());

  it('finds and exports the item’s earlier version; the erasure takes it with the item', async () => {
    const found = await findPersonalData(deps, by, { email: EMAIL });
    const versions = found.holdings.find((h) => h.holder === 'revisions:test-versioned');
    expect(versions?.label).toBe('Enquiry versions');
    expect(versions?.records.map((r) => [r.at, r.fields.status, r.fields.itemId])).toEqual([['2026-11-29T06:00:00.000Z', 'new', 'v1']]);

    const erased = await erasePersonalData(deps, by, { email: EMAIL });
    expect(erased.summary).toBe('1 enquiry');
    expect((await findPersonalData(deps, by, { email: EMAIL })).total).toBe(0);
    expect((await store.find<StoredRevision>(REVISIONS)).map((r) => r.itemId)).toEqual(['v2']);
  });
});
