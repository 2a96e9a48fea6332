import { ENQUIRY_STATUS_LABELS, type StoredEnquiry } from '@school/shared/enquiry-schemas';
import { stringify } from 'csv-stringify/sync';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { allEnquiries } from './enquiry-lists.js';

// The filtered list as a spreadsheet file (issue 38), as the audit log's CSV is made: csv-stringify
// quotes what needs quoting and, with escape_formulas, keeps a cell a parent began with = + - @ as
// text in Excel or Sheets; the byte-order mark makes Excel read Gurmukhi and Devanagari names as UTF-8.

const HEADER = [
  'Reference',
  'Received',
  'Status',
  'Parent',
  'Mobile',
  'Email',
  'Child',
  'Date of birth',
  'Class sought',
  'Eligible class',
  'Academic year',
  'Current school',
  'Preferred visit',
  'Follow-up',
  'Assigned to',
  'Language',
  'Message',
];

const IST_OFFSET_MS = 330 * 60_000;
const indiaTime = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

const row = (e: StoredEnquiry) => [
  e.reference,
  indiaTime(e.createdAt),
  ENQUIRY_STATUS_LABELS[e.status],
  e.parentName,
  parsePhoneNumberFromString(e.phone)?.formatInternational() ?? e.phone,
  e.email,
  e.childName,
  e.dateOfBirth,
  e.classSought,
  e.eligibleClass ?? '',
  e.academicYear,
  e.currentSchool,
  e.visitDate,
  e.followUp ?? '',
  e.assignedTo?.name ?? '',
  e.locale,
  e.message,
];

/** GET /api/enquiries/export.csv: every enquiry the query's filters and search match, as a file. */
export async function exportEnquiries(
  deps: { store: DocumentStore; clock: Clock },
  query: unknown,
): Promise<{ fileName: string; csv: string }> {
  const enquiries = await allEnquiries(deps, query);
  const csv = stringify([HEADER, ...enquiries.map(row)], { bom: true, escape_formulas: true, record_delimiter: 'windows' });
  return { fileName: `enquiries-${deps.clock.now().toISOString().slice(0, 10)}.csv`, csv };
}
