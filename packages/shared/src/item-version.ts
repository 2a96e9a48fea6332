import { z } from 'zod';

// Safe concurrent edits. Every gallery, news item or event, content page, notice, contact message
// and the school's settings carry a `version`: 1 when created, one more on every write. An editor
// sends back the version it loaded; a save based on an older one is refused with EDIT_CONFLICT_MESSAGE
// (409) and changes nothing, so two staff saving the same item never silently overwrite each other.
// Browser-safe: zod only.

/** The 409's text, exactly as staff see it. */
export const EDIT_CONFLICT_MESSAGE = 'This item was changed by someone else. Reload to see their changes.';

/** As stored: absent on items saved before versions existed, which count as version 1. */
export const storedVersion = z.number().int().min(1).optional();

/** As the API returns it: always a number (1 for items older than versions). */
export const viewVersion = { version: z.number().int().min(1) };

/**
 * What an update may send: the version the editor loaded. Absent means "no check" (API clients that
 * predate versions keep working). Multipart forms send it as text, so digits are read as a number.
 */
export const versionInput = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value === '' ? undefined : value),
  z
    .number({ error: 'Version must be a whole number' })
    .int('Version must be a whole number')
    .min(1, 'Version must be 1 or more')
    .optional(),
);

/** The version of a stored item (1 when it predates versions). */
export const versionOf = (item: { version?: number | undefined }): number => item.version ?? 1;

/** `{ version }` of a request, for routes that read their fields one by one (news and events). */
export const versionFieldSchema = z.object({ version: versionInput });
