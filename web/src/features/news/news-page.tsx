import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { schoolInfo } from '../../app/school-info';
import { PageHero } from '../../lib/page-hero';
import { PageMeta } from '../../lib/page-meta';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { FeedLinks } from './feed-links';
import { NewsCard } from './news-card';
import { capitalise, distinctTags, matchesFilter } from './news-format';
import { useNewsItems } from './use-news-items';

const PAGES = {
  all: {
    title: 'News & Events',
    subtitle: 'What is happening at our school: achievements, announcements and the dates to keep free.',
    description: `News and upcoming events at ${schoolInfo.name}, Faridkot: achievements, announcements, celebrations and sports.`,
  },
  events: {
    title: 'Events',
    subtitle: 'Celebrations, meetings and sports days: the dates for your family calendar.',
    description: `Upcoming events at ${schoolInfo.name}, Faridkot: celebrations, parent–teacher meetings and sports days.`,
  },
} as const;

/** /news (everything) and /events (events only): filter by tag, one card per item. */
export function NewsPage({ kind = 'all' }: { kind?: 'all' | 'events' }) {
  const page = PAGES[kind];
  const state = useNewsItems(kind);
  const [filter, setFilter] = useState('all');
  const items = state.status === 'loaded' ? state.items : [];
  const tags = distinctTags(items);
  const matching = items.filter((item) => matchesFilter(item, filter));
  const linkedToItem = typeof window !== 'undefined' && window.location.hash.startsWith('#item-');
  const shown = useProgressiveList(matching, linkedToItem);

  // A feed reader links to /news#item-<id>: bring that card into view once the list is there.
  useEffect(() => {
    if (state.status === 'loaded' && window.location.hash.startsWith('#item-')) {
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
    }
  }, [state.status]);

  return (
    <>
      <PageMeta title={page.title} description={page.description} />
      <PageHero title={page.title} subtitle={page.subtitle} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        {state.status === 'loading' && (
          // Tall enough to keep what follows below the fold until the cards arrive (no layout shift).
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8, minHeight: '70vh' }}>
            <CircularProgress aria-label={kind === 'events' ? 'Loading events' : 'Loading news'} />
          </Box>
        )}
        {state.status === 'error' && (
          <Alert severity="error" sx={{ maxWidth: 640, mx: 'auto' }}>
            {state.message}
          </Alert>
        )}
        {state.status === 'loaded' && (
          <>
            {/* Buttons with aria-pressed: they narrow one list rather than switch panels. */}
            <Box
              role="group"
              aria-label="Filter by tag"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mb: 4 }}
            >
              {['all', ...tags].map((tag) => (
                <Button
                  key={tag}
                  variant={filter === tag ? 'contained' : 'outlined'}
                  aria-pressed={filter === tag}
                  onClick={() => setFilter(tag)}
                >
                  {capitalise(tag)}
                </Button>
              ))}
            </Box>
            {matching.length === 0 ? (
              <Typography role="status" sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}>
                No items found in this category.
              </Typography>
            ) : (
              <Grid container spacing={3} component="ul" aria-label={page.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {shown.map((item) => (
                  <Grid key={item._id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                    <NewsCard item={item} />
                  </Grid>
                ))}
              </Grid>
            )}
          </>
        )}
        <FeedLinks />
      </Container>
    </>
  );
}

export function EventsPage() {
  return <NewsPage kind="events" />;
}
