// Whole days as the API stores them ("2027-03-12": a document's date issued, its "valid until"),
// worded for staff, and counted from today at the school (Asia/Kolkata) whatever the device's zone.

const DAY_MS = 24 * 60 * 60 * 1000;
const SCHOOL_OFFSET_MS = 330 * 60_000;

/** "12 March 2027". */
export const longDay = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Whole days from today at the school to `day` (negative when it has passed). */
export function daysFromToday(day: string, now = Date.now()): number {
  const today = new Date(now + SCHOOL_OFFSET_MS).toISOString().slice(0, 10);
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}
