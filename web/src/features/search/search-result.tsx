import { schoolDay } from '@school/shared/school-time';
import type { SearchResultType, SearchResultView } from '@school/shared/search-results';
import { useDateWords } from '../../lib/i18n/date-words';
import { useLocale, useT } from '../../lib/i18n/i18n';
import { LocalLink as Link } from '../../lib/i18n/links';
import ui from '../../lib/ui/ui.module.css';
import styles from './search-page.module.css';

/** Message ids (lib/i18n): what a result is. */
const TYPE_NAMES: Record<SearchResultType, string> = {
  news: 'News',
  event: 'Event',
  gallery: 'Photo gallery',
  page: 'Page',
  document: 'Document',
};

/** One result: what it is and when, its title (to its page) and the words around the match. */
export function SearchResult({ result }: { result: SearchResultView }) {
  const t = useT();
  const locale = useLocale();
  const words = useDateWords();
  // A day ("2026-04-01") as it is; an instant as the day it was at the school.
  const day = result.date && (result.date.length === 10 ? result.date : schoolDay(Date.parse(result.date)));
  const [year, month, date] = day ? day.split('-') : [];
  // Shown in English where the item has no translation: marked so, for screen readers and fonts.
  const lang = result.lang === locale ? undefined : result.lang;
  return (
    <article className={styles.result}>
      <p className={`${ui.muted} ${styles.facts}`}>
        <span>{t(TYPE_NAMES[result.type])}</span>
        {year && month && date && <time dateTime={day ?? undefined}>{words.date(Number(month) - 1, String(Number(date)), year)}</time>}
      </p>
      <h2 className={styles.title} lang={lang}>
        <Link to={result.path} className={styles.titleLink}>
          {result.title}
        </Link>
      </h2>
      {result.snippet && (
        <p className={styles.snippet} lang={lang}>
          {result.snippet}
        </p>
      )}
    </article>
  );
}
