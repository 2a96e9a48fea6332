import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT, EVENTS, GALLERIES, MESSAGES, MIGRATIONS, SETTINGS, SETTINGS_DOCS, TRASH } from '../collections.js';
import { giveSettingsAdmissions, giveSettingsBoard, giveSettingsPrivacy, INSTALLER_FACTS } from '../settings/installer-defaults.js';
import { giveTrashTitleWords, readTrashPage } from '../trash/trash-pages.js';
import { listMessages } from '../messages/inbox.js';
import { giveMessagesWords } from '../messages/inbox-pages.js';
import { givePagesTitleWords, readContentPage } from '../content/content-pages.js';
import { listItems, getItem, getItemBySlug } from '../events/event-items.js';
import { giveEventsTitleWords } from '../events/event-list-fields.js';
import { readItemPage } from '../events/event-pages.js';
import { tagsInUse } from '../events/event-tag-index.js';
import { readGalleryPage } from '../galleries/gallery-pages.js';
import { giveGalleriesTitleWords } from '../galleries/gallery-title-words.js';
import { getGalleryBySlug, listGalleries } from '../galleries/gallery-use-cases.js';
import { MIGRATION_LIST } from '../registry/migrations.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { legacyNewsItem } from '../../testing/legacy-items.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { runMigrations, type Migration } from './run-migrations.js';

const clock = { now: () => new Date('2026-11-27T06:00:00.000Z') };

/** The store, refusing every write: what a read may not do. */
const readOnly = (store: DocumentStore): DocumentStore =>
  new Proxy(store, {
    get(target, name: keyof DocumentStore) {
      if (['add', 'create', 'set', 'update', 'delete', 'mutate', 'deleteExpired'].includes(name)) {
        return () => Promise.reject(new Error(`A read wrote: ${name}`));
      }
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

describe.each(EACH_HOME_STORE)('data migrations (%s)', (_home, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  beforeEach(async () => ({ store, dispose } = await open()));
  afterEach(() => dispose());

  it('1 gives old news items and galleries a slug, oldest first, claimed, updatedAt kept; reads then never write', async () => {
    const newer = await store.add(EVENTS, legacyNewsItem('Exam timetable', '2025-03-02T04:00:00.000Z'));
    const older = await store.add(EVENTS, legacyNewsItem('Exam timetable', '2025-03-01T04:00:00.000Z'));
    const at = '2025-01-01T04:00:00.000Z';
    const trip = { title: 'Old trip', category: 'trips', description: '', isPublished: true, images: [], createdAt: at, updatedAt: at };
    const gallery = await store.add(GALLERIES, trip);

    const reader = readOnly(store);
    // Before the migration too, a read only reads (it used to give slugs as it went).
    expect(await listItems(reader)).toHaveLength(2);
    await listGalleries({ store: reader }, { includeUnpublished: true });

    expect((await runMigrations({ store, clock }, MIGRATION_LIST)).map((migration) => migration.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);

    expect(await getItemBySlug(reader, 'exam-timetable')).toMatchObject({ id: older, updatedAt: '2025-03-01T04:00:00.000Z' });
    expect((await getItem(reader, newer)).slug).toBe('exam-timetable-2');
    expect((await listItems(reader)).map((item) => item.slug)).toEqual(['exam-timetable-2', 'exam-timetable']);
    expect(await getGalleryBySlug({ store: reader }, 'old-trip', { includeUnpublished: false })).toMatchObject({ id: gallery });
    expect((await listGalleries({ store: reader }, { includeUnpublished: false })).map((shown) => shown.slug)).toEqual(['old-trip']);
    // Claimed as a new item's slug is: the next item of that title cannot take it.
    expect(await store.get('event_slugs', 'exam-timetable-2')).toMatchObject({ itemId: newer });
  });

  it('2 gives every news item its publish instant and the tags the filters know, so the paged lists find it', async () => {
    const plain = await store.add(EVENTS, { ...legacyNewsItem('Sports day', '2025-03-02T04:00:00.000Z'), tags: ['sport', 'sports'] });
    const scheduled = await store.add(EVENTS, {
      ...legacyNewsItem('Results', '2025-03-01T04:00:00.000Z'),
      publishAt: '2025-04-01T04:30:00.000Z',
    });
    await runMigrations({ store, clock }, MIGRATION_LIST);
    expect(await getItem(store, plain)).toMatchObject({ publishedAt: '2025-03-02T04:00:00.000Z', tags: ['sports'] });
    expect((await getItem(store, scheduled)).publishedAt).toBe('2025-04-01T04:30:00.000Z');
    const page = await readItemPage(readOnly(store), { staff: false, clock }, { limit: '5', tag: 'sports' });
    expect(page.items.map((item) => item.title)).toEqual(['Sports day']);
  });

  it('3 gives each item the word prefixes of its titles, in every language, changing nothing else', async () => {
    const translations = { pa: { title: 'ਖੇਡ ਦਿਵਸ' }, hi: { title: 'खेल दिवस' } };
    const id = await store.add(EVENTS, { ...legacyNewsItem('Sports Day', '2025-03-01T04:00:00.000Z'), translations, version: 4 });
    await runMigrations({ store, clock }, MIGRATION_LIST);
    const item = await getItem(store, id);
    expect(item.titleWords).toEqual([
      's',
      'sp',
      'spo',
      'spor',
      'sport',
      'sports',
      'd',
      'da',
      'day',
      'ਖ',
      'ਖੇ',
      'ਖੇਡ',
      'ਦ',
      'ਦਿ',
      'ਦਿਵ',
      'ਦਿਵਸ',
      'ख',
      'खे',
      'खेल',
      'द',
      'दि',
      'दिव',
      'दिवस',
    ]);
    expect(item).toMatchObject({ version: 4, updatedAt: '2025-03-01T04:00:00.000Z', publishedAt: '2025-03-01T04:00:00.000Z' });
    // Run again on the same items (a store restored from a backup): nothing changes.
    await giveEventsTitleWords(store);
    expect(await getItem(store, id)).toEqual(item);
  });

  it('4 notes the tags in use with their first publish instant, for the filters of the lists', async () => {
    await store.add(EVENTS, { ...legacyNewsItem('Sports day', '2025-03-02T04:00:00.000Z'), tags: ['sports'] });
    await store.add(EVENTS, { ...legacyNewsItem('Prize day', '2027-01-01T04:00:00.000Z'), tags: ['achievement'] });
    await runMigrations({ store, clock }, MIGRATION_LIST);
    expect(await tagsInUse(readOnly(store), 'news', clock.now())).toEqual(['sports']);
    expect(await tagsInUse(readOnly(store), undefined, null)).toEqual(['sports', 'achievement']);
    expect(await tagsInUse(readOnly(store), 'event', null)).toEqual([]);
  });

  it('5 gives each gallery the word prefixes of its titles, so the admin search finds it, changing nothing else', async () => {
    const old = {
      title: 'Sports Day',
      category: 'events',
      description: '',
      isPublished: false,
      images: [],
      createdAt: '2025-03-01T04:00:00.000Z',
    };
    const id = await store.add(GALLERIES, { ...old, translations: { hi: { title: 'खेल' } }, updatedAt: old.createdAt, version: 2 });
    await runMigrations({ store, clock }, MIGRATION_LIST);
    const gallery = await store.get(GALLERIES, id);
    expect(gallery).toMatchObject({
      version: 2,
      updatedAt: old.createdAt,
      titleWords: expect.arrayContaining(['s', 'sports', 'da', 'ख', 'खेल']),
    });
    const found = await readGalleryPage(readOnly(store), { staff: true }, { limit: '5', q: 'sports day' });
    expect(found.galleries.map((one) => one.title)).toEqual(['Sports Day']);
    // Run again (a store restored from a backup): nothing changes.
    await giveGalleriesTitleWords(store);
    expect(await store.get(GALLERIES, id)).toEqual(gallery);
  });

  it('6 gives each content page the word prefixes of its titles, so the admin search finds it, changing nothing else', async () => {
    const stored = { title: 'School Transport', slug: 'school-transport', content: '<p>Buses.</p>', type: 'page', status: 'draft' };
    const id = await store.add(CONTENT, {
      ...stored,
      createdAt: '2025-03-01T04:00:00.000Z',
      updatedAt: '2025-03-01T04:00:00.000Z',
      version: 3,
    });
    await runMigrations({ store, clock }, MIGRATION_LIST);
    const page = await store.get(CONTENT, id);
    expect(page).toMatchObject({
      version: 3,
      updatedAt: '2025-03-01T04:00:00.000Z',
      titleWords: expect.arrayContaining(['s', 'school', 'tra']),
    });
    const found = await readContentPage({ store: readOnly(store), clock, files: undefined as never }, { limit: '5', q: 'transp' }, true);
    expect(found.items.map((one) => one.title)).toEqual(['School Transport']);
    await givePagesTitleWords(store);
    expect(await store.get(CONTENT, id)).toEqual(page);
  });

  it('7 gives each message the word prefixes of its subject and sender, so the inbox search finds it', async () => {
    const old = { name: 'Harpreet Kaur', subject: 'Fees', createdAt: '2025-03-01T04:00:00.000Z', read: true };
    const id = await store.add(MESSAGES, { ...old, version: 2 });
    await runMigrations({ store, clock }, MIGRATION_LIST);
    const stored = await store.get(MESSAGES, id);
    expect(stored).toMatchObject({ ...old, version: 2, titleWords: expect.arrayContaining(['f', 'fees', 'kaur']) });
    expect((await listMessages(readOnly(store), { limit: '5', q: 'kau' })).messages.map((one) => one.subject)).toEqual(['Fees']);
    await giveMessagesWords(store);
    expect(await store.get(MESSAGES, id)).toEqual(stored);
  });

  it('8 gives each trash record the word prefixes of its title, so the trash search finds it', async () => {
    const deletedBy = { id: 'u1', name: 'Staff', email: 'staff@example.com' };
    const old = { kind: 'gallery', title: 'Annual Day', item: {}, fileKeys: [], deletedBy, deletedAt: '2026-11-20T04:00:00.000Z' };
    await store.set(TRASH, 'g1', old);
    await runMigrations({ store, clock }, MIGRATION_LIST);
    const stored = await store.get(TRASH, 'g1');
    expect(stored).toMatchObject({ ...old, titleWords: ['a', 'an', 'ann', 'annu', 'annua', 'annual', 'd', 'da', 'day'] });
    expect((await readTrashPage(readOnly(store), { limit: '5', q: 'annual d' })).records.map((one) => one.title)).toEqual(['Annual Day']);
    await giveTrashTitleWords(store);
    expect(await store.get(TRASH, 'g1')).toEqual(stored);
  });

  it('9 gives settings saved before boards existed no board (so no disclosure link yet), no qualification and the 8 % fee cap', async () => {
    const { board: _board, feeCapPercent: _cap, ...facts } = INSTALLER_FACTS;
    const old = { ...facts, principal: { name: 'Sister Mary', title: 'Principal', message: 'Welcome' }, confirmedAt: null, updatedAt: 'x' };
    await store.set(SETTINGS, SETTINGS_DOCS.school, old);
    await runMigrations({ store, clock }, MIGRATION_LIST);
    const stored = await store.get(SETTINGS, SETTINGS_DOCS.school);
    expect(stored).toMatchObject({
      name: old.name,
      principal: { ...old.principal, qualification: '' },
      board: { name: 'other', affiliationNumber: '', schoolCode: '' },
      feeCapPercent: 8,
    });
    await giveSettingsBoard(store);
    expect(await store.get(SETTINGS, SETTINGS_DOCS.school)).toEqual(stored);
  });

  it('10 gives settings saved before issue 37 no data-protection contact yet (the office stands in) and 24 months of messages', async () => {
    const { dataProtection: _contact, retentionMonths: _months, ...facts } = INSTALLER_FACTS;
    const old = {
      ...facts,
      principal: { ...facts.principal, name: 'Sister Mary' },
      officePhone: '+91 98140 00000',
      confirmedAt: null,
      updatedAt: 'x',
    };
    await store.set(SETTINGS, SETTINGS_DOCS.school, old);
    await runMigrations({ store, clock }, MIGRATION_LIST);
    const stored = await store.get(SETTINGS, SETTINGS_DOCS.school);
    expect(stored).toMatchObject({
      dataProtection: { name: '', email: '', phone: '' },
      retentionMonths: { messages: 24 },
    });
    await giveSettingsPrivacy(store);
    expect(await store.get(SETTINGS, SETTINGS_DOCS.school)).toEqual(stored);
  });

  it('11 gives settings saved before issue 38 the installer’s classes and ages and 24 months of enquiries, keeping the messages’ months', async () => {
    const { admissionClasses: _classes, ...facts } = INSTALLER_FACTS;
    await store.set(SETTINGS, SETTINGS_DOCS.school, { ...facts, retentionMonths: { messages: 6 }, confirmedAt: null, updatedAt: 'x' });
    await runMigrations({ store, clock }, MIGRATION_LIST);
    const stored = await store.get(SETTINGS, SETTINGS_DOCS.school);
    expect(stored).toMatchObject({ retentionMonths: { messages: 6, enquiries: 24 } });
    expect(stored?.admissionClasses).toHaveLength(15);
    expect((stored?.admissionClasses as { name: string }[])[0]).toEqual({ name: 'Nursery', age: 3, by: '03-31' });
    await giveSettingsAdmissions(store);
    expect(await store.get(SETTINGS, SETTINGS_DOCS.school)).toEqual(stored);
  });

  it('run once per store: recorded, and not run again', async () => {
    let runs = 0;
    const counted: Migration = { id: 7, name: 'Counts its runs', run: async () => void (runs += 1) };
    expect(await runMigrations({ store, clock }, [counted])).toEqual([counted]);
    expect(await runMigrations({ store, clock }, [counted])).toEqual([]);
    expect(runs).toBe(1);
    expect(await store.get(MIGRATIONS, '7')).toMatchObject({ name: 'Counts its runs', ranAt: '2026-11-27T06:00:00.000Z' });
  });

  it('a migration that fails is not recorded, stops the later ones, and runs again next time', async () => {
    const order: number[] = [];
    let fail = true;
    const first: Migration = {
      id: 1,
      name: 'Fails once',
      run: async () => {
        order.push(1);
        if (fail) throw new Error('The store went away');
      },
    };
    const second: Migration = { id: 2, name: 'After it', run: async () => void order.push(2) };
    await expect(runMigrations({ store, clock }, [second, first])).rejects.toThrow('The store went away');
    expect(await store.get(MIGRATIONS, '1')).toBeNull();
    fail = false;
    expect((await runMigrations({ store, clock }, [second, first])).map((migration) => migration.id)).toEqual([1, 2]);
    expect(order).toEqual([1, 1, 2]);
  });
});
