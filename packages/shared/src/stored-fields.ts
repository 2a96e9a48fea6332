import { z } from 'zod';

// Fields every stored thing shares, spread into each schema's `.extend()` so "stored" and "as the
// API returns it" mean the same everywhere. Browser-safe: zod only.

/** When a document was written: an ISO instant in UTC (the school's clock is applied on display). */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

/** The API names a document's id `_id` (the spec's field name); the store calls it `id`. */
export const apiId = { _id: z.string() };
