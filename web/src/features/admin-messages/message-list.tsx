import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { InboxMessage } from '@school/shared/contact-schemas';
import { useRef } from 'react';
import { LoadMore } from '../../lib/admin/load-more';
import { formatReceived } from './messages-api';

interface Props {
  messages: InboxMessage[];
  selectedId: string | null;
  onSelect: (message: InboxMessage) => void;
  /** The server has messages after these ("Load more"), and whether they are on their way. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** The inbox rows: sender, subject and date; unread rows are bold and marked New; "Load more" under them. */
export function MessageList({ messages, selectedId, onSelect, hasMore, loadingMore, onMore }: Props) {
  const list = useRef<HTMLUListElement>(null);
  return (
    <>
      <List
        ref={list}
        disablePadding
        aria-label="Messages"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper' }}
      >
        {messages.map((message) => (
          <ListItem key={message._id} disablePadding>
            <ListItemButton
              selected={message._id === selectedId}
              onClick={() => onSelect(message)}
              divider
              aria-current={message._id === selectedId ? 'true' : undefined}
              sx={{ display: 'block', py: 1.5 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography component="span" noWrap sx={{ fontWeight: message.read ? 400 : 800, minWidth: 0 }}>
                  {message.name}
                </Typography>
                {!message.read && <Chip label="New" size="small" color="primary" />}
              </Box>
              <Typography component="span" noWrap sx={{ display: 'block', fontWeight: message.read ? 400 : 700 }}>
                {message.subject}
              </Typography>
              <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                {formatReceived(message.createdAt)}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <LoadMore list={list} count={messages.length} hasMore={hasMore} loading={loadingMore} onMore={onMore} />
    </>
  );
}
