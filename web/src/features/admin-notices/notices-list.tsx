import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminNotice } from '@school/shared/notice-schemas';
import { HIDDEN_TEXT, KIND_TEXT, periodText, STATE_TEXT } from './notice-texts';

interface Props {
  notices: AdminNotice[];
  /** True for a notice whose delete is on its way. */
  deleting: (id: string) => boolean;
  onEdit: (notice: AdminNotice) => void;
  onDelete: (notice: AdminNotice) => void;
}

const stateColor = { scheduled: 'info', current: 'success', ended: 'default' } as const;

/** Rows: kind and state, the text, its period in India time, Edit and Delete. */
export function NoticesList({ notices, deleting, onEdit, onDelete }: Props) {
  if (notices.length === 0) {
    return (
      <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
        No notices yet. Post one when the school needs to tell every visitor something.
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {notices.map((notice) => {
        const hidden = notice.state === 'current' && !notice.shownNow;
        return (
          <Box
            component="li"
            key={notice._id}
            data-testid="notice-row"
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Chip size="small" variant="outlined" label={KIND_TEXT[notice.kind].label} />
              <Chip
                size="small"
                color={hidden ? 'warning' : stateColor[notice.state]}
                label={hidden ? HIDDEN_TEXT : STATE_TEXT[notice.state]}
              />
            </Box>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{notice.text}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {periodText(notice.startsAt, notice.endsAt)}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
              <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(notice)} aria-label={`Edit notice: ${notice.text}`}>
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => onDelete(notice)}
                disabled={deleting(notice._id)}
                aria-label={`Delete notice: ${notice.text}`}
              >
                {deleting(notice._id) ? 'Deleting...' : 'Delete'}
              </Button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
