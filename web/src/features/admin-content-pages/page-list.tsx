import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ContentItem, ContentStatus } from '@school/shared/content-schemas';
import { useRef } from 'react';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { LoadMore, NOTHING_YET } from '../../lib/admin/load-more';
import { ScheduledBadge } from '../../lib/admin/publish-at';
import { SearchBox } from '../../lib/admin/search-box';
import type { SearchText } from '../../lib/admin/use-search-text';

/** Dark text on pale amber: readable (WCAG AA) where MUI's warning outline is not. */
export function DraftBadge() {
  return <Chip label="Draft" size="small" sx={{ bgcolor: '#fff4e5', color: '#663c00', fontWeight: 700, border: '1px solid #f0b35a' }} />;
}

type Status = ContentStatus | undefined;

interface Props {
  pages: ContentItem[] | null;
  loadError: string | null;
  search: SearchText;
  /** Drafts, published pages, or both (undefined). */
  status: Status;
  onStatusChange: (status: Status) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRetry: () => void;
  /** The server has pages after these ("Load more"), and whether they are on their way. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** The left column: New page, the title search and status filter, and the pages a page at a time with a Draft badge on drafts. */
export function PageList({ pages, loadError, search, status, onStatusChange, selectedId, onSelect, onNew, onRetry, ...paging }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const more = (
    <LoadMore list={list} count={pages?.length ?? 0} hasMore={paging.hasMore} loading={paging.loadingMore} onMore={paging.onMore} />
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="content-list-heading" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography id="content-list-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Pages
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
          New page
        </Button>
      </Stack>
      <SearchBox search={search} />
      <ToggleButtonGroup
        value={status ?? 'all'}
        exclusive
        size="small"
        color="primary"
        aria-label="Show pages by status"
        onChange={(_event, next: 'all' | ContentStatus | null) => {
          if (next) onStatusChange(next === 'all' ? undefined : next);
        }}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="draft">Drafts</ToggleButton>
        <ToggleButton value="published">Published</ToggleButton>
      </ToggleButtonGroup>
      {loadError && <LoadErrorAlert message={loadError} onRetry={onRetry} sx={{ mt: 1 }} />}
      {!pages && !loadError && <LoadingSpinner label="Loading pages" size={28} space={{ py: 4 }} />}
      {pages && pages.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>
          {/* A search's page may end before it found a match (the server reads a bounded number per page). */}
          {paging.hasMore ? NOTHING_YET : search.asked || status ? 'No pages match your search.' : 'No pages yet. Create the first one.'}
        </Typography>
      )}
      {pages && pages.length > 0 && (
        <List aria-label="Pages" disablePadding ref={list}>
          {pages.map((page) => (
            <ListItem key={page._id} disablePadding>
              <ListItemButton selected={page._id === selectedId} onClick={() => onSelect(page._id)} sx={{ borderRadius: 1, gap: 1 }}>
                <ListItemText
                  primary={page.title}
                  secondary={`/pages/${page.slug}`}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
                  sx={{ minWidth: 0 }}
                />
                {page.status === 'draft' && <DraftBadge />}
                {page.status === 'published' && <ScheduledBadge publishAt={page.publishAt} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {pages && more}
    </Paper>
  );
}
