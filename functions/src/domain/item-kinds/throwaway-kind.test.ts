import type { AuditEntry } from '@school/shared/audit-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentData, DocumentStore } from '../../ports/document-store.js';
import { memoryFiles } from '../../testing/memory-files.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { recordAs } from '../audit/audit-log.js';
import { AUDIT_LOG } from '../collections.js';
import { shownInField } from '../images/file-users.js';
import { ITEM_KINDS } from '../registry/item-kinds.js';
import { fieldChanges } from '../revisions/field-changes.js';
import { keepRevision, listRevisions } from '../revisions/revision-records.js';
import { restoreRevision } from '../revisions/restore-revision.js';
import { moveToTrash } from '../trash/trash-records.js';
import { deleteForGood, listTrash, restoreFromTrash } from '../trash/trash-use-cases.js';
import { itemKinds, keyList, textField, type FileHolder, type ItemDeps, type ItemKind } from './item-kind.js';

// A kind of stored thing the site does not have ("alumni stories"), written here as a new resource
// would be: its use cases and its ItemKind, listed beside the real ones. Without a line changed in
// the trash, revisions, file holders or audit modules it is trashed, put back, forgotten for good
// with its photo, versioned and restored, and every step is in the audit log under its own name.

const STORIES = 'test_alumni_stories';
const by = { id: 'staff-1', name: 'Asha Kaur', email: 'Asha@School.example' };

// ---- the resource: its files, its use cases, its ItemKind ----
const storyFiles: FileHolder = { filesOf: (story) => keyList(story.photoKeys), shownKeys: shownInField(STORIES, 'photoKeys') };
const FIELDS = { title: 'Title', body: 'Story' };

async function createStory(deps: ItemDeps, id: string, story: { title: string; body: string; photoKeys: string[] }) {
  await deps.store.set(STORIES, id, { ...story, version: 1 });
  await recordAs(deps, by, { action: 'create', itemKind: storyKind.audit, itemId: id, itemTitle: story.title });
}

async function editStory(deps: ItemDeps, id: string, change: DocumentData) {
  const before = await deps.store.get(STORIES, id);
  if (!before) throw new Error('Story not found');
  const { id: _id, ...stored } = before;
  await deps.store.set(STORIES, id, { ...stored, ...change, version: Number(before.version) + 1 });
  await keepRevision(deps, { kind: storyKind.name, files: storyFiles, itemId: id, previous: before, by });
  await recordAs(deps, by, {
    action: 'edit',
    itemKind: storyKind.audit,
    itemId: id,
    itemTitle: textField('title')({ ...before, ...change }),
  });
}

async function deleteStory(deps: ItemDeps, id: string) {
  const found = await deps.store.get(STORIES, id);
  if (!found) throw new Error('Story not found');
  const { id: _id, ...story } = found;
  const entry = { kind: 'story', id, title: textField('title')(story) ?? '', item: story, fileKeys: storyFiles.filesOf(story) };
  await moveToTrash(deps.store, deps.clock, entry, by);
  await deps.store.delete(STORIES, id);
  await recordAs(deps, by, { action: 'delete', itemKind: storyKind.audit, itemId: id, itemTitle: entry.title });
}

const storyKind: ItemKind = {
  name: 'story',
  collection: STORIES,
  trashNames: ['story'],
  // The log's kinds are the shared schema's closed list: a real resource adds its name there.
  audit: 'page',
  titleOf: textField('title'),
  files: storyFiles,
  trash: { putBack: async ({ store }, id, record) => void (await store.create(STORIES, id, record.item)) },
  revisions: {
    current: (store, id) => store.get(STORIES, id),
    changes: (before, after) => fieldChanges(FIELDS, before, after),
    async restore(deps, id, revision) {
      const { title, body, photoKeys } = revision.item;
      await editStory(deps, id, { title, body, photoKeys });
      return (await deps.store.get(STORIES, id)) ?? {};
    },
  },
};

// ---- the test ----
describe.each(EACH_HOME_STORE)('a kind registered only in a test (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let tick = Date.parse('2026-11-27T04:00:00Z');
  const clock = { now: () => new Date((tick += 1000)) };
  const files = memoryFiles();
  const kinds = itemKinds([...ITEM_KINDS.all, storyKind]);
  const deps = () => ({ store, files, clock, kinds, installerOfficeEmail: 'office@school.example' });
  const logged = async (itemId: string) =>
    (await store.find<AuditEntry>(AUDIT_LOG, { where: [{ field: 'itemId', op: '==', value: itemId }] }))
      .sort((a, b) => a.key.localeCompare(b.key))
      .map((e) => [e.action, e.itemKind, e.itemTitle, e.detail, e.memberId, e.email]);

  beforeAll(async () => ({ store, dispose } = await open()));
  afterAll(async () => dispose());

  it('gets revisions, the trash, its photo kept and then released, and the audit log', async () => {
    const [oldPhoto, newPhoto] = ['stories/old-400.webp', 'stories/new-400.webp'];
    for (const key of [oldPhoto, newPhoto]) await files.put(key, Buffer.from(key), 'image/webp');
    await createStory(deps(), 'class-of-2010', { title: 'Class of 2010', body: 'First words.', photoKeys: [oldPhoto] });
    await editStory(deps(), 'class-of-2010', { title: 'The class of 2010', body: 'Better words.', photoKeys: [newPhoto] });

    // Revisions: listed with what changed, and restored through the kind's own edit.
    const [revision] = await listRevisions(deps(), 'story', 'class-of-2010');
    expect(revision?.changed).toEqual(['Title', 'Story']);
    await restoreRevision(deps(), { kind: 'story', itemId: 'class-of-2010', revisionId: revision?.id ?? '' }, by);
    expect(await store.get(STORIES, 'class-of-2010')).toMatchObject({ title: 'Class of 2010', photoKeys: [oldPhoto], version: 3 });
    expect(await listRevisions(deps(), 'story', 'class-of-2010')).toHaveLength(2);

    // The trash: listed, put back whole, then deleted for good with its revisions and the photos only they held.
    await deleteStory(deps(), 'class-of-2010');
    expect((await listTrash(deps())).map((item) => [item.id, item.kind, item.title])).toEqual([
      ['class-of-2010', 'story', 'Class of 2010'],
    ]);
    await restoreFromTrash(deps(), 'class-of-2010', by);
    expect(await store.get(STORIES, 'class-of-2010')).toMatchObject({ title: 'Class of 2010', version: 3 });
    await deleteStory(deps(), 'class-of-2010');
    expect(files.keys()).toEqual([newPhoto, oldPhoto]);
    await deleteForGood(deps(), 'class-of-2010', by);
    expect(files.keys()).toEqual([]);
    expect(await listTrash(deps())).toEqual([]);
    await expect(listRevisions(deps(), 'story', 'class-of-2010')).rejects.toThrow('Item not found');

    const staff = ['staff-1', 'asha@school.example'];
    expect(await logged('class-of-2010')).toEqual([
      ['create', 'page', 'Class of 2010', null, ...staff],
      ['edit', 'page', 'The class of 2010', null, ...staff],
      ['edit', 'page', 'Class of 2010', null, ...staff],
      ['restore', 'page', 'Class of 2010', 'An earlier version', ...staff],
      ['delete', 'page', 'Class of 2010', null, ...staff],
      ['restore', 'page', 'Class of 2010', null, ...staff],
      ['delete', 'page', 'Class of 2010', null, ...staff],
      ['delete-forever', 'page', 'Class of 2010', null, ...staff],
    ]);
  });

  it('refuses a registry that names a kind twice', () => {
    expect(() => itemKinds([...ITEM_KINDS.all, { ...storyKind, trashNames: ['news'] }])).toThrow('Two item kinds keep "news" in the trash');
  });
});
