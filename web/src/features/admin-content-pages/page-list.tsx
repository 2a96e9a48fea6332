import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContentItem } from '@school/shared/content-schemas';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { ScheduledBadge } from '../../lib/admin/publish-at';

/** Dark text on pale amber: readable (WCAG AA) where MUI's warning outline is not. */
export function DraftBadge() {
  return <Chip label="Draft" size="small" sx={{ bgcolor: '#fff4e5', color: '#663c00', fontWeight: 700, border: '1px solid #f0b35a' }} />;
}

interface Props {
  pages: ContentItem[] | null;
  loadError: string | null;
  query: string;
  selectedId: string | null;
  onQueryChange: (query: string) => void;
  onSelect: (id: string) => void;
  onNew: () => void;
  onRetry: () => void;
}

/** The left column: search, New page, and every page with a Draft badge on drafts. */
export function PageList({ pages, loadError, query, selectedId, onQueryChange, onSelect, onNew, onRetry }: Props) {
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
      <TextField
        type="search"
        label="Search pages"
        size="small"
        fullWidth
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1 }}
      />
      {loadError && <LoadErrorAlert message={loadError} onRetry={onRetry} sx={{ mt: 1 }} />}
      {!pages && !loadError && <LoadingSpinner label="Loading pages" size={28} space={{ py: 4 }} />}
      {pages && pages.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>
          {query.trim() ? 'No pages match your search.' : 'No pages yet. Create the first one.'}
        </Typography>
      )}
      {pages && pages.length > 0 && (
        <List aria-label="Pages" disablePadding>
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
    </Paper>
  );
}
