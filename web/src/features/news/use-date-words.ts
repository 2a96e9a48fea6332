import { useLocale, useT } from '../../lib/i18n/i18n';
import { ENGLISH_DATES, MONTHS, type DateWords } from './news-format';

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
