import type { StoredEnquiry } from '@school/shared/enquiry-schemas';
import { titleWords } from '@school/shared/title-words';
import type { DocumentStore } from '../../ports/document-store.js';
import { ENQUIRY_COUNTERS } from '../collections.js';

// What every write of an enquiry derives from it, so the office's list is a page of one store query
// whatever the filters (issue 34's rule: a page's cost never grows with the archive). Firestore allows
// one `array-contains` per query and would need a composite index per combination of equalities, so
// an enquiry carries one key per combination of its status, class and year (`facets`), and a filtered
// page asks `facets array-contains <key>` ordered by `createdAt`: one index serves all eight.

/** The fields staff filter the list by, in the order their keys are written. */
export const FACET_FIELDS = ['status', 'classSought', 'academicYear'] as const;
export type EnquiryFilters = Partial<Record<(typeof FACET_FIELDS)[number], string>>;

/** The key of a set of filters (`academicYear=2027-28&status=new`); null for none. */
export function facetKey(filters: EnquiryFilters): string | null {
  const parts = FACET_FIELDS.filter((field) => filters[field] !== undefined).map((field) => `${field}=${filters[field]}`);
  return parts.length ? parts.join('&') : null;
}

/** The key of every non-empty combination of the enquiry's filter fields. */
export function facetsOf(enquiry: Pick<StoredEnquiry, (typeof FACET_FIELDS)[number]>): string[] {
  const keys: string[] = [];
  for (let mask = 1; mask < 1 << FACET_FIELDS.length; mask++) {
    const filters: EnquiryFilters = {};
    FACET_FIELDS.forEach((field, bit) => {
      if (mask & (1 << bit)) filters[field] = enquiry[field];
    });
    const key = facetKey(filters);
    if (key) keys.push(key);
  }
  return keys;
}

/** Whether an enquiry is one the filters ask for (a search checks them on what it finds). */
export const matchesFilters = (enquiry: StoredEnquiry, filters: EnquiryFilters): boolean =>
  FACET_FIELDS.every((field) => filters[field] === undefined || enquiry[field] === filters[field]);

/** What the office finds an enquiry by: the parent's and child's names, the reference. */
export const enquiryWords = (enquiry: Pick<StoredEnquiry, 'parentName' | 'childName' | 'reference'>) => [
  enquiry.parentName,
  enquiry.childName,
  enquiry.reference,
];

/** The enquiry with its search words and filter keys: what every write stores. */
export function listed<T extends Omit<StoredEnquiry, 'titleWords' | 'facets'>>(
  enquiry: T,
): T & Pick<StoredEnquiry, 'titleWords' | 'facets'> {
  return { ...enquiry, titleWords: titleWords(enquiryWords(enquiry)), facets: facetsOf(enquiry) };
}

/**
 * The next number of the year's references, counted in one transaction so two parents sending at
 * the same instant never share one: ENQ-2027-0001, -0002, ...
 */
export async function nextReferenceNumber(store: DocumentStore, academicYear: string): Promise<number> {
  const year = academicYear.slice(0, 4);
  const counted = await store.mutate<{ last: number }>(ENQUIRY_COUNTERS, year, (current) => ({ last: (current?.last ?? 0) + 1 }));
  if (!counted) throw new Error(`The reference counter for ${year} was not written`);
  return counted.last;
}
