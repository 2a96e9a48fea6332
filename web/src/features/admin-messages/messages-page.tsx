import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useListSettings } from '../../lib/admin/list-settings';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { RetentionNote } from '../../lib/admin/retention-note';
import { SearchBox } from '../../lib/admin/search-box';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessageDetail } from './message-detail';
import { MessageList } from './message-list';
import { useMessagesScreen, type Filter } from './use-messages-screen';

/** /admin/messages: the contact-form messages stored on the server, with All and Unread filters. */
export function MessagesPage() {
  useDocumentTitle('Messages · Admin');
  const { filter, search, list, unread, selected, setSelected, busy, showFilter, markRead, remove } = useMessagesScreen();
  const settings = useListSettings();
  const { error } = list;
  const messages = list.loading ? undefined : list.items;
  const searched = search.asked;

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
            if (value) showFilter(value);
          }}
        >
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="unread">Unread</ToggleButton>
        </ToggleButtonGroup>
      </Box>

      <RetentionNote what="messages" settings={settings} />
      <SearchBox search={search} label="Search by subject or sender" />
      {/* A failed "Load more" keeps the rows shown; its Try again asks for that page again. */}
      {error && messages && messages.length > 0 ? (
        <LoadErrorAlert message={error} onRetry={list.more} sx={{ mb: 2 }} />
      ) : (
        error && <Alert severity="error">{error}</Alert>
      )}
      {!error && !messages && <LoadingSpinner label="Loading messages" space={{ py: 8 }} />}
      {messages && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: selected ? 'none' : 'block', md: 'block' } }}>
            {messages.length === 0 && !list.hasMore ? (
              <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
                {searched ? `No messages match “${searched}”.` : filter === 'unread' ? 'No unread messages.' : 'No messages yet.'}
              </Typography>
            ) : (
              <MessageList messages={messages} selectedId={selected?._id ?? null} onSelect={setSelected} paging={list} />
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
