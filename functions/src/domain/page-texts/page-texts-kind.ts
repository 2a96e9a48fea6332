import type { FieldChange } from '@school/shared/revision-schemas';
import { recordedByCaller } from '../audit/audit-log.js';
import { PAGE_TEXT_DRAFTS, PAGE_TEXTS } from '../collections.js';
import { type ItemKind, type RevisionSupport } from '../item-kinds/item-kind.js';
import { labelOf, shownText } from '../revisions/field-changes.js';
import { restoredPageImages } from '../revisions/restore-images.js';
import { publishDraft, useDraftImages } from './page-text-publishing.js';
import { pageTextFiles } from './page-text-files.js';
import { getTextsForStaff, pageOf, readDraft, saveDraft } from './page-texts.js';
import { pageTextsSearch } from './page-texts-site-search.js';

// The fixed pages' texts, published and draft: two collections, one page name as the item id. The
// log names neither by a title (the page's name is its id).

/** Each page's own fields, inside `texts`; rich texts as plain text. */
function textChanges(before: Record<string, unknown>, after: Record<string, unknown> | null): FieldChange[] {
  const changes: FieldChange[] = [];
  const old = textsOf(before);
  const now = after ? textsOf(after) : {};
  for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
    const [a, b] = [shownText('content', old[field]), shownText('content', now[field])];
    if (a !== b) changes.push({ field, label: labelOf(field), before: a, after: b });
  }
  const [a, b] = [shownText('translations', before.translations), shownText('translations', after?.translations)];
  if (a !== b) changes.push({ field: 'translations', label: 'Punjabi and Hindi', before: a, after: b });
  return changes;
}

const textsOf = (doc: Record<string, unknown>): Record<string, unknown> =>
  typeof doc.texts === 'object' && doc.texts !== null ? (doc.texts as Record<string, unknown>) : {};

/**
 * The texts and photos come back as the draft (the draft they replace is kept as a revision);
 * published texts are then published again.
 */
const restoring = (publish: boolean): RevisionSupport['restore'] =>
  async function restore(deps, itemId, revision, by) {
    await saveDraft(
      deps,
      itemId,
      { ...(revision.item.texts as object), translations: revision.item.translations },
      undefined,
      recordedByCaller(by),
    );
    const draft = await readDraft(deps, pageOf(itemId));
    await useDraftImages(deps, itemId, await restoredPageImages(deps.files, revision.item.images, draft?.images ?? {}));
    return publish ? publishDraft(deps, itemId, undefined, recordedByCaller(by)) : getTextsForStaff(deps, itemId);
  };

export const pageTextsKind: ItemKind = {
  name: 'page-texts',
  collection: PAGE_TEXTS,
  trashNames: [],
  search: pageTextsSearch,
  audit: 'page-texts',
  files: pageTextFiles,
  revisions: { current: (store, itemId) => store.get(PAGE_TEXTS, itemId), changes: textChanges, restore: restoring(true) },
};

export const pageTextDraftsKind: ItemKind = {
  name: 'page-texts-draft',
  collection: PAGE_TEXT_DRAFTS,
  trashNames: [],
  audit: 'page-texts',
  files: pageTextFiles,
  revisions: {
    // A draft that was published since lives on as the published texts.
    current: async (store, itemId) => (await store.get(PAGE_TEXT_DRAFTS, itemId)) ?? store.get(PAGE_TEXTS, itemId),
    changes: textChanges,
    restore: restoring(false),
  },
};
