import { useLocale, useT } from './i18n';

// Dates in the page's language, shared by the pages that show them (news, documents). The month
// names and the date's word order are in the news catalogue: a page that shows dates loads that part.

/** Message ids (lib/i18n): the English month names, translated in the news catalogue. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The time of day a time is said with in Punjabi and Hindi (English: am before noon, pm after). */
export type DayPart = 'beforeDawn' | 'morning' | 'afternoon' | 'evening' | 'night';

/** How dates and times are worded in a language (useDateWords below gives the page's). */
export interface DateWords {
  /** `day` and `year` as digits, `month` 0–11. */
  date(month: number, day: string, year: string): string;
  /** `time` as "9:00" on a 12-hour clock. */
  time(time: string, part: DayPart): string;
}

/** English as the spec shows it: "January 5, 2025", "9:00 am". */
export const ENGLISH_DATES: DateWords = {
  date: (month, day, year) => `${MONTHS[month]} ${day}, ${year}`,
  time: (time, part) => `${time} ${part === 'beforeDawn' || part === 'morning' ? 'am' : 'pm'}`,
};

/**
 * Dates and times in the page's language, in school time: English exactly as before ("January 5,
 * 2025", "9:00 am"), Punjabi and Hindi from the news catalogue ("5 ਜਨਵਰੀ 2025", "सुबह 9:00 बजे").
 */
export function useDateWords(): DateWords {
  const locale = useLocale();
  const t = useT();
  if (locale === 'en') return ENGLISH_DATES;
  return {
    // Digits go in as text: Lingui would group a number ("2,025").
    date: (month, day, year) => t('{month} {day}, {year}', { month: t(MONTHS[month] ?? ''), day, year }),
    time: (time, part) =>
      t('{time} {part, select, beforeDawn {am} morning {am} other {pm}}', {
        time,
        part,
      }),
  };
}

/** A whole day as stored ("2026-04-01") in `words`' language: "April 1, 2026", "1 ਅਪ੍ਰੈਲ 2026"; '' for no day. */
export function dayText(words: DateWords, day: string): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? words.date(Number(month) - 1, String(Number(date)), year) : '';
}
