import { daysBetween, schoolDay } from '@school/shared/school-time';

// Whole days as the API stores them ("2027-03-12": a document's date issued, its "valid until"),
// worded for staff, and counted from today at the school (Asia/Kolkata) whatever the device's zone.

/** "12 March 2027". */
export const longDay = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Whole days from today at the school to `day` (negative when it has passed). */
export const daysFromToday = (day: string, now = Date.now()): number => daysBetween(schoolDay(now), day);
