import { GALLERY_CURSOR_MAX } from '@school/shared/gallery-page-limits';
import type { PageData, ServerAnswer } from '@school/shared/page-render';
import { publicCalls } from '../../lib/public-calls';

// The address of a page of /media: `?after=<cursor>` (optional), and the calls it makes. Read the
// same way by the server (app/route-calls.ts: which calls to make before rendering) and by the page,
// so both spell the same calls. No zod here (@school/shared/gallery-page-limits says why), and
// nothing of the page itself: the links the page writes are in media-links.ts.

/** Which page of galleries an address shows. */
export interface MediaAddress {
  /** Where the page starts: the API's `next` of the page before; the newest page without it. */
  after?: string | undefined;
}

// A cursor is the API's own and opaque here, but it is made to sit in an address: URL-safe
// characters only (RFC 3986's unreserved ones). Anything else was not made by the API, so the page
// is Not Found without asking it.
const CURSOR = /^[\w.~-]+$/;

/**
 * The page `search` names; null when it names none (`after` malformed, too long or given twice):
 * that address is Not Found. Other parameters (a campaign's `utm_source`) are not the page's and are
 * ignored.
 */
export function readMediaAddress(search: URLSearchParams): MediaAddress | null {
  const values = search.getAll('after');
  if (values.length > 1) return null;
  const after = values[0];
  if (after !== undefined && !(after.length <= GALLERY_CURSOR_MAX && CURSOR.test(after))) return null;
  return { after };
}

/** The API call of the page `address` names; null when the address names no page (Not Found). */
export const mediaPageCall = (address: MediaAddress | null): string | null => (address ? publicCalls.galleryPage(address.after) : null);

/**
 * The call for the photos of the first gallery of a page (`answer`, as the server read it), which
 * the page shows selected; none while the page is not answered, or when that gallery has no photos
 * yet (the page then says they are coming soon, without a call). Loosely read, since every page's
 * first script carries it: a first gallery without a slug or a count is no call.
 */
export function firstGalleryCall(answer: ServerAnswer | undefined): string | null {
  const body = answer?.status === 200 ? (answer.body as { data?: unknown } | null) : null;
  const first = (Array.isArray(body?.data) ? body.data[0] : null) as { slug?: unknown; imageCount?: unknown } | null;
  return typeof first?.slug === 'string' && Number(first.imageCount) > 0 ? publicCalls.gallery(first.slug) : null;
}

/** The call the server makes before it renders /media at `search`; none for an address that is Not Found. */
export function mediaPageCalls(search: URLSearchParams): string[] {
  const call = mediaPageCall(readMediaAddress(search));
  return call ? [call] : [];
}

/**
 * The server's second round for /media (web/src/entry-server.tsx), once the page of summaries is
 * answered (`answered`): the photos of its first gallery, so the page arrives with the grid the
 * visitor sees first. Only the server calls this, so the browser's first script leaves it out.
 */
export function mediaFollowUpCalls(calls: readonly string[], answered: PageData): string[] {
  const photos = calls.map((call) => firstGalleryCall(answered[call])).find((call) => call !== null);
  return photos ? [photos] : [];
}
