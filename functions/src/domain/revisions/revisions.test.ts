import { REVISIONS_KEPT } from '@school/shared/revision-schemas';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStore } from '../../adapters/embedded/disk-file-store.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { EVENTS, REVISIONS } from '../collections.js';
import { getPage } from '../content/content-reads.js';
import { createPage, updatePage } from '../content/content-writes.js';
import { createItem, editItem, getItem } from '../events/event-items.js';
import { eventFiles } from '../events/event-files.js';
import { ITEM_KINDS } from '../registry/item-kinds.js';
import { getRevision, keepRevision, listRevisions } from './revision-records.js';
import { restoreRevision } from './restore-revision.js';

// Revisions on each home's store (SQLite; Firestore through firebase-admin and the in-process
// emulator): every save keeps the version it replaced with who and when, a restore is itself a save,
// and only the last REVISIONS_KEPT per item stay.

/** No test here stores an image: any file call is a mistake. */
const noFiles = new Proxy({} as FileStore, {
  get: () => () => Promise.reject(new Error('no files in this test')),
});

const asha = { id: 'a1', name: 'Asha Verma', email: 'asha@school.example' };
const ravi = { id: 'r1', name: 'Ravi Singh', email: 'ravi@school.example' };
const news = {
  title: 'Sports day',
  description: 'First text.',
  type: 'news' as const,
  tags: [],
  startDate: null,
  endDate: null,
  location: '',
  publishAt: null,
};

describe.each(EACH_HOME_STORE)('revisions (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let tick = Date.parse('2026-11-25T03:30:00Z');
  // A minute later on every reading, so each save has its own instant.
  const clock = { now: () => new Date((tick += 60_000)) };
  const deps = () => ({ store, files: noFiles, clock, installerOfficeEmail: 'office@school.example', kinds: ITEM_KINDS });
  const edit = (id: string, raw: object, by = asha) => editItem(deps(), id, { raw, change: { kind: 'keep' }, by });

  beforeAll(async () => ({ store, dispose } = await open()));
  afterAll(async () => dispose());

  it('two edits of a news item keep two revisions with who and when; a restore brings the first back as a new revision', async () => {
    const { id } = await createItem(deps(), news);
    await edit(id, { title: 'Sports day (moved)' }, asha);
    await edit(id, { description: 'Second text.' }, ravi);

    const listed = await listRevisions(deps(), 'event', id);
    expect(listed.map((r) => [r.by.name, r.changed])).toEqual([
      ['Ravi Singh', ['Description']],
      ['Asha Verma', ['Title']],
    ]);
    expect(listed.every((r) => !Number.isNaN(Date.parse(r.at)))).toBe(true);
    const first = listed[1]!;
    const whole = await getRevision(deps(), 'event', id, first.id);
    expect(whole.item).toMatchObject({ title: 'Sports day', description: 'First text.' });
    expect(whole.changes).toEqual([{ field: 'title', label: 'Title', before: 'Sports day', after: 'Sports day (moved)' }]);

    await restoreRevision(deps(), { kind: 'event', itemId: id, revisionId: first.id }, ravi);
    const restored = await getItem(store, id);
    expect([restored.title, restored.description, restored.version]).toEqual(['Sports day', 'First text.', 4]);
    const after = await listRevisions(deps(), 'event', id);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ by: { name: 'Ravi Singh' }, changed: ['Title', 'Description'] });
    expect((await getRevision(deps(), 'event', id, after[0]!.id)).item).toMatchObject({
      title: 'Sports day (moved)',
      description: 'Second text.',
    });
  });

  it('a content page keeps its revisions too, and a restore is version-checked like any save', async () => {
    const page = await createPage(deps(), {
      title: 'Transport',
      slug: 'transport',
      content: '<p>Buses at 7.</p>',
      type: 'page',
      status: 'draft',
      publishAt: null,
      version: undefined,
    });
    await updatePage(deps(), page.id, { ...page, content: '<p>Buses at 8.</p>', publishAt: null, version: 1 }, asha);
    const [revision] = await listRevisions(deps(), 'page', page.id);
    expect(revision).toMatchObject({ by: { email: 'asha@school.example' }, changed: ['Content'] });
    const whole = await getRevision(deps(), 'page', page.id, revision!.id);
    expect(whole.changes).toEqual([{ field: 'content', label: 'Content', before: 'Buses at 7.', after: 'Buses at 8.' }]);
    await restoreRevision(deps(), { kind: 'page', itemId: page.id, revisionId: revision!.id }, asha);
    expect((await getPage(deps(), page.id, true)).content).toBe('<p>Buses at 7.</p>');
    expect(await listRevisions(deps(), 'page', page.id)).toHaveLength(2);
  });

  it(`keeps the last ${REVISIONS_KEPT} per item: the next save drops the oldest`, async () => {
    const { id } = await createItem(deps(), { ...news, title: 'Save 0' });
    for (let save = 1; save <= REVISIONS_KEPT + 1; save++) await edit(id, { title: `Save ${save}` });
    const listed = await listRevisions(deps(), 'event', id);
    expect(listed).toHaveLength(REVISIONS_KEPT);
    const oldest = await getRevision(deps(), 'event', id, listed.at(-1)!.id);
    // Save 0 (the created version) went; Save 1 is now the oldest kept.
    expect(oldest.item.title).toBe('Save 1');
    expect(await store.count(REVISIONS, { where: [{ field: 'itemId', op: '==', value: id }] })).toBe(REVISIONS_KEPT);
  });

  it('a photo only the dropped oldest revision held is deleted with it; one an item shows stays', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'school-revision-files-'));
    try {
      const files = new DiskFileStore(dir);
      const [onlyOld, shared] = ['events/old-400.webp', 'events/shared-400.webp'];
      for (const key of [onlyOld, shared]) await files.put(key, Buffer.from('webp'), 'image/webp');
      await store.set(EVENTS, 'shows-shared', { ...news, title: 'Shows the shared photo', imageKeys: [shared] });
      const keep = (imageKeys: string[]) =>
        keepRevision(
          { store, files, clock },
          { kind: 'event', files: eventFiles, itemId: 'pruned', previous: { ...news, imageKeys }, by: asha },
        );
      await keep([onlyOld, shared]);
      for (let save = 1; save < REVISIONS_KEPT; save++) await keep([]);
      // Still within the last 50: both photos are held.
      expect([await files.get(onlyOld), await files.get(shared)].map(Boolean)).toEqual([true, true]);
      await keep([]);
      expect([await files.get(onlyOld), await files.get(shared)].map(Boolean)).toEqual([false, true]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a revision of another item, or none, answers not found', async () => {
    const { id } = await createItem(deps(), news);
    await expect(getRevision(deps(), 'event', id, 'nosuchrevision')).rejects.toThrow('Revision not found');
    await expect(listRevisions(deps(), 'event', 'nosuchitem')).rejects.toThrow('Item not found');
    await expect(listRevisions(deps(), 'page', id)).rejects.toThrow('Item not found');
  });
});
