import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS } from '@school/shared/enquiry-fields';
import { yearChoices, type EnquiryFilters } from './enquiry-filters';

interface Props {
  filters: EnquiryFilters;
  /** The settings' classes; the chosen one is offered too when the settings no longer name it. */
  classes: string[];
  onChange: (filters: EnquiryFilters) => void;
}

/** All or the due follow-ups, then status, class and year; each change applies at once (the list reloads). */
export function EnquiryFilterBar({ filters, classes, onChange }: Props) {
  const set = (key: 'status' | 'classSought' | 'academicYear') => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value });
  const classChoices = filters.classSought && !classes.includes(filters.classSought) ? [...classes, filters.classSought] : classes;
  // A select's empty value shows its "All ..." item rather than an empty box.
  const slotProps = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Show enquiries"
        value={filters.due ? 'due' : 'all'}
        onChange={(_event, value: 'all' | 'due' | null) => {
          if (value) onChange({ ...filters, due: value === 'due' });
        }}
        sx={{ justifySelf: 'start' }}
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="due">Due follow-ups</ToggleButton>
      </ToggleButtonGroup>
      {/* The due follow-ups are every open one whose day has come: these filters do not apply to them. */}
      {!filters.due && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <TextField select label="Status" value={filters.status} onChange={set('status')} size="small" slotProps={slotProps}>
            <MenuItem value="">All statuses</MenuItem>
            {ENQUIRY_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {ENQUIRY_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Class sought"
            value={filters.classSought}
            onChange={set('classSought')}
            size="small"
            slotProps={slotProps}
          >
            <MenuItem value="">All classes</MenuItem>
            {classChoices.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Academic year"
            value={filters.academicYear}
            onChange={set('academicYear')}
            size="small"
            slotProps={slotProps}
          >
            <MenuItem value="">All years</MenuItem>
            {yearChoices(filters.academicYear).map((year) => (
              <MenuItem key={year} value={year}>
                {year}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    </Box>
  );
}
