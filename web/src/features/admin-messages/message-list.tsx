import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { InboxMessage } from '@school/shared/contact-schemas';
import { PagedList, type Paging } from '../../lib/admin/paged-list';
import { formatReceived } from './messages-api';

interface Props {
  messages: InboxMessage[];
  selectedId: string | null;
  onSelect: (message: InboxMessage) => void;
  /** The inbox's pages: "Load more" while the server has messages after these. */
  paging: Paging;
}

/** The inbox rows: sender, subject and date; unread rows are bold and marked New; "Load more" under them. */
export function MessageList({ messages, selectedId, onSelect, paging }: Props) {
  return (
    <PagedList label="Messages" items={messages} paging={paging}>
      {(message) => (
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
      )}
    </PagedList>
  );
}
