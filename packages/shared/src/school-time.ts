// The school keeps one clock: Asia/Kolkata. Staff type times as the school reads them, the API
// stores UTC instants, and every screen shows dates in the school's zone, whatever the zone of
// the visitor's device. Browser-safe (no Node APIs): the web forms use these helpers too.

export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';
/** India has kept +05:30 all year since 1945 (no daylight saving), so the offset is a constant. */
export const SCHOOL_UTC_OFFSET = '+05:30';
const OFFSET_MINUTES = 330;

const LOCAL_FORM = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;
const WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/**
 * Reads a date as an API client sends it and returns the UTC ISO instant, or null when it is not
 * a real date. A value with `Z` or an offset is taken as it is; a bare date or date-time
 * ("2025-01-05", "2025-01-05T09:00", what a datetime-local input gives) is school time.
 */
export function toUtcIso(value: string): string | null {
  const text = value.trim();
  if (WITH_ZONE.test(text)) {
    const date = new Date(text);
    // The date part must exist in the calendar (no 31 February) before any offset shifts it.
    return Number.isNaN(date.getTime()) || !calendarDateExists(text.slice(0, 10)) ? null : date.toISOString();
  }
  const match = LOCAL_FORM.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  if (!calendarDateExists(`${y}-${mo}-${d}`) || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${SCHOOL_UTC_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function calendarDateExists(ymd: string): boolean {
  const date = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === ymd;
}

/** A stored instant as a datetime-local input value ("2025-01-05T09:00") in school time. */
export function toSchoolLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + OFFSET_MINUTES * 60_000).toISOString().slice(0, 16);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The school's day at an instant, as "2027-03-12" (a document's "valid until" is such a day). */
export function schoolDay(at: Date | number): string {
  return new Date(new Date(at).getTime() + OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Whole days from one day ("2027-03-12") to another; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `day` plus `days` whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
