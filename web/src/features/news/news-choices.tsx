import { EVENT_TAGS, type EventTag } from '@school/shared/event-tags';
import { useT } from '../../lib/i18n/i18n';
import { LinkButton } from '../../lib/ui/button';
import ui from '../../lib/ui/ui.module.css';
import { KEEP_SCROLL_STATE } from '../../lib/keep-scroll';
import type { NewsAddress, NewsKind } from './news-address';
import { newsHref } from './news-links';
import styles from './news-page.module.css';
import { useTagLabel } from './tag-list';

// The list's filters as links: each one an address of its own (/news?tag=sports), so they work
// before the page's script has arrived (or without it), can be opened in a new tab or shared, and
// within the app move without reloading the page. The one showing is marked aria-current="page".

interface Props {
  kind: NewsKind;
  /** The page shown: the filter links keep its other filter and start at its newest item. */
  address: NewsAddress;
}

const isKnownTag = (tag: string): tag is EventTag => (EVENT_TAGS as readonly string[]).includes(tag);

/** "All", then a link per tag the list has (and the one shown, even when no item has it). */
export function TagFilters({ kind, address, tags }: Props & { tags: readonly string[] }) {
  const t = useT();
  const label = useTagLabel();
  const known = tags.filter(isKnownTag);
  const choices = [undefined, ...(address.tag && !known.includes(address.tag) ? [...known, address.tag] : known)];
  return (
    <nav aria-label={t('Filter by tag')} className={styles.filters}>
      <ul className={`${ui.plainList} ${ui.buttonRow}`}>
        {choices.map((tag) => {
          const shown = tag === address.tag;
          return (
            <li key={tag ?? 'all'}>
              {/* The page under the filters changes, not the page itself: the view stays where it is. */}
              <LinkButton
                to={newsHref(kind, { tag, year: address.year })}
                state={KEEP_SCROLL_STATE}
                variant={shown ? 'contained' : 'outlined'}
                aria-current={shown ? 'page' : undefined}
              >
                {label(tag ?? 'all')}
              </LinkButton>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The years the list reaches back to, newest first, after "All years"; none for a list without items. */
export function YearArchive({ kind, address, years }: Props & { years: readonly number[] }) {
  const t = useT();
  const shownYears = address.year !== undefined && !years.includes(address.year) ? [...years, address.year].sort((a, b) => b - a) : years;
  if (shownYears.length === 0) return null;
  return (
    <nav aria-labelledby="news-archive-heading" className={styles.archive}>
      <h2 id="news-archive-heading" className={styles.archiveHeading}>
        {t('Archive')}
      </h2>
      <ul className={`${ui.plainList} ${ui.buttonRow}`}>
        {[undefined, ...shownYears].map((year) => {
          const shown = year === address.year;
          return (
            <li key={year ?? 'all'}>
              <LinkButton
                to={newsHref(kind, { tag: address.tag, year })}
                size="small"
                variant={shown ? 'contained' : 'outlined'}
                aria-current={shown ? 'page' : undefined}
              >
                {year ?? t('All years')}
              </LinkButton>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
