import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { EventItem } from '@school/shared/event-schemas';
import { useRef } from 'react';
import { LoadMore, NOTHING_YET } from '../../lib/admin/load-more';
import { ScheduledBadge } from '../../lib/admin/publish-at';
import { RowActions } from '../../lib/admin/row-actions';

interface Props {
  items: EventItem[];
  /** True for an item whose delete is on its way. */
  deleting: (id: string) => boolean;
  emptyText: string;
  /** The server has items after these ("Load more"), and whether they are on their way. */
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  onEdit: (item: EventItem) => void;
  onDelete: (item: EventItem) => void;
}

const label = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1);

/**
 * Rows: thumbnail, title, two-line description, tags, Edit and Delete (spinner while deleting); under
 * them "Load more" while the server has more.
 */
export function NewsAdminList({ items, deleting: isDeleting, emptyText, hasMore, loadingMore, onMore, onEdit, onDelete }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const more = <LoadMore list={list} count={items.length} hasMore={hasMore} loading={loadingMore} onMore={onMore} />;
  if (items.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        {/* A search's page may end before it found a match (the server reads a bounded number of items per page). */}
        <Typography sx={{ color: 'text.secondary' }}>{hasMore ? NOTHING_YET : emptyText}</Typography>
        {more}
      </Box>
    );
  }
  return (
    <>
      <Box component="ul" ref={list} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {items.map((item) => {
          const deleting = isDeleting(item._id);
          const thumb = item.image?.variants[0]?.url ?? (item.imageUrl || null);
          return (
            <Box
              component="li"
              key={item._id}
              data-testid="news-admin-row"
              tabIndex={-1}
              sx={{
                display: 'flex',
                gap: 2,
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                bgcolor: 'background.paper',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
              }}
            >
              {thumb && (
                <Box
                  component="img"
                  src={thumb}
                  alt={item.title}
                  loading="lazy"
                  width={80}
                  height={80}
                  sx={{ width: 80, height: 80, objectFit: 'cover', borderRadius: 2, flexShrink: 0 }}
                />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5, overflowWrap: 'anywhere' }}>
                  {item.title}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{
                    color: 'text.secondary',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    mb: 1,
                  }}
                >
                  {item.description}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  <ScheduledBadge publishAt={item.publishAt} />
                  {item.tags.map((tag) => (
                    <Chip key={tag} label={label(tag)} size="small" variant="outlined" />
                  ))}
                </Box>
              </Box>
              <RowActions title={item.title} deleting={deleting} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
            </Box>
          );
        })}
      </Box>
      {more}
    </>
  );
}
