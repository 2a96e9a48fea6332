import { z } from 'zod';
import { emailSchema } from './auth-schemas.js';
import { CONTACT_LIMITS } from './contact-schemas.js';

// "A person's data" (/admin/personal-data, superadmin only; issue 37, item 4): a parent asks what the
// school holds about their e-mail address, to correct it, or to erase it (India's DPDP Act). The
// address travels in POST bodies only, never in a URL: access logs keep paths and browsers keep
// history. Imported by name (@school/shared/personal-data-schemas) by the API and the admin screen.

/** POST /api/personal-data/search: whose records. */
export const personalDataQuerySchema = z.object({ email: emailSchema });
export type PersonalDataQuery = z.infer<typeof personalDataQuerySchema>;

export const PERSONAL_DATA_FORMATS = ['json', 'csv'] as const;
export type PersonalDataFormat = (typeof PERSONAL_DATA_FORMATS)[number];

/** POST /api/personal-data/export: the same records as one file. */
export const personalDataExportSchema = personalDataQuerySchema.extend({
  format: z.enum(PERSONAL_DATA_FORMATS, { error: 'Format must be json or csv' }),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

export const NOTHING_TO_CORRECT = 'Give the corrected name or e-mail address';

/** POST /api/personal-data/correct: the corrected name and/or address, on every record that holds `email`. */
export const personalDataCorrectionSchema = personalDataQuerySchema
  .extend({
    name: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`)
      .optional()
      .transform((name) => name || undefined),
    newEmail: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(emailSchema.optional()),
  })
  .refine((input) => input.name !== undefined || input.newEmail !== undefined, NOTHING_TO_CORRECT);
export type PersonalDataCorrection = z.infer<typeof personalDataCorrectionSchema>;

/** One stored record that holds the address: where it is kept, its id there, its date, and what it holds. */
export interface PersonalRecord {
  id: string;
  /** When it was written (an ISO instant), when the holder knows. */
  at: string | null;
  /** What the record holds, as stored, less what only the server reads (search words, code hashes). */
  fields: Record<string, unknown>;
}

/** The records of one holder (messages, messages in the trash, code records, audit entries...). */
export interface PersonalDataHolding {
  /** The holder's name, as the export groups by it: `messages`, `trash:message`, `codes`... */
  holder: string;
  /** How staff read it: "Messages in the trash". */
  label: string;
  records: PersonalRecord[];
}

/** The answer of /search: every holder, in the registry's order, also those holding nothing. */
export interface PersonalDataFound {
  holdings: PersonalDataHolding[];
  total: number;
}

/** The answer of /correct and /erase: how many records each holder changed, and the same in words. */
export interface PersonalDataChanged {
  counts: { holder: string; label: string; count: number }[];
  /** "3 messages, 2 code records", or "nothing". */
  summary: string;
}
