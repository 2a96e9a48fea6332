import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import ReplyIcon from '@mui/icons-material/Reply';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InboxMessage } from '@school/shared/contact-schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { LOCALE_NAMES } from '../../lib/admin/languages';
import { withTrashNote } from '../../lib/admin/trash-undo';
import { formatReceived, replyHref } from './messages-api';

interface Props {
  message: InboxMessage;
  busy: boolean;
  onMarkRead: () => void;
  onDelete: () => void;
  /** Phones show list or detail, not both: this goes back to the list. */
  onBack: () => void;
}

/** What the sender agreed to (issue 37): the proof the office may need. */
function consentLine(consent: InboxMessage['consent']): string {
  if (!consent) return 'Sent before the form asked for consent.';
  return `Agreed to the privacy notice, version ${consent.noticeVersion}, on the ${LOCALE_NAMES[consent.locale]} page.`;
}

export function MessageDetail({ message, busy, onMarkRead, onDelete, onBack }: Props) {
  const [confirming, setConfirming] = useState(false);

  return (
    <Paper
      elevation={0}
      component="article"
      aria-labelledby="message-subject"
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ display: { md: 'none' }, mb: 1, ml: -1 }}>
        Back to messages
      </Button>
      <Typography id="message-subject" variant="h2" sx={{ fontSize: { xs: '1.3rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}>
        {message.subject}
      </Typography>
      <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        From {message.name} (<Link href={`mailto:${message.email}`}>{message.email}</Link>)
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Received {formatReceived(message.createdAt)} · {message.read ? 'Read' : 'Unread'}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {consentLine(message.consent)}
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<DoneIcon />} disabled={message.read || busy} onClick={onMarkRead}>
          Mark as Read
        </Button>
        {/* Opens the staff member's mail app, addressed to the parent, subject already filled in. */}
        <Button variant="outlined" startIcon={<ReplyIcon />} href={replyHref(message)}>
          Reply
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </Stack>

      <ConfirmDialog
        open={confirming}
        title="Delete message?"
        text={withTrashNote('Are you sure you want to delete this message?')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </Paper>
  );
}
