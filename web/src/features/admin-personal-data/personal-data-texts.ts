import type { PersonalRecord } from '@school/shared/personal-data-schemas';

// The words of /admin/personal-data in one place, so the screen and its tests agree.

export const TITLE = "A person's data";
export const NOT_ALLOWED_TEXT = "Only a superadmin can look up a person's data.";
export const INTRO_TEXT =
  'When a parent asks what the school holds about them, to correct it or to erase it, enter their e-mail address. ' +
  'Every message (also in the trash), code record and audit log entry holding it is listed. Times are India time.';
export const IDLE_TEXT = 'Enter an e-mail address to see every record that holds it.';
export const NOTHING_FOUND_TEXT = 'No record holds this e-mail address.';
export const ERASE_TITLE = 'Erase all of this person’s data?';
export const eraseText = (total: number) =>
  `All ${total} records will be deleted for good, messages in the trash included, and the address removed from the audit log. ` +
  'This cannot be undone. Download a copy first if the person asked for one.';

// School time, whatever zone the superadmin's device is in.
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

export function timeText(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : when.format(date);
}

/** The fields a staff member reads first, then the rest; values that are not text as JSON. */
const FIRST = ['name', 'email', 'subject', 'record', 'action'];

export function fieldLines(record: PersonalRecord): [string, string][] {
  const entries = Object.entries(record.fields).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const rank = (key: string) => (FIRST.includes(key) ? FIRST.indexOf(key) : FIRST.length);
  return entries
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
}
