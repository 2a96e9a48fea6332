import { academicYearOf, enquiryYears } from '@school/shared/admission-classes';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@school/shared/enquiry-fields';
import { schoolDay } from '@school/shared/school-time';

// What the enquiries list is filtered by, kept in the address (?status=contacted&academicYear=2027-28),
// so going back from an enquiry, reloading or sharing the link shows the same list.

export interface EnquiryFilters {
  /** '' for every status. */
  status: EnquiryStatus | '';
  /** A class name of the settings, '' for every class. */
  classSought: string;
  /** 2027-28, '' for every year. */
  academicYear: string;
  /** Only the open enquiries whose follow-up day has come (the server's ?due=true; the other filters do not apply). */
  due: boolean;
}

const isStatus = (value: string): value is EnquiryStatus => (ENQUIRY_STATUSES as readonly string[]).includes(value);

export function filtersFrom(params: URLSearchParams): EnquiryFilters {
  const status = params.get('status') ?? '';
  return {
    status: isStatus(status) ? status : '',
    classSought: params.get('classSought') ?? '',
    academicYear: params.get('academicYear') ?? '',
    due: params.get('due') === 'true',
  };
}

/** The address's query for `filters`: only what is set. */
export function filterParams(filters: EnquiryFilters): Record<string, string> {
  if (filters.due) return { due: 'true' };
  return Object.fromEntries(
    Object.entries({ status: filters.status, classSought: filters.classSought, academicYear: filters.academicYear }).filter(
      ([, value]) => value,
    ),
  );
}

/** The API's query for `filters` (the list and its CSV alike); undefined ones are not sent. */
export function filterQuery(filters: EnquiryFilters): Record<string, string | undefined> {
  const { status, classSought, academicYear, due } = filterParams(filters);
  return { status, classSought, academicYear, due };
}

/**
 * The years the filter offers: the next one (parents enquire ahead), the one under way and the two
 * before it, newest first; and the chosen one when the address names another.
 */
export function yearChoices(chosen: string, now = Date.now()): string[] {
  const [current, next] = enquiryYears(schoolDay(now));
  const before = (year: string, back: number) => academicYearOf(`${Number(year.slice(0, 4)) - back}-06-01`);
  const years = [next, current, before(current, 1), before(current, 2)];
  return chosen && !years.includes(chosen) ? [...years, chosen] : years;
}

/** The year a chart shows when the list is not filtered by one: the one parents are enquiring for. */
export const defaultChartYear = (now = Date.now()): string => enquiryYears(schoolDay(now))[1];
