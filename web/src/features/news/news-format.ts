import { toSchoolLocalInput } from '@school/shared/school-time';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "January 5, 2025" in school time (Asia/Kolkata), whatever zone the visitor's device is in: an
 * event at 00:30 on 6 January in Faridkot is on January 6 for a parent abroad too. '' for a missing
 * or broken date. Written out rather than with Intl.DateTimeFormat: its first use with a time zone
 * loads the browser's zone data, about 80 ms of one long task on /news on a slow phone (Lighthouse
 * TBT), and India's offset is constant (shared/school-time.ts).
 */
export function formatSchoolDate(iso: string | null | undefined): string {
  const [year, month, day] = toSchoolLocalInput(iso).slice(0, 10).split('-');
  return year && month && day ? `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}` : '';
}

/** The start date, and the range when the end falls on another day. */
export function eventDateText(start: string | null, end: string | null): string {
  const from = formatSchoolDate(start);
  const to = formatSchoolDate(end);
  return to && to !== from ? `${from} – ${to}` : from;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Tags compare case-insensitively; older items say "sport", which belongs under Sports. */
export function normaliseTag(tag: string): string {
  const lower = tag.trim().toLowerCase();
  return lower === 'sport' ? 'sports' : lower;
}

/** One filter per distinct tag, in the order they first appear. */
export function distinctTags(items: ReadonlyArray<{ tags: readonly string[] }>): string[] {
  return [...new Set(items.flatMap((item) => item.tags.map(normaliseTag)).filter(Boolean))];
}

export function matchesFilter(item: { tags: readonly string[] }, filter: string): boolean {
  return filter === 'all' || item.tags.some((tag) => normaliseTag(tag) === filter);
}

const EMOJI: Record<string, string> = { academic: '📚', sports: '⚽', cultural: '🎭', achievement: '🏆', announcement: '📢' };

/** The picture for an item without an image: from its first tag with an emoji of its own. */
export function tagEmoji(tags: readonly string[]): string {
  for (const tag of tags) {
    const emoji = EMOJI[normaliseTag(tag)];
    if (emoji) return emoji;
  }
  return '📰';
}

/** "9:00 am" in school time; '' for a missing date, and for midnight, which stands for "no time given". */
export function schoolTimeText(iso: string | null | undefined): string {
  const time = toSchoolLocalInput(iso).slice(11, 16);
  if (!time || time === '00:00') return '';
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** When an event happens: "January 6, 2025, 9:00 am – 1:00 pm", or across days "March 1, 2025 – March 3, 2025, 1:00 pm". */
export function eventWhenText(start: string | null, end: string | null): string {
  const at = (iso: string | null) => [formatSchoolDate(iso), schoolTimeText(iso)].filter(Boolean).join(', ');
  const from = at(start);
  if (!from || !end) return from;
  const to = formatSchoolDate(end) === formatSchoolDate(start) ? schoolTimeText(end) : at(end);
  return to ? `${from} – ${to}` : from;
}
