import slugify from 'slugify';
import { isItemSlug } from '@school/shared/item-slug';
import { toSchoolLocalInput } from '@school/shared/school-time';
import type { DocumentData, DocumentStore } from '../../ports/document-store.js';
import { TRASH } from '../collections.js';
import { ConflictError } from '../errors.js';
import { trimChars } from '@school/shared/plain-text';

// Slugs of news/event items and galleries: made once from the title, unique per collection, never
// changed. Uniqueness rests on one claim document per slug (collection `<kind>_slugs`, id = the
// slug), taken with store.create(), which refuses an existing id in both homes (SQLite primary key,
// Firestore create): two items created at once with one title cannot both get it, which a "find,
// then write" check could not promise. The item itself carries `slug`, which is what reads query.

/** Where one kind of item keeps its slugs. */
export interface SlugHome {
  /** The items' collection (their `slug` field is what a read by slug queries). */
  items: string;
  /** One claim document per slug taken. */
  claims: string;
}

interface Claim {
  itemId: string;
  claimedAt: string;
}

/** Leaves room for "-999" within the shared SLUG_MAX of 100. */
const BASE_MAX = 80;
/** A claim whose item does not carry the slug is a create in progress for this long, then a crash's leftover. */
const STALE_CLAIM_MS = 60_000;
/** base, base-2 ... base-50; past that (fifty items of one title) a random suffix ends the search. */
const NUMBERED_TRIES = 50;

/**
 * The slug a title asks for: lower-case ASCII words joined by hyphens ("Annual Day 2025/26!" ->
 * "annual-day-2025-26"). slugify transliterates Latin accents, Greek and Cyrillic; scripts it
 * cannot write in ASCII (Gurmukhi, Devanagari) are dropped, and a title left with no Latin letter
 * gets `fallback` (the kind and date), so no slug is a bare number or empty.
 */
export function slugBase(title: string, fallback: string): string {
  // Any run of punctuation becomes a word break first: slugify alone would glue "2025/26" into "202526".
  const words = title.normalize('NFC').replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ');
  const full = slugify(words, { lower: true, strict: true, trim: true });
  const cut = full.length <= BASE_MAX ? full : full.slice(0, BASE_MAX).replace(/-[^-]*$/, '');
  const base = trimChars(cut, '-');
  return /[a-z]/.test(base) && isItemSlug(base) ? base : fallback;
}

/** "news-2026-01-05": the fallback base from a kind and an instant, as a date at the school. */
export function datedBase(kind: string, iso: string): string {
  const date = toSchoolLocalInput(iso).slice(0, 10);
  return date ? `${kind}-${date}` : kind;
}

/**
 * Takes the first free slug of `base`, `base-2`, `base-3` ... for `itemId` and returns it. Taking
 * a slug the item already holds is a no-op, so a retried create or two backfills of the same item
 * agree on one slug.
 */
export async function claimSlug(store: DocumentStore, home: SlugHome, base: string, itemId: string, now: Date): Promise<string> {
  for (let n = 1; n <= NUMBERED_TRIES; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (await holdsOrTakes(store, home, candidate, itemId, now)) return candidate;
  }
  for (;;) {
    const candidate = `${base}-${Math.random().toString(36).slice(2, 8)}`;
    if (await holdsOrTakes(store, home, candidate, itemId, now)) return candidate;
  }
}

/** Frees `slug` if `itemId` holds it (never another item's claim), so a deleted item's address can be reused. */
export async function releaseSlug(store: DocumentStore, home: SlugHome, slug: string | undefined, itemId: string): Promise<void> {
  if (!slug) return;
  const held = await store.get<Claim & DocumentData>(home.claims, slug);
  if (held?.itemId === itemId) await store.delete(home.claims, slug);
}

async function holdsOrTakes(store: DocumentStore, home: SlugHome, slug: string, itemId: string, now: Date): Promise<boolean> {
  const claim: Claim = { itemId, claimedAt: now.toISOString() };
  const take = async () => (await tryCreate(store, home.claims, slug, claim)) && !(await carriedByAnother(store, home, slug, itemId, now));
  if (await take()) return true;
  const held = await store.get<Claim & DocumentData>(home.claims, slug);
  // Released between our attempt and the read: one more try decides it.
  if (!held) return take();
  if (held.itemId === itemId) return true;
  // An item in the trash keeps its claim (its record carries the slug), so a restore gets its address back.
  const owner = (await store.get<{ slug?: string }>(home.items, held.itemId)) ?? (await store.get<{ slug?: string }>(TRASH, held.itemId));
  const fresh = now.getTime() - Date.parse(held.claimedAt) < STALE_CLAIM_MS;
  if (owner?.slug === slug || fresh) return false;
  // The leftover of a create that crashed between claim and write. create() still arbitrates
  // between two saves taking it over at once.
  await store.delete(home.claims, slug);
  return take();
}

/**
 * Whether another item already carries `slug` although its claim was missing (data restored or
 * imported without the claim collection); the claim is then handed back to that item.
 */
async function carriedByAnother(store: DocumentStore, home: SlugHome, slug: string, itemId: string, now: Date): Promise<boolean> {
  const [carrier] = await store.find(home.items, { where: [{ field: 'slug', op: '==', value: slug }], limit: 1 });
  if (!carrier || carrier.id === itemId) return false;
  await store.set(home.claims, slug, { itemId: carrier.id, claimedAt: now.toISOString() });
  return true;
}

async function tryCreate(store: DocumentStore, collection: string, id: string, claim: Claim): Promise<boolean> {
  try {
    await store.create(collection, id, { ...claim });
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/** Puts a trashed item back with its slug (kept claimed while in the trash), else the next free one. */
export async function putBackWithSlug(
  store: DocumentStore,
  home: SlugHome,
  id: string,
  item: DocumentData & { slug?: unknown },
  now: Date,
): Promise<void> {
  const slug = await claimSlug(store, home, String(item.slug), id, now);
  await store.create(home.items, id, { ...item, slug });
}
