import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef } from 'react';
import type { SearchText } from './use-search-text';

/**
 * The title search above an admin list (useSearchText): Escape or the clear button empties it (focus
 * stays in the box).
 */
export function SearchBox({ search, label = 'Search by title' }: { search: SearchText; label?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    search.clear();
    input.current?.focus();
  };
  return (
    <TextField
      type="search"
      label={label}
      size="small"
      fullWidth
      value={search.text}
      inputRef={input}
      onChange={(event) => search.change(event.target.value)}
      onKeyDown={(event) => {
        // Only when there is something to clear: otherwise Escape is the page's (a dialog, a menu).
        if (event.key !== 'Escape' || search.text === '') return;
        event.preventDefault();
        search.clear();
      }}
      slotProps={{
        htmlInput: { enterKeyHint: 'search', autoComplete: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
          endAdornment: search.text && (
            <InputAdornment position="end">
              <IconButton aria-label="Clear search" edge="end" size="small" onClick={clear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
      // The browser's own clear cross would sit beside ours: one is enough.
      sx={{ mb: 2, '& input::-webkit-search-cancel-button': { display: 'none' } }}
    />
  );
}
