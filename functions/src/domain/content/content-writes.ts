import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { contentInputSchema, hasVisibleContent, type ContentInput } from '@school/shared/content-schemas';
import { compactTranslations, TRANSLATED_LOCALES } from '@school/shared/i18n/translations';
import { NotFoundError, ValidationError } from '../errors.js';
import { newId } from '../ids.js';
import { parse } from '../parse.js';
import { nextVersion } from '../versions.js';
import type { StoredImage } from '@school/shared/image-schemas';
import { storeImage } from '../images/image-pipeline.js';
import { CONTENT } from '../collections.js';
import { releaseFiles } from '../images/file-users.js';
import { moveToTrash } from '../trash/trash-records.js';
import { keepRevision } from '../revisions/revision-records.js';
import { recordBy, titleText, type Actor } from '../audit/audit-log.js';
import { NOT_FOUND, visibleDoc, type ContentDeps } from './content-reads.js';
import { withTitleWords } from './content-pages.js';
import { claimSlug, releaseSlug, toContentImage, type ContentDoc } from './content-store.js';
import { pageFiles } from './page-files.js';
import { sanitizeBody } from './sanitize-body.js';

// Writing content pages, one function per action (staff only; the reads are in content-reads.ts).
// A create or save takes the page as the request sent it and checks it with the shared schema
// first, so a refused page is a 400 before anything is looked up.

/** `input`: the whole page as sent. `by`: the member creating it, recorded in the audit log. */
export async function createPage(deps: ContentDeps, input: unknown, by?: Actor): Promise<StoredDocument<ContentDoc>> {
  const fields = parse(contentInputSchema, input);
  const { store, clock } = deps;
  const now = clock.now();
  const id = newId();
  const doc: ContentDoc = withTitleWords({
    ...cleanInput(fields),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    featuredImage: null,
    featuredImageKeys: [],
    version: 1,
  });
  await claimSlug(store, doc.slug, id, now);
  try {
    await store.set(CONTENT, id, doc);
  } catch (error) {
    await releaseSlug(store, doc.slug, id);
    throw error;
  }
  await recorded(deps, by, 'create', id, doc.title);
  return { ...doc, id };
}

/**
 * `input`: the whole page as sent, with the version the editor loaded. `by`: who saves, named in the
 * revision that keeps the version this save replaces and in the audit log. `image`: a stored
 * featured image to show instead (a revision's, when one is restored; null for none).
 */
export async function updatePage(
  deps: ContentDeps,
  id: string,
  input: unknown,
  by?: Actor,
  image?: StoredImage | null,
): Promise<StoredDocument<ContentDoc>> {
  // Checked before the page is looked up: a refused input is a 400 even for a missing page.
  const fields = parse(contentInputSchema, input);
  const { store, clock } = deps;
  const current = await visibleDoc(store, id, true);
  const now = clock.now();
  const shown = image === undefined ? {} : { featuredImage: image && toContentImage(image), featuredImageKeys: image?.keys ?? [] };
  const changes = { ...cleanInput(fields), ...shown, updatedAt: now.toISOString() };
  const slugChanged = changes.slug !== current.slug;
  // The new slug is claimed before the page uses it and the old one released after, so at no
  // moment can another page take either.
  if (slugChanged) await claimSlug(store, changes.slug, id, now);
  let saved: { page: StoredDocument<ContentDoc>; before: ContentDoc };
  try {
    // Checked against the version the editor loaded, in the same atomic step as the write (409).
    saved = await writePage(store, id, changes, fields.version);
  } catch (error) {
    if (slugChanged) await releaseSlug(store, changes.slug, id);
    throw error;
  }
  if (saved.before.slug !== changes.slug) await releaseSlug(store, saved.before.slug, id);
  await keepRevision(deps, { kind: 'page', files: pageFiles, itemId: id, previous: saved.before, by });
  // After the revision holds the photo replaced, so only files nothing can bring back go.
  if (image !== undefined) await deleteUnusedImageFiles(deps, replacedKeys(saved.before, image?.keys ?? []));
  await recorded(deps, by, 'edit', id, saved.page.title);
  return saved.page;
}

/** Moves the page to the trash (domain/trash): its image files and its slug stay until it is deleted for good there. */
export async function deletePage(deps: ContentDeps, id: string, by: Actor): Promise<void> {
  const { store, clock } = deps;
  const { id: _id, ...page } = await visibleDoc(store, id, true);
  const entry = { kind: 'page' as const, id, title: page.title, item: page, slug: page.slug, fileKeys: page.featuredImageKeys ?? [] };
  await moveToTrash(store, clock, entry, by);
  if (!(await store.delete(CONTENT, id))) throw new NotFoundError(NOT_FOUND);
  await recorded(deps, by, 'delete', id, page.title);
}

/** Stores the photo through the shared pipeline and makes it the page's featured image. */
export async function setFeaturedImage(deps: ContentDeps, id: string, bytes: Buffer, by?: Actor): Promise<StoredDocument<ContentDoc>> {
  const { store, files, clock } = deps;
  // A missing page answers 404 before the photo is processed.
  await visibleDoc(store, id, true);
  const image = await storeImage(files, 'content', bytes);
  const changes = { featuredImage: toContentImage(image), featuredImageKeys: image.keys, updatedAt: clock.now().toISOString() };
  let saved: { page: StoredDocument<ContentDoc>; before: ContentDoc };
  try {
    saved = await writePage(store, id, changes);
  } catch (error) {
    // Deleted while the photo was being encoded (or the store failed): the new files are nobody's.
    await deleteUnusedImageFiles(deps, image.keys);
    throw error;
  }
  // A new photo is a save like any other: the version before is kept (a restore brings its photo back).
  await keepRevision(deps, { kind: 'page', files: pageFiles, itemId: id, previous: saved.before, by });
  // Old files go only once the page points at the new ones, so visitors never get a broken image.
  await deleteUnusedImageFiles(deps, replacedKeys(saved.before, image.keys));
  await recorded(deps, by, 'edit', id, saved.page.title);
  return saved.page;
}

const recorded = (deps: ContentDeps, by: Actor | undefined, action: 'create' | 'edit' | 'delete', id: string, title: string) =>
  recordBy(deps, by, { action, itemKind: 'page', itemId: id, itemTitle: titleText(title) });

/**
 * Every write of a stored page: one atomic read-modify-write that counts its version, refused
 * (409, nothing changed) when `loaded`, the version the editor loaded, is older than the stored one.
 */
async function writePage(
  store: DocumentStore,
  id: string,
  changes: Partial<ContentDoc>,
  loaded?: number,
): Promise<{ page: StoredDocument<ContentDoc>; before: ContentDoc }> {
  // The page as it was when written (the last run of `change`, which Firestore may retry).
  const seen: { before?: ContentDoc } = {};
  const page = await store.mutate<ContentDoc>(CONTENT, id, (stored) => {
    if (!stored) throw new NotFoundError(NOT_FOUND);
    seen.before = stored;
    // A changed title is found by its new words at once.
    return withTitleWords({ ...stored, ...changes, version: nextVersion(stored, loaded) });
  });
  if (!page || !seen.before) throw new NotFoundError(NOT_FOUND);
  return { page, before: seen.before };
}

function cleanInput(
  input: ContentInput,
): Pick<ContentDoc, 'title' | 'slug' | 'content' | 'type' | 'status' | 'publishAt' | 'translations'> {
  const content = sanitizeBody(input.content);
  // A body of nothing but script (or other refused markup) is empty once cleaned.
  if (!hasVisibleContent(content)) throw new ValidationError('Content is required');
  const { title, slug, type, status, publishAt } = input;
  return { title, slug, content, type, status, publishAt, translations: cleanTranslations(input.translations) };
}

/** Translated bodies pass the same sanitiser; one empty once cleaned is no translation. */
function cleanTranslations(translations: ContentInput['translations']): ContentDoc['translations'] {
  if (!translations) return undefined;
  const cleaned: NonNullable<ContentDoc['translations']> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = translations[locale];
    if (!fields) continue;
    const content = fields.content === undefined ? undefined : sanitizeBody(fields.content);
    cleaned[locale] = { ...fields, content: content && hasVisibleContent(content) ? content : undefined };
  }
  return compactTranslations(cleaned);
}

/**
 * Image names are content hashes, so two pages given the same photo share its files: delete only
 * the keys no page shows and neither the trash nor a revision may bring back.
 */
const replacedKeys = (before: ContentDoc, kept: string[]) => (before.featuredImageKeys ?? []).filter((key) => !kept.includes(key));

function deleteUnusedImageFiles({ store, files }: ContentDeps, keys: string[]): Promise<void> {
  return releaseFiles(store, files, pageFiles, keys);
}
