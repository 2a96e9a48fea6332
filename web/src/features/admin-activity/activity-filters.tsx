import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ActivityFilters, MemberOption } from './activity-api';

interface Props {
  filters: ActivityFilters;
  members: MemberOption[];
  onChange: (filters: ActivityFilters) => void;
}

/** Member and India days; each change applies at once (the list reloads). */
export function ActivityFilterBar({ filters, members, onChange }: Props) {
  const set = (key: keyof ActivityFilters) => (event: { target: { value: string } }) => onChange({ ...filters, [key]: event.target.value });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) 1fr 1fr' }, flexGrow: 1 }}>
      <TextField
        select
        label="Member"
        value={filters.member}
        onChange={set('member')}
        size="small"
        // "Everyone" shows when no member is chosen, rather than an empty box.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        <MenuItem value="">Everyone</MenuItem>
        {members.map((member) => (
          <MenuItem key={member.id} value={member.email}>
            {member.name} ({member.email})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label="From"
        value={filters.from}
        onChange={set('from')}
        size="small"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
      />
      <TextField
        type="date"
        label="To"
        value={filters.to}
        onChange={set('to')}
        size="small"
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
      />
    </Box>
  );
}
