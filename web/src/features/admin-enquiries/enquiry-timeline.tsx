import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@school/shared/enquiry-schemas';
import { formatReceived, timelineText } from './enquiry-words';

/** Who did what and when, newest first: the enquiry's arrival, status changes, notes, follow-ups, assignments. */
export function EnquiryTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  // Stored in the order things happened; staff read the latest first.
  const entries = [...timeline].reverse();
  return (
    <Box component="section" aria-labelledby="enquiry-timeline">
      <Typography id="enquiry-timeline" component="h2" variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Timeline
      </Typography>
      <Box component="ol" aria-label="Timeline" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.map((entry, index) => (
          <Box
            component="li"
            key={`${entry.at}-${index}`}
            sx={{ py: 1.25, pl: 2, borderLeft: 3, borderColor: entry.kind === 'note' ? 'secondary.main' : 'divider' }}
          >
            <Typography sx={{ fontWeight: 700 }}>{timelineText(entry)}</Typography>
            {entry.note && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.note}</Typography>}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {entry.by ? entry.by.name : 'From the website'} · {formatReceived(entry.at)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
