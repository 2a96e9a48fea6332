import { contentInputSchema } from '@school/shared/content-schemas';
import type { EventDoc } from '@school/shared/event-schemas';
import { versionOf } from '@school/shared/item-version';
import { REVISION_FIELDS, type RevisionAuthor, type RevisionKind } from '@school/shared/revision-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { updatePage } from '../content/content-use-cases.js';
import { getAdminSettings, saveSettings } from '../settings/school-settings.js';
import { getTextsForStaff, pageOf, readDraft, saveDraft } from '../page-texts/page-texts.js';
import { publishDraft, useDraftImages } from '../page-texts/page-text-publishing.js';
import { editableFields, editItem, getItem, presentItem, type ImageChange } from '../events/event-items.js';
import type { ContentDoc } from '../content/content-store.js';
import { CONTENT } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { parse } from '../parse.js';
import { getRevision } from './revision-records.js';
import { restoredImage, restoredPageImages } from './restore-images.js';

// Restoring a revision is an ordinary save of its fields through the item's own update use case:
// the same validation, the version check against what is stored now (409 if someone saved since it
// was read here), and the version it replaces is kept as a new revision. The version's photo comes
// back with it (restore-images.ts); the settings' facts have none (their images are uploaded apart).

export interface RestoreDeps {
  store: DocumentStore;
  files: FileStore;
  clock: Clock;
  log?: Pick<Console, 'error'> | undefined;
  /** For the settings: the office's address before staff set one. */
  installerOfficeEmail: string;
}

/** Saves the revision's fields as the item's current version; answers the item as its route would. */
export async function restoreRevision(
  deps: RestoreDeps,
  target: { kind: RevisionKind; itemId: string; revisionId: string },
  by: RevisionAuthor,
): Promise<object> {
  const { kind, itemId, revisionId } = target;
  const revision = await getRevision(deps.store, kind, itemId, revisionId);
  if (kind === 'event') {
    const current = await getItem(deps.store, itemId, deps.clock);
    const raw = editableFields(revision.item as unknown as EventDoc);
    const image = await restoredImage(deps.files, revision.item.image, revision.item.imageKeys, current.imageKeys ?? []);
    const change: ImageChange = image === undefined ? { kind: 'keep' } : image ? { kind: 'use', image } : { kind: 'remove' };
    const saved = await editItem(deps, itemId, async () => ({ raw, change, version: versionOf(current), by }));
    return presentItem(saved);
  }
  if (kind === 'page-texts' || kind === 'page-texts-draft') {
    // The texts and photos come back as the draft (the draft they replace is kept as a revision);
    // published texts are then published again.
    await saveDraft(deps, itemId, { ...(revision.item.texts as object), translations: revision.item.translations }, undefined, by);
    const draft = await readDraft(deps, pageOf(itemId));
    await useDraftImages(deps, itemId, await restoredPageImages(deps.files, revision.item.images, draft?.images ?? {}));
    return kind === 'page-texts' ? publishDraft(deps, itemId, undefined, by) : getTextsForStaff(deps, itemId);
  }
  if (kind === 'settings') {
    // The school's facts come back; the office address and the form link stay as they are now.
    const { officeEmail, admissionFormLink } = await getAdminSettings(deps);
    const facts = Object.fromEntries(Object.keys(REVISION_FIELDS.settings).map((key) => [key, revision.item[key]]));
    return saveSettings(deps, { ...facts, officeEmail, admissionFormLink }, by);
  }
  const current = await deps.store.get<ContentDoc>(CONTENT, itemId);
  if (!current) throw new NotFoundError('Content not found');
  const { title, slug, content, type, status, publishAt, translations } = revision.item;
  const input = parse(contentInputSchema, { title, slug, content, type, status, publishAt, translations, version: versionOf(current) });
  const image = await restoredImage(
    deps.files,
    revision.item.featuredImage,
    revision.item.featuredImageKeys,
    current.featuredImageKeys ?? [],
  );
  return updatePage(deps, itemId, input, by, image);
}
