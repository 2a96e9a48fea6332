import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { EVENT_TAGS } from '@school/shared/event-schemas';
import type { KeyboardEvent } from 'react';

// Spec: menu max height 300, min 140; PageUp/PageDown move five options at a time.
const MENU_MAX_HEIGHT = 300;
const MENU_MIN = 140;
const PAGE_SIZE = 5;

const label = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1);

/** MUI's menu moves one option per arrow key; long lists also get paging keys. */
function pageThroughOptions(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'PageDown' && event.key !== 'PageUp') return;
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')];
  const current = options.indexOf(document.activeElement as HTMLElement);
  const step = event.key === 'PageDown' ? PAGE_SIZE : -PAGE_SIZE;
  const next = Math.min(options.length - 1, Math.max(0, current + step));
  options[next]?.focus();
  event.preventDefault();
}

interface Props {
  value: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  error?: string;
}

export function TagSelect({ value, onChange, disabled, error }: Props) {
  return (
    <FormControl fullWidth disabled={disabled} error={Boolean(error)}>
      <InputLabel id="news-tags-label">Tags</InputLabel>
      <Select
        labelId="news-tags-label"
        id="news-tags"
        multiple
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          // Keep the fixed list's order whatever order the tags were picked in.
          const picked = typeof next === 'string' ? next.split(',') : next;
          onChange(EVENT_TAGS.filter((tag) => picked.includes(tag)));
        }}
        input={<OutlinedInput label="Tags" />}
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((tag) => (
              <Chip key={tag} label={label(tag)} size="small" />
            ))}
          </Box>
        )}
        MenuProps={{
          slotProps: {
            paper: { style: { maxHeight: MENU_MAX_HEIGHT, minWidth: MENU_MIN, minHeight: MENU_MIN } },
            list: { onKeyDown: pageThroughOptions },
          },
        }}
      >
        {EVENT_TAGS.map((tag) => (
          <MenuItem key={tag} value={tag}>
            <Checkbox checked={value.includes(tag)} size="small" sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={label(tag)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
