import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { useSchool } from '../../lib/school-settings';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { Alert } from '../../lib/ui/alert';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import { FeedLinks } from './feed-links';
import { NewsCard } from './news-card';
import { newsPageCall, readNewsAddress, type NewsAddress, type NewsKind } from './news-address';
import { newsQuery } from './news-links';
import { TagFilters, YearArchive } from './news-choices';
import styles from './news-page.module.css';
import { NewsPager } from './news-pager';
import { useTagLabel } from './tag-list';
import { useEventPage } from './use-event-page';
import { useOldItemLink } from './use-old-item-link';

// Message ids (lib/i18n): the English texts, shown through t().
const PAGES = {
  all: {
    title: 'News & Events',
    subtitle: 'What is happening at our school: achievements, announcements and the dates to keep free.',
    description: 'News and upcoming events at {school}, {town}: achievements, announcements, celebrations and sports.',
    loading: 'Loading news',
  },
  events: {
    title: 'Events',
    subtitle: 'Celebrations, meetings and sports days: the dates for your family calendar.',
    description: 'Upcoming events at {school}, {town}: celebrations, parent–teacher meetings and sports days.',
    loading: 'Loading events',
  },
} as const;

/** The list's room in every state; the same as `.list` in news-page.module.css. */
const LIST_HEIGHT = '70vh';

/** The page's name with its filters: "News & Events: Sports, 2025". */
function usePageTitle(kind: NewsKind, { tag, year }: NewsAddress): string {
  const t = useT();
  const tagLabel = useTagLabel();
  const title = t(PAGES[kind].title);
  const filter = [tag && tagLabel(tag), year?.toString()].filter(Boolean).join(', ');
  return filter ? t('{page}: {filter}', { page: title, filter }) : title;
}

interface Props {
  kind?: NewsKind;
  /** Shown for an address that names no page of the list (an unknown tag, a broken cursor): app/'s Not Found. */
  notFound: ReactNode;
}

/**
 * /news (everything) and /events (events only): one page of the list at a time, newest first,
 * narrowed by the address (`?tag=`, `?year=`, `?after=`: features/news/news-address.ts), with links
 * to the other tags, the older items and each year. The server renders the page with its one page
 * of items, so what a visitor loads does not grow with the years of news stored.
 */
export function NewsPage({ kind = 'all', notFound }: Props) {
  const page = PAGES[kind];
  const t = useT();
  const school = useSchool();
  const { search } = useLocation();
  const address = useMemo(() => readNewsAddress(new URLSearchParams(search)), [search]);
  const { state, choices } = useEventPage(kind, newsPageCall(kind, address));
  const title = usePageTitle(kind, address ?? {});
  useOldItemLink();

  if (!address || state.status === 'missing') return notFound;
  return (
    <>
      <PageMeta
        title={title}
        description={t(page.description, { school: school.name, town: school.address.locality })}
        query={newsQuery(address)}
      />
      <PageHero title={t(page.title)} subtitle={t(page.subtitle)} />
      <div className={`${ui.container} ${ui.pageBody}`}>
        {/* Every state (loading, error, empty, a few cards) takes at least the loading state's room, so
            the feed links below stay put when the list turns out short (CLS 0.135 on an empty site). */}
        <div className={styles.list}>
          {choices && <TagFilters kind={kind} address={address} tags={choices.tags} />}
          {state.status === 'loading' && (
            // Tall enough to keep what follows below the fold until the cards arrive (no layout shift).
            <SpinnerBlock label={t(page.loading)} minHeight={LIST_HEIGHT} />
          )}
          {state.status === 'error' && (
            <Alert severity="error" className={styles.alert}>
              {t(state.message)}
            </Alert>
          )}
          {state.status === 'loaded' &&
            (state.page.data.length === 0 ? (
              <p role="status" className={`${ui.center} ${ui.muted} ${styles.empty}`}>
                {t('No items found in this category.')}
              </p>
            ) : (
              <ul aria-label={title} className={`${ui.plainList} ${ui.cardGrid} ${styles.grid}`}>
                {state.page.data.map((item) => (
                  <li key={item._id}>
                    <NewsCard item={item} />
                  </li>
                ))}
              </ul>
            ))}
          {state.status === 'loaded' && <NewsPager kind={kind} address={address} next={state.page.next} />}
          {choices && <YearArchive kind={kind} address={address} years={choices.years} />}
        </div>
        <FeedLinks />
      </div>
    </>
  );
}

export function EventsPage({ notFound }: { notFound: ReactNode }) {
  return <NewsPage kind="events" notFound={notFound} />;
}
