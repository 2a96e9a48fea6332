import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { EventItem } from '@shared/event-schemas';
import { capitalise, eventDateText, formatSchoolDate, tagEmoji } from './news-format';

const IMAGE_HEIGHT = 200;
// Three cards a row from md, two from sm: the browser picks the smallest variant that is sharp.
const SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

function CardPicture({ item }: { item: EventItem }) {
  const { image } = item;
  if (image) {
    return (
      <Box
        component="img"
        src={image.url}
        srcSet={image.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
        sizes={SIZES}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        alt={item.title}
        sx={{ display: 'block', width: '100%', height: IMAGE_HEIGHT, objectFit: 'cover', bgcolor: '#f3e6d6' }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={{
        height: IMAGE_HEIGHT,
        display: 'grid',
        placeItems: 'center',
        fontSize: 72,
        background: 'linear-gradient(150deg, #fff1dc, #fde8e1)',
      }}
    >
      {tagEmoji(item.tags)}
    </Box>
  );
}

/** One news item or event on the public page; `item-<id>` is the anchor the feeds link to. */
export function NewsCard({ item }: { item: EventItem }) {
  const isEvent = item.type === 'event';
  const dateText = isEvent ? eventDateText(item.startDate, item.endDate) : formatSchoolDate(item.createdAt);
  return (
    <Card
      id={`item-${item._id}`}
      elevation={0}
      component="article"
      sx={{
        height: '100%',
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        scrollMarginTop: 96,
      }}
    >
      <CardPicture item={item} />
      {isEvent && (
        <Chip
          label="Event"
          color="primary"
          size="small"
          data-testid="event-badge"
          sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700 }}
        />
      )}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.25, p: 3 }}>
        {dateText && (
          <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <EventIcon fontSize="small" aria-hidden />
            {isEvent ? <span>{dateText}</span> : <time dateTime={item.createdAt}>{dateText}</time>}
          </Typography>
        )}
        <Typography variant="h2" sx={{ fontSize: '1.25rem', lineHeight: 1.3 }}>
          {item.title}
        </Typography>
        <Typography
          sx={{
            color: 'text.secondary',
            lineHeight: 1.6,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
          data-testid="news-description"
        >
          {item.description}
        </Typography>
        {isEvent && item.location && (
          <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <PlaceIcon fontSize="small" aria-hidden />
            {item.location}
          </Typography>
        )}
        {item.tags.length > 0 && (
          <Box
            component="ul"
            aria-label="Tags"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0, mt: 'auto' }}
          >
            {item.tags.map((tag) => (
              <li key={tag}>
                <Chip label={capitalise(tag)} size="small" variant="outlined" />
              </li>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
