import { z } from 'zod';

// The parameters every paged list reads from its query (GET /events?limit=…, GET /galleries?limit=…),
// with one wording of their errors. Express hands each value over as a string when it is sent once;
// sent twice it is a list, and refused.

/** A whole number written in at most `max` digits. */
export const digitsParam = (label: string, max: number) =>
  z
    .string({ error: `${label} must be a number` })
    .max(max, `${label} must be a number`)
    .regex(/^\d+$/, `${label} must be a number`)
    .transform(Number);

/** `limit`: how many items a page holds, 1 to `max`. */
export const pageLimitParam = (max: number) =>
  digitsParam('limit', 3).pipe(z.number().min(1, 'limit must be 1 or more').max(max, `limit must be at most ${max}`));

/** `after`: where the page starts, as the page before answered it (opaque; the server checks it). */
export const pageAfterParam = (max: number) => z.string({ error: 'Invalid page address' }).max(max, 'Invalid page address').optional();

/** The longest title search: a few words, never a pasted text. */
export const TITLE_SEARCH_MAX = 100;

/** `q`: words of a title to search for (title-words.ts); blank means no search. */
export const titleSearchParam = (max = TITLE_SEARCH_MAX) =>
  z
    .string({ error: 'Search must be text' })
    .trim()
    .max(max, `Search must be at most ${max} characters`)
    .optional()
    .transform((q) => q || undefined);
