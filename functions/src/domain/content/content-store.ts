import type { DocumentStore } from '../../ports/document-store.js';
import type { ContentDoc, ContentImage } from '@school/shared/content-schemas';
import { toImage } from '@school/shared/image-schemas';
import { ConflictError } from '../errors.js';
import { CONTENT, CONTENT_SLUGS, TRASH } from '../collections.js';

// Slugs are claimed with store.create(), which refuses an existing id in both homes (SQLite primary
// key, Firestore create), so two staff saving the same slug at once cannot both win, which a
// "find, then write" check could not promise.

// The stored shape comes from the one content schema; re-exported for the use cases beside this file.
export type { ContentDoc } from '@school/shared/content-schemas';
type SlugClaim = { pageId: string; claimedAt: string };

// A claim whose page does not use the slug is normally a save in progress (claim, then write the
// page). Only after this long is it taken for the leftover of a save that crashed halfway.
const STALE_CLAIM_MS = 60_000;

export const slugTakenMessage = (slug: string) => `Another page already uses the slug "${slug}". Please choose a different slug.`;
const slugInTrashMessage = (slug: string) =>
  `A deleted page in the trash still uses the slug "${slug}". Choose a different slug, or delete that page for good in the trash first.`;

/** Reserves `slug` for `pageId`; ConflictError when another page holds it. */
export async function claimSlug(store: DocumentStore, slug: string, pageId: string, now: Date): Promise<void> {
  const claim: SlugClaim = { pageId, claimedAt: now.toISOString() };
  if (await tryCreate(store, slug, claim)) return;
  const held = await store.get<SlugClaim>(CONTENT_SLUGS, slug);
  if (!held) {
    // Released between our attempt and the read: one more try decides it.
    if (await tryCreate(store, slug, claim)) return;
    throw new ConflictError(slugTakenMessage(slug));
  }
  if (held.pageId === pageId) return;
  const owner = await store.get<ContentDoc>(CONTENT, held.pageId);
  // A page in the trash keeps its claim (its record carries the slug), so a restore gets its address back.
  const trashed = owner ? null : await store.get<{ slug?: string }>(TRASH, held.pageId);
  if (trashed?.slug === slug) throw new ConflictError(slugInTrashMessage(slug));
  const fresh = now.getTime() - Date.parse(held.claimedAt) < STALE_CLAIM_MS;
  if ((owner && owner.slug === slug) || fresh) throw new ConflictError(slugTakenMessage(slug));
  // A crashed save's leftover. create() still arbitrates between two staff taking it over at once.
  await store.delete(CONTENT_SLUGS, slug);
  if (!(await tryCreate(store, slug, claim))) throw new ConflictError(slugTakenMessage(slug));
}

/** Frees `slug` if `pageId` holds it (never another page's claim). */
export async function releaseSlug(store: DocumentStore, slug: string, pageId: string): Promise<void> {
  const held = await store.get<SlugClaim>(CONTENT_SLUGS, slug);
  if (held?.pageId === pageId) await store.delete(CONTENT_SLUGS, slug);
}

async function tryCreate(store: DocumentStore, slug: string, claim: SlugClaim): Promise<boolean> {
  try {
    await store.create(CONTENT_SLUGS, slug, claim);
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/** The public part of an uploaded image (the storage keys stay in `featuredImageKeys`). */
export const toContentImage: (image: ContentImage) => ContentImage = toImage;
