import { ACADEMIC_YEAR_PATTERN } from '@school/shared/admission-classes';
import { ENQUIRY_STATUSES, type EnquiryStats, type StoredEnquiry } from '@school/shared/enquiry-schemas';
import { pageAfterParam, pageLimitParam, titleSearchParam } from '@school/shared/page-query';
import { schoolDay } from '@school/shared/school-time';
import { z } from 'zod';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import { ENQUIRIES } from '../collections.js';
import { findPage, type FoundPage } from '../paging/find-page.js';
import { titleSearch } from '../paging/title-search.js';
import { parse } from '../parse.js';
import { readSchoolSettings } from '../settings/school-settings.js';
import { enquiryWords, facetKey, matchesFilters, type EnquiryFilters } from './enquiry-records.js';

// The office's views of the enquiries (issue 38): the list a page at a time with its filters and
// search, the follow-ups due, every row of a filtered list (the CSV), and a year's counts (the chart).

const filterParam = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1)
    .max(60)
    .optional();

/** GET /api/enquiries's query (also the CSV's, less the paging). */
export const enquiryListQuerySchema = z.object({
  limit: pageLimitParam(100).default(20),
  after: pageAfterParam(200),
  q: titleSearchParam(),
  status: z.enum(ENQUIRY_STATUSES, { error: 'Unknown status' }).optional(),
  classSought: filterParam('Class'),
  academicYear: z.string().regex(ACADEMIC_YEAR_PATTERN, 'Academic year: write it like 2027-28').optional(),
  due: z.enum(['true'], { error: 'due must be true' }).optional(),
});

/** The most a download or a year's chart reads: far above a school's enquiries in a year. */
export const ENQUIRIES_READ_MAX = 10_000;
/** The follow-ups due that the dashboard and the Due filter show at most, oldest first. */
const DUE_MAX = 100;

/** One page of the list, newest first, within the filters and the search. */
export function enquiryPage(
  store: DocumentStore,
  filters: EnquiryFilters,
  { limit, after, q }: { limit: number; after?: string | undefined; q?: string | undefined },
): Promise<FoundPage<StoredEnquiry>> {
  const key = facetKey(filters);
  // A search's own lookup is the query's one array-contains: the filters are checked on what it finds.
  const search = titleSearch<StoredDocument<StoredEnquiry>>(q, enquiryWords, (one) => matchesFilters(one, filters));
  return findPage<StoredEnquiry>(store, {
    collection: ENQUIRIES,
    where: search || key === null ? [] : [{ field: 'facets', op: 'array-contains', value: key }],
    orderedBy: 'createdAt',
    search,
    limit,
    after,
  });
}

export interface EnquiryList {
  enquiries: StoredDocument<StoredEnquiry>[];
  /** Null on the last page; absent for the due list, which is one page. */
  next?: string | null;
}

/** GET /api/enquiries (`query`: its query string). */
export async function listEnquiries(deps: { store: DocumentStore; clock: Clock }, query: unknown): Promise<EnquiryList> {
  const { limit, after, q, due, ...filters } = parse(enquiryListQuerySchema, query);
  if (due) return { enquiries: await dueEnquiries(deps, filters) };
  const page = await enquiryPage(deps.store, filters, { limit, after, q });
  return { enquiries: page.items, next: page.next };
}

/** The enquiries whose follow-up day has come (school time), the longest waiting first. */
async function dueEnquiries({ store, clock }: { store: DocumentStore; clock: Clock }, filters: EnquiryFilters) {
  const today = schoolDay(clock.now());
  const due = await store.find<StoredEnquiry>(ENQUIRIES, {
    where: [{ field: 'followUp', op: '<=', value: today }],
    orderBy: [{ field: 'followUp', direction: 'asc' }],
    limit: DUE_MAX,
  });
  return due.filter((one) => matchesFilters(one, filters));
}

/** Every enquiry of the filtered list (the CSV), newest first, at most ENQUIRIES_READ_MAX. */
export async function allEnquiries(deps: { store: DocumentStore; clock: Clock }, query: unknown): Promise<StoredDocument<StoredEnquiry>[]> {
  const { q, due, limit: _limit, after: _after, ...filters } = parse(enquiryListQuerySchema, query);
  if (due) return dueEnquiries(deps, filters);
  const all: StoredDocument<StoredEnquiry>[] = [];
  let after: string | undefined;
  do {
    const page = await enquiryPage(deps.store, filters, { limit: 100, after, q });
    all.push(...page.items);
    after = page.next ?? undefined;
  } while (after !== undefined && all.length < ENQUIRIES_READ_MAX);
  return all.slice(0, ENQUIRIES_READ_MAX);
}

export const enquiryStatsQuerySchema = z.object({
  academicYear: z.string({ error: 'Academic year is required' }).regex(ACADEMIC_YEAR_PATTERN, 'Academic year: write it like 2027-28'),
});

/** GET /api/enquiries/stats: the year's enquiries per class (the settings' order first), by status. */
export async function enquiryStats(deps: { store: DocumentStore; clock: Clock }, query: unknown): Promise<EnquiryStats> {
  const { academicYear } = parse(enquiryStatsQuerySchema, query);
  const [settings, enquiries] = await Promise.all([readSchoolSettings(deps), allEnquiries(deps, { academicYear })]);
  const none = () => Object.fromEntries(ENQUIRY_STATUSES.map((status) => [status, 0])) as EnquiryStats['rows'][number]['byStatus'];
  const rows = new Map<string, EnquiryStats['rows'][number]>();
  for (const name of settings.admissionClasses.map((one) => one.name)) rows.set(name, { classSought: name, total: 0, byStatus: none() });
  for (const enquiry of enquiries) {
    const row = rows.get(enquiry.classSought) ?? { classSought: enquiry.classSought, total: 0, byStatus: none() };
    row.total += 1;
    row.byStatus[enquiry.status] += 1;
    rows.set(enquiry.classSought, row);
  }
  return { academicYear, rows: [...rows.values()] };
}
