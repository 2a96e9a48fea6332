import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { EnquiryView } from '@school/shared/enquiry-schemas';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PagedList, type Paging } from '../../lib/admin/paged-list';
import { formatDay, formatReceived, statusChip, statusLabel } from './enquiry-words';

interface Props {
  enquiries: EnquiryView[];
  /** The list's pages: "Load more" while the server has enquiries after these. */
  paging: Paging;
}

const quiet = { color: 'text.secondary' } as const;

/**
 * The rows, each a link to its enquiry: reference and status, parent and child, class and year,
 * then follow-up, who has it and when it came. Cards that wrap rather than a table, so a phone reads
 * them without scrolling sideways.
 */
export function EnquiryList({ enquiries, paging }: Props) {
  // The detail's "Back to enquiries" returns to this list with its filters.
  const { pathname, search } = useLocation();
  return (
    <PagedList label="Enquiries" items={enquiries} paging={paging}>
      {(enquiry) => (
        <ListItemButton
          component={RouterLink}
          to={`/admin/enquiries/${encodeURIComponent(enquiry._id)}`}
          state={{ list: `${pathname}${search}` }}
          divider
          sx={{ display: 'grid', gap: 0.25, py: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 3fr' }, columnGap: 2 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {enquiry.reference}
            </Typography>
            <Chip label={statusLabel(enquiry.status)} size="small" {...statusChip(enquiry.status)} />
          </Box>
          <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
            {enquiry.parentName}{' '}
            <Box component="span" sx={quiet}>
              for
            </Box>{' '}
            {enquiry.childName}
          </Typography>
          <Typography component="span" variant="body2" sx={{ ...quiet, gridColumn: { md: '1 / 3' } }}>
            {enquiry.classSought} · {enquiry.academicYear}
          </Typography>
          <Typography component="span" variant="body2" sx={{ ...quiet, gridRow: { md: '1 / 3' }, gridColumn: { md: 3 } }}>
            {enquiry.followUp && (
              <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
                Follow-up {formatDay(enquiry.followUp)}
              </Box>
            )}
            <Box component="span" sx={{ display: 'block' }}>
              {enquiry.assignedTo ? `Assigned to ${enquiry.assignedTo.name}` : 'Not assigned'}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              Received {formatReceived(enquiry.createdAt)}
            </Box>
          </Typography>
        </ListItemButton>
      )}
    </PagedList>
  );
}
