import Button from '@mui/material/Button';
import { useEffect, useRef, type RefObject } from 'react';

// "Load more" under an admin list that pages (usePagedLoad), shared by every such list: focus goes to
// the first row it added, so a keyboard reads on from where the list grew (the button may be gone:
// the last page has none).

/**
 * What an empty list says while "Load more" is still offered: a search's page may end before it
 * found a match (the server reads a bounded number per page), so there may be more further back.
 */
export const NOTHING_YET = 'Nothing to show yet: Load more looks further back.';

interface Props {
  /** The list's element; its rows are its `li` children. */
  list: RefObject<HTMLElement | null>;
  /** How many rows are shown. */
  count: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/** The first row from `at` on that takes focus: the row itself when it is focusable, else its first button or link. */
function focusRow(list: HTMLElement, at: number) {
  const row = list.querySelectorAll<HTMLElement>(':scope > li')[at];
  const target = row?.hasAttribute('tabindex') ? row : row?.querySelector<HTMLElement>('button, a[href]');
  target?.focus();
}

export function LoadMore({ list, count, hasMore, loading, onMore }: Props) {
  const firstAdded = useRef<number | null>(null);
  useEffect(() => {
    const at = firstAdded.current;
    if (at === null || count <= at || !list.current) return;
    firstAdded.current = null;
    focusRow(list.current, at);
  }, [count, list]);

  if (!hasMore) return null;
  return (
    <Button
      variant="outlined"
      onClick={() => {
        firstAdded.current = count;
        onMore();
      }}
      aria-busy={loading}
      sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
    >
      {loading ? 'Loading more...' : 'Load more'}
    </Button>
  );
}
