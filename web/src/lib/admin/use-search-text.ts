import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before a search asks the server: about a word's gap between keys. */
export const SEARCH_PAUSE_MS = 300;

export interface SearchText {
  /** What the box shows, as typed. */
  text: string;
  /** What the list asks for: the text, trimmed, once typing has paused ('' for no search). */
  asked: string;
  change: (text: string) => void;
  /** Empties the box; the whole list comes back at once, with no pause. */
  clear: () => void;
}

/**
 * A search box's text and the search it asks for: the server is asked when typing pauses, not at
 * every key, and an emptied box asks at once (nothing to wait for, and no older search may win).
 */
export function useSearchText(pause = SEARCH_PAUSE_MS): SearchText {
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (next: string) => {
      setText(next);
      clearTimeout(timer.current);
      const trimmed = next.trim();
      if (trimmed === '') setAsked('');
      else timer.current = setTimeout(() => setAsked(trimmed), pause);
    },
    [pause],
  );
  const clear = useCallback(() => change(''), [change]);
  return { text, asked, change, clear };
}
