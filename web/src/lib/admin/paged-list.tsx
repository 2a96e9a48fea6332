import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useRef, type ReactNode } from 'react';
import { LoadMore } from './load-more';
import type { PagedLoad } from './use-paged-load';

/** The part of a list's usePagedLoad that "Load more" needs: whether there are more, and asking for them. */
export type Paging = Pick<PagedLoad<unknown>, 'hasMore' | 'loadingMore' | 'more'>;

interface Props<T> {
  /** The list's accessible name ("Messages", "Enquiries"). */
  label: string;
  items: T[];
  paging: Paging;
  /** The row's one control (a ListItemButton: a link or a button), which fills its row. */
  children: (item: T) => ReactNode;
}

/**
 * A framed list of rows, each one control, with "Load more" under it while the server has more:
 * the inbox's and the enquiries' lists (a row's content is theirs; the frame, the rows' wiring and
 * the focus after "Load more" are the same, and stay the same).
 */
export function PagedList<T extends { _id: string }>({ label, items, paging, children }: Props<T>) {
  const list = useRef<HTMLUListElement>(null);
  return (
    <>
      <List
        ref={list}
        disablePadding
        aria-label={label}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', bgcolor: 'background.paper' }}
      >
        {items.map((item) => (
          <ListItem key={item._id} disablePadding>
            {children(item)}
          </ListItem>
        ))}
      </List>
      <LoadMore list={list} count={items.length} hasMore={paging.hasMore} loading={paging.loadingMore} onMore={paging.more} />
    </>
  );
}
