import { stringify } from 'csv-stringify/sync';
import type { PersonalDataFormat, PersonalDataFound } from '@school/shared/personal-data-schemas';

// The export of "A person's data" as the file handed to the person: one JSON (every record, grouped
// by holder, fields as stored) or one CSV (a row per record: holder, id, date, fields), whatever
// fields a record came to carry (a message's consent) without knowing them. Neither file's name
// carries the address: downloads folders, mail attachments and sync services keep names.
// The CSV's cells are escaped against formulas and open in Excel as UTF-8, as the audit CSV's.

export interface PersonalDataFile {
  fileName: string;
  /** The Content-Type. */
  type: string;
  body: string;
}

const HEADER = ['Holder', 'Record id', 'Date', 'Fields'];

export function personalDataFile(found: PersonalDataFound, format: PersonalDataFormat, now: Date): PersonalDataFile {
  const fileName = `personal-data-${now.toISOString().slice(0, 10)}.${format}`;
  if (format === 'json') {
    const records = Object.fromEntries(found.holdings.map((h) => [h.holder, h.records]));
    return {
      fileName,
      type: 'application/json; charset=utf-8',
      body: `${JSON.stringify({ exportedAt: now.toISOString(), records }, null, 2)}\n`,
    };
  }
  const rows = found.holdings.flatMap((h) => h.records.map((r) => [h.label, r.id, r.at ?? '', fieldsText(r.fields)]));
  return {
    fileName,
    type: 'text/csv; charset=utf-8',
    body: stringify([HEADER, ...rows], { bom: true, escape_formulas: true, record_delimiter: 'windows' }),
  };
}

/** "name: Asha Kaur" lines, a value that is not text as JSON: readable in a spreadsheet cell, and complete. */
function fieldsText(fields: Record<string, unknown>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}
