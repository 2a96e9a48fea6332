import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { InboxMessage } from '@school/shared/contact-schemas';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { LoadingSpinner } from '../../lib/admin/load-states';
import { useUndoToast } from '../../lib/admin/trash-undo';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';
import { deleteMessage, listMessages, markMessageRead } from './messages-api';

type Filter = 'all' | 'unread';

/** /admin/messages: the contact-form messages stored on the server, with All and Unread filters. */
export function MessagesPage() {
  useDocumentTitle('Messages · Admin');
  const { enqueueSnackbar } = useSnackbar();
  const [filter, setFilter] = useState<Filter>('all');
  const [messages, setMessages] = useState<InboxMessage[] | null>(null);
  const [unread, setUnread] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // Kept apart from the list so the open message stays open after it leaves the Unread view.
  const [selected, setSelected] = useState<InboxMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped when "Undo" brings a deleted message back: the list loads again.
  const [loads, setLoads] = useState(0);
  const undoToast = useUndoToast();

  useEffect(() => {
    const controller = new AbortController();
    listMessages(filter === 'unread', controller.signal)
      .then((answer) => {
        setMessages(answer.data);
        setUnread(answer.unread);
      })
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessage(cause, 'Failed to load messages. Please try again.'));
      });
    return () => controller.abort();
  }, [filter, loads]);

  const markRead = async (message: InboxMessage) => {
    setBusy(true);
    try {
      await markMessageRead(message._id);
      const read = { ...message, read: true };
      setSelected(read);
      setMessages(
        (list) =>
          (filter === 'unread' ? list?.filter((m) => m._id !== message._id) : list?.map((m) => (m._id === message._id ? read : m))) ?? null,
      );
      setUnread((count) => Math.max(0, count - 1));
      enqueueSnackbar('Message marked as read', { variant: 'success', autoHideDuration: 3000 });
    } catch (cause) {
      enqueueSnackbar(errorMessage(cause, 'Failed to update the message. Please try again.'), { variant: 'error', autoHideDuration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (message: InboxMessage) => {
    setBusy(true);
    try {
      await deleteMessage(message._id);
      setSelected(null);
      setMessages((list) => list?.filter((m) => m._id !== message._id) ?? null);
      if (!message.read) setUnread((count) => Math.max(0, count - 1));
      undoToast('Message deleted', message._id, () => setLoads((n) => n + 1));
    } catch (cause) {
      enqueueSnackbar(errorMessage(cause, 'Failed to delete the message. Please try again.'), { variant: 'error', autoHideDuration: 3000 });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <div>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            Messages
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{unread === 1 ? '1 unread message' : `${unread} unread messages`}</Typography>
        </div>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Show messages"
          value={filter}
          onChange={(_event, value: Filter | null) => {
            if (!value) return;
            setFilter(value);
            setSelected(null);
            // Loading state for the new list; the effect below fetches it.
            setMessages(null);
            setError(null);
          }}
        >
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="unread">Unread</ToggleButton>
        </ToggleButtonGroup>
      </Box>

      {error && <Alert severity="error">{error}</Alert>}
      {!error && !messages && <LoadingSpinner label="Loading messages" space={{ py: 8 }} />}
      {messages && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: selected ? 'none' : 'block', md: 'block' } }}>
            {messages.length === 0 ? (
              <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
                {filter === 'unread' ? 'No unread messages.' : 'No messages yet.'}
              </Typography>
            ) : (
              <MessageList messages={messages} selectedId={selected?._id ?? null} onSelect={setSelected} />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            {selected ? (
              <MessageDetail
                message={selected}
                busy={busy}
                onMarkRead={() => void markRead(selected)}
                onDelete={() => void remove(selected)}
                onBack={() => setSelected(null)}
              />
            ) : (
              messages.length > 0 && (
                <Typography sx={{ color: 'text.secondary', display: { xs: 'none', md: 'block' }, py: 4 }}>
                  Select a message to read it.
                </Typography>
              )
            )}
          </Grid>
        </Grid>
      )}
    </Container>
  );
}
