import { z } from 'zod';
import { toUtcIso } from './school-time.js';

// Fields every stored thing shares, spread into each schema's `.extend()` so "stored" and "as the
// API returns it" mean the same everywhere. Browser-safe: zod only.

/** When a document was written: an ISO instant in UTC (the school's clock is applied on display). */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** The API names a document's id `_id` (the spec's field name); the store calls it `id`. */
export const apiId = { _id: z.string() };

/**
 * "Publish at" as staff send it: a date-time in India time ("2026-11-25T07:00", what a
 * datetime-local input gives) or an ISO instant with a zone; stored as a UTC ISO instant. Blank or
 * absent: null, public at once (see publish-time.ts).
 */
export const publishAtInput = z
  .string({ error: 'Publish at must be a date and time' })
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (value == null || value.trim() === '') return null;
    const iso = toUtcIso(value);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: 'Publish at is not a valid date and time. Use a date like 2026-11-25T07:00.' });
    return z.NEVER;
  });

/** As stored: absent on items saved before scheduling existed (public, as they always were). */
export const storedPublishAt = z.string().nullable().optional();
