import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n/i18n';
import { useLocalePath } from '../../lib/i18n/links';
import { useSchool } from '../../lib/school-settings';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { SpinnerBlock } from '../../lib/ui/spinner';
import ui from '../../lib/ui/ui.module.css';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { FeedLinks } from './feed-links';
import { NewsCard } from './news-card';
import { distinctTags, matchesFilter } from './news-format';
import styles from './news-page.module.css';
import { useTagLabel } from './tag-list';
import { useNewsItems } from './use-news-items';

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

// The newest 12 first (four rows of three on a computer), then 12 more per "Show more": years of
// news would otherwise be a very long page on a phone, and every card costs it time to draw.
const PAGE_SIZE = 12;
/** The list's room in every state; the same as `.list` in news-page.module.css. */
const LIST_HEIGHT = '70vh';

/** /news (everything) and /events (events only): filter by tag, one card per item. */
export function NewsPage({ kind = 'all' }: { kind?: 'all' | 'events' }) {
  const page = PAGES[kind];
  const t = useT();
  const tagLabel = useTagLabel();
  const title = t(page.title);
  const school = useSchool();
  const state = useNewsItems(kind);
  const [filter, setFilter] = useState('all');
  const [pages, setPages] = useState(1);
  const items = state.status === 'loaded' ? state.items : [];
  const tags = distinctTags(items);
  const matching = items.filter((item) => matchesFilter(item, filter));
  const linkedToItem = typeof window !== 'undefined' && window.location.hash.startsWith('#item-');
  // A link to one item (a feed reader's) shows them all, so the item is there to scroll to.
  const limit = linkedToItem ? matching.length : pages * PAGE_SIZE;
  const shown = useProgressiveList(matching.slice(0, limit), linkedToItem);

  // Old links (feeds, shared messages) point at /news#item-<id>: once the list is there, go on to
  // that item's own page, in place of this address so Back does not bounce here; an item without
  // a page of its own is brought into view instead.
  const navigate = useNavigate();
  const localize = useLocalePath();
  useEffect(() => {
    if (state.status !== 'loaded' || !window.location.hash.startsWith('#item-')) return;
    const id = decodeURIComponent(window.location.hash.slice('#item-'.length));
    const slug = state.items.find((item) => item._id === id)?.slug;
    if (slug) void navigate(localize(`/news/${slug}`), { replace: true });
    else document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [state, navigate, localize]);

  return (
    <>
      <PageMeta title={title} description={t(page.description, { school: school.name, town: school.address.locality })} />
      <PageHero title={title} subtitle={t(page.subtitle)} />
      <div className={`${ui.container} ${ui.pageBody}`}>
        {/* Every state (loading, error, empty, a few cards) takes at least the loading state's room, so
            the feed links below stay put when the list turns out short (CLS 0.135 on an empty site). */}
        <div className={styles.list}>
          {state.status === 'loading' && (
            // Tall enough to keep what follows below the fold until the cards arrive (no layout shift).
            <SpinnerBlock label={t(page.loading)} minHeight={LIST_HEIGHT} />
          )}
          {state.status === 'error' && (
            <Alert severity="error" className={styles.alert}>
              {t(state.message)}
            </Alert>
          )}
          {state.status === 'loaded' && (
            <>
              {/* Buttons with aria-pressed: they narrow one list rather than switch panels. */}
              <div role="group" aria-label={t('Filter by tag')} className={`${ui.buttonRow} ${styles.filters}`}>
                {['all', ...tags].map((tag) => (
                  <Button
                    key={tag}
                    variant={filter === tag ? 'contained' : 'outlined'}
                    aria-pressed={filter === tag}
                    onClick={() => {
                      setFilter(tag);
                      setPages(1);
                    }}
                  >
                    {tagLabel(tag)}
                  </Button>
                ))}
              </div>
              {matching.length === 0 ? (
                <p role="status" className={`${ui.center} ${ui.muted} ${styles.empty}`}>
                  {t('No items found in this category.')}
                </p>
              ) : (
                <ul aria-label={title} className={`${ui.plainList} ${ui.cardGrid} ${styles.grid}`}>
                  {shown.map((item) => (
                    <li key={item._id}>
                      <NewsCard item={item} />
                    </li>
                  ))}
                </ul>
              )}
              {matching.length > limit && (
                <div className={styles.more}>
                  <p className={ui.muted} id="news-shown">
                    {t('Showing {shown} of {total}', { shown: limit, total: matching.length })}
                  </p>
                  <Button variant="outlined" aria-describedby="news-shown" onClick={() => setPages((n) => n + 1)}>
                    {t('Show more')}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
        <FeedLinks />
      </div>
    </>
  );
}

export function EventsPage() {
  return <NewsPage kind="events" />;
}
