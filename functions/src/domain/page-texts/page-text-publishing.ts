import { PAGE_IMAGE_SLOTS, type PageImageSlot, type PageTextPage, type StoredPageTexts } from '@school/shared/page-text-schemas';
import type { FileStore } from '../../ports/file-store.js';
import { PAGE_TEXTS, PAGE_TEXT_DRAFTS } from '../collections.js';
import { NotFoundError } from '../errors.js';
import { keysHeldForRestore } from '../images/file-users.js';
import { deleteImageFiles, storeImage } from '../images/image-pipeline.js';
import {
  checkVersion,
  getTextsForStaff,
  pageOf,
  readDraft,
  readPublished,
  recordPageTexts,
  type PageTextDeps,
  type TextsForStaff,
} from './page-texts.js';
import type { Actor } from '../audit/audit-log.js';
import { keepRevision } from '../revisions/revision-records.js';
import { pageTextFiles } from './page-text-files.js';

// Publishing a draft, dropping it, and the pages' images. An image uploaded or removed belongs to
// the draft like its texts, so visitors see a new hero image only when the draft is published.
// Image files are deleted once neither the published texts nor the draft use them.

type ImageDeps = PageTextDeps & { files: FileStore };

const keysOf = (stored: StoredPageTexts | null): string[] => Object.values(stored?.images ?? {}).flatMap((image) => image?.keys ?? []);

/** Deletes the files of `gone` that `kept` does not use and no revision may bring back. */
async function dropUnused(deps: ImageDeps, gone: StoredPageTexts | null, ...kept: (StoredPageTexts | null)[]): Promise<void> {
  const keys = keysOf(gone);
  const used = new Set([...kept.flatMap(keysOf), ...(await keysHeldForRestore(deps.store, keys))]);
  await deleteImageFiles(
    deps.files,
    keys.filter((key) => !used.has(key)),
  );
}

/**
 * The draft becomes what visitors read. Without a draft there is nothing to do. `basedOn`: the draft's
 * `updatedAt` staff previewed, so a draft someone else saved since is never published unseen.
 */
export async function publishDraft(deps: ImageDeps, pageName: unknown, basedOn?: string, by?: Actor): Promise<TextsForStaff> {
  const page = pageOf(pageName);
  const draft = await readDraft(deps, page);
  checkVersion(draft, basedOn);
  if (draft) {
    const previous = await readPublished(deps, page);
    const { texts, translations, images } = draft;
    const publication = (previous.publication ?? 1) + 1;
    await deps.store.set(PAGE_TEXTS, page, { texts, translations, images, updatedAt: deps.clock.now().toISOString(), publication });
    await deps.store.delete(PAGE_TEXT_DRAFTS, page);
    // The texts visitors read until now, kept first: the revision holds their photos, which a restore brings back.
    await keepRevision(deps, { kind: 'page-texts', files: pageTextFiles, itemId: page, previous, by });
    await dropUnused(deps, previous, draft);
  }
  await recordPageTexts(deps, by, 'publish', page);
  return getTextsForStaff(deps, page);
}

/** Drops the draft; visitors go on reading the published texts. */
export async function discardDraft(deps: ImageDeps, pageName: unknown, basedOn?: string, by?: Actor): Promise<TextsForStaff> {
  const page = pageOf(pageName);
  const draft = await readDraft(deps, page);
  checkVersion(draft, basedOn);
  if (draft) {
    await deps.store.delete(PAGE_TEXT_DRAFTS, page);
    await dropUnused(deps, draft, await readPublished(deps, page));
  }
  await recordPageTexts(deps, by, 'discard-draft', page);
  return getTextsForStaff(deps, page);
}

function slotOf(page: PageTextPage, value: unknown): PageImageSlot {
  const slots: readonly string[] = PAGE_IMAGE_SLOTS[page];
  if (typeof value !== 'string' || !slots.includes(value)) throw new NotFoundError('This page has no such image');
  return value as PageImageSlot;
}

/** Stores `bytes` as the draft's image of `slot` (the draft starts from the published texts if there is none). */
export async function setPageImage(
  deps: ImageDeps,
  pageName: unknown,
  slotName: unknown,
  bytes: Buffer,
  by?: Actor,
): Promise<TextsForStaff> {
  const page = pageOf(pageName);
  const slot = slotOf(page, slotName);
  const image = await storeImage(deps.files, `page-texts/${page}`, bytes);
  const view = await replaceImage(deps, page, slot, image);
  await recordPageTexts(deps, by, 'edit', page);
  return view;
}

/** Removes the draft's image of `slot`; once published, the page shows none. */
export async function removePageImage(deps: ImageDeps, pageName: unknown, slotName: unknown, by?: Actor): Promise<TextsForStaff> {
  const page = pageOf(pageName);
  const view = await replaceImage(deps, page, slotOf(page, slotName), null);
  await recordPageTexts(deps, by, 'delete', page);
  return view;
}

async function replaceImage(
  deps: ImageDeps,
  page: PageTextPage,
  slot: PageImageSlot,
  image: StoredPageTexts['images'][PageImageSlot],
): Promise<TextsForStaff> {
  const published = await readPublished(deps, page);
  const draft = (await readDraft(deps, page)) ?? published;
  if (!image && !draft.images[slot]) return getTextsForStaff(deps, page);
  const next: StoredPageTexts = { ...draft, images: { ...draft.images, [slot]: image }, updatedAt: deps.clock.now().toISOString() };
  await deps.store.set(PAGE_TEXT_DRAFTS, page, next);
  await dropUnused(deps, draft, next, published);
  return getTextsForStaff(deps, page);
}

/**
 * Puts `images` (a restored revision's, their files checked) into the draft, which starts from the
 * published texts if there is none; photos no longer used anywhere go.
 */
export async function useDraftImages(deps: ImageDeps, pageName: unknown, images: StoredPageTexts['images']): Promise<void> {
  const page = pageOf(pageName);
  const published = await readPublished(deps, page);
  const draft = (await readDraft(deps, page)) ?? published;
  const slots: readonly string[] = PAGE_IMAGE_SLOTS[page];
  const kept = Object.fromEntries(Object.entries(images).filter(([slot]) => slots.includes(slot)));
  const next: StoredPageTexts = { ...draft, images: { ...draft.images, ...kept }, updatedAt: deps.clock.now().toISOString() };
  await deps.store.set(PAGE_TEXT_DRAFTS, page, next);
  await dropUnused(deps, draft, next, published);
}
