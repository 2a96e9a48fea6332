import { stringify } from 'csv-stringify/sync';
import { AUDIT_ACTION_LABELS, AUDIT_ITEM_LABELS, auditQuerySchema, type AuditEntryView } from '@school/shared/audit-schemas';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { parse } from '../parse.js';
import { allActivity } from './audit-log.js';

// The audit log as a spreadsheet file. csv-stringify quotes what needs quoting (commas, quotes,
// line breaks) and, with escape_formulas, puts an apostrophe before a cell that starts with = + - @
// (or a tab or carriage return), so a title such as "=HYPERLINK(...)" stays text when the office
// opens the file in Excel or Sheets instead of running as a formula. The byte-order mark makes
// Excel read the file as UTF-8 (names in Gurmukhi, accents).

/** The most rows one download holds; a year of a school's activity is far below it. */
export const CSV_MAX_ROWS = 50_000;

const HEADER = ['Time (India)', 'Member', 'E-mail', 'Action', 'Item kind', 'Item', 'Item id', 'Details'];
const IST_OFFSET_MS = 330 * 60_000;

/** GET /api/activity.csv: every entry the query's member and days match (`query`: its query string), as a file. */
export async function exportActivity(
  deps: { store: DocumentStore; clock: Clock },
  query: unknown,
): Promise<{ fileName: string; csv: string }> {
  const { member, from, to } = parse(auditQuerySchema, query);
  const entries = await allActivity(deps.store, { member, from, to }, CSV_MAX_ROWS);
  return { fileName: csvFileName(from, to, deps.clock.now()), csv: activityCsv(entries) };
}

function activityCsv(entries: readonly AuditEntryView[]): string {
  const rows = entries.map((e) => [
    schoolTime(e.at),
    e.memberName,
    e.email,
    AUDIT_ACTION_LABELS[e.action],
    e.itemKind ? AUDIT_ITEM_LABELS[e.itemKind] : '',
    e.itemTitle ?? '',
    e.itemId ?? '',
    e.detail ?? '',
  ]);
  return stringify([HEADER, ...rows], { bom: true, escape_formulas: true, record_delimiter: 'windows' });
}

/** "2026-11-25 19:05:09": India keeps +05:30 all year, so the offset is a constant. */
function schoolTime(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The download's file name, with the days it covers. */
function csvFileName(from: string | undefined, to: string | undefined, now: Date): string {
  return `activity-${from ?? 'start'}-to-${to ?? schoolTime(now.toISOString()).slice(0, 10)}.csv`;
}
