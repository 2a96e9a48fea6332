import { toSchoolLocalInput } from '@school/shared/school-time';
import { ENGLISH_DATES, type DateWords, type DayPart } from '../../lib/i18n/date-words';

/**
 * "January 5, 2025" in school time (Asia/Kolkata), whatever zone the visitor's device is in: an
 * event at 00:30 on 6 January in Faridkot is on January 6 for a parent abroad too. '' for a missing
 * or broken date. Written out rather than with Intl.DateTimeFormat: its first use with a time zone
 * loads the browser's zone data, about 80 ms of one long task on /news on a slow phone (Lighthouse
 * TBT), and India's offset is constant (shared/school-time.ts). Punjabi and Hindi words come from
 * the catalogues too: Chromium's own locale data may lack Punjabi ("2025 M03 1"), and the server's
 * and the browser's Intl must not word a date differently (the page would not hydrate as rendered).
 */
export function formatSchoolDate(iso: string | null | undefined, words: DateWords = ENGLISH_DATES): string {
  const [year, month, day] = toSchoolLocalInput(iso).slice(0, 10).split('-');
  return year && month && day ? words.date(Number(month) - 1, String(Number(day)), year) : '';
}

/** The start date, and the range when the end falls on another day. */
export function eventDateText(start: string | null, end: string | null, words: DateWords = ENGLISH_DATES): string {
  const from = formatSchoolDate(start, words);
  const to = formatSchoolDate(end, words);
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

const EMOJI: Record<string, string> = { academic: '📚', sports: '⚽', cultural: '🎭', achievement: '🏆', announcement: '📢' };

/** The picture for an item without an image: from its first tag with an emoji of its own. */
export function tagEmoji(tags: readonly string[]): string {
  for (const tag of tags) {
    const emoji = EMOJI[normaliseTag(tag)];
    if (emoji) return emoji;
  }
  return '📰';
}

const dayPart = (hours: number): DayPart =>
  hours < 4 ? 'beforeDawn' : hours < 12 ? 'morning' : hours < 16 ? 'afternoon' : hours < 20 ? 'evening' : 'night';

/** "9:00 am" in school time; '' for a missing date, and for midnight, which stands for "no time given". */
export function schoolTimeText(iso: string | null | undefined, words: DateWords = ENGLISH_DATES): string {
  const time = toSchoolLocalInput(iso).slice(11, 16);
  if (!time || time === '00:00') return '';
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return words.time(`${hours % 12 || 12}:${String(minutes).padStart(2, '0')}`, dayPart(hours));
}

/** When an event happens: "January 6, 2025, 9:00 am – 1:00 pm", or across days "March 1, 2025 – March 3, 2025, 1:00 pm". */
export function eventWhenText(start: string | null, end: string | null, words: DateWords = ENGLISH_DATES): string {
  const at = (iso: string | null) => [formatSchoolDate(iso, words), schoolTimeText(iso, words)].filter(Boolean).join(', ');
  const from = at(start);
  if (!from || !end) return from;
  const to = formatSchoolDate(end) === formatSchoolDate(start) ? schoolTimeText(end, words) : at(end);
  return to ? `${from} – ${to}` : from;
}
