import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import RssFeedIcon from '@mui/icons-material/RssFeed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Parents can follow the school without visiting: a calendar subscription and an RSS feed. */
export function FeedLinks() {
  return (
    <Box component="aside" aria-labelledby="feeds-heading" sx={{ mt: 6, p: 3, borderRadius: 4, bgcolor: '#fff1dc', textAlign: 'center' }}>
      <Typography id="feeds-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Never miss a date
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        Add the school calendar to your phone’s calendar app, or follow our news in a feed reader.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center' }}>
        {/* Plain links: the server answers with the files, outside the single-page app. */}
        <Button variant="contained" href="/api/events.ics" startIcon={<CalendarMonthIcon />}>
          Events calendar (iCal)
        </Button>
        <Button variant="outlined" href="/api/news.rss" startIcon={<RssFeedIcon />}>
          News feed (RSS)
        </Button>
      </Box>
    </Box>
  );
}
