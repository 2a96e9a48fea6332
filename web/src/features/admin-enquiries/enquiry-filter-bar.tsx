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

interface SelectProps {
  label: string;
  /** The first choice, which shows every enquiry ("All statuses"): the empty value. */
  all: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  children: { value: string; text: string }[];
}

// A select's empty value shows its "All ..." item rather than an empty box.
const slotProps = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** One of the three filters: a small select whose first choice is "All ...". */
function FilterSelect({ label, all, value, onChange, children }: SelectProps) {
  return (
    <TextField select label={label} value={value} onChange={onChange} size="small" slotProps={slotProps}>
      <MenuItem value="">{all}</MenuItem>
      {children.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** All or the due follow-ups, then status, class and year; each change applies at once (the list reloads). */
export function EnquiryFilterBar({ filters, classes, onChange }: Props) {
  const set = (key: 'status' | 'classSought' | 'academicYear') => (event: { target: { value: string } }) =>
    onChange({ ...filters, [key]: event.target.value });
  const classChoices = filters.classSought && !classes.includes(filters.classSought) ? [...classes, filters.classSought] : classes;
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
          <FilterSelect label="Status" all="All statuses" value={filters.status} onChange={set('status')}>
            {ENQUIRY_STATUSES.map((status) => ({ value: status, text: ENQUIRY_STATUS_LABELS[status] }))}
          </FilterSelect>
          <FilterSelect label="Class sought" all="All classes" value={filters.classSought} onChange={set('classSought')}>
            {classChoices.map((name) => ({ value: name, text: name }))}
          </FilterSelect>
          <FilterSelect label="Academic year" all="All years" value={filters.academicYear} onChange={set('academicYear')}>
            {yearChoices(filters.academicYear).map((year) => ({ value: year, text: year }))}
          </FilterSelect>
        </Box>
      )}
    </Box>
  );
}
