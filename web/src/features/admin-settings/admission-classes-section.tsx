import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMISSION_CLASS_MAX } from '@school/shared/admission-class-schemas';
import { useEffect, useRef, useState } from 'react';
import { CLASS_LIST_MESSAGE_ID, classFieldId, emptyRow, moveRow, type ClassField, type ClassRow } from './admission-class-rows';
import { SettingsSection } from './settings-parts';
import type { SettingsForm } from './use-settings-form';

const INTRO =
  'The enquiry form offers these classes in this order, and tells parents which one their child is of an age for: ' +
  'the child must have completed the age by the cut-off day in the year the academic year starts ' +
  '(Nursery, 3 years by 03-31: for 2027-28, a child who turns 3 by 31 March 2027).';
const ADD_ID = 'settings-class-add';

/** '03-31' as "31 March" (as typed when it is no day). */
function cutoffWords(by: string): string {
  const day = new Date(`2000-${by}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? by : day.toLocaleDateString('en-IN', { day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** The classes parents may enquire for and the age each asks for (issue 38): edit, add, remove, reorder. */
export function AdmissionClassesSection({ form }: { form: SettingsForm }) {
  const rows = form.classes;
  // Read as a short list until staff ask to edit it: rarely changed, and its many boxes and buttons
  // would otherwise stand between the keyboard and the rest of the form.
  const [editing, setEditing] = useState(false);
  // Where the focus goes once the rows have been drawn again (the new row's name; the moved row's button).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [rows, editing]);
  const setFocusId = (id: string) => {
    focusNext.current = id;
  };

  const change = (key: number, field: ClassField, value: string) =>
    form.setClasses(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    const row = emptyRow();
    form.setClasses([...rows, row]);
    setFocusId(classFieldId(row.key, 'name'));
  };
  const remove = (key: number) => {
    form.setClasses(rows.filter((row) => row.key !== key));
    setFocusId(ADD_ID);
  };
  const move = (index: number, by: number, key: number) => {
    form.setClasses(moveRow(rows, index, by));
    const to = index + by;
    // At an end the button pressed is disabled: its partner takes the focus.
    const direction = (by < 0 && to === 0) || (by > 0 && to === rows.length - 1) ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down';
    setFocusId(`${classFieldId(key, 'name')}-${direction}`);
  };

  if (!editing) {
    return (
      <SettingsSection title="Classes and admission ages" intro={INTRO}>
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
          <Box component="ol" aria-label="Classes" sx={{ m: 0, pl: 3, columns: { sm: 2 } }}>
            {rows.map((row) => (
              <li key={row.key}>
                {row.name}: {row.age} {row.age === '1' ? 'year' : 'years'} by {cutoffWords(row.by)}
              </li>
            ))}
          </Box>
          <Button
            variant="outlined"
            onClick={() => {
              setEditing(true);
              setFocusId(rows[0] ? classFieldId(rows[0].key, 'name') : ADD_ID);
            }}
            sx={{ justifySelf: 'start' }}
          >
            Edit the classes
          </Button>
        </Box>
      </SettingsSection>
    );
  }

  return (
    <SettingsSection title="Classes and admission ages" intro={INTRO}>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {rows.map((row, index) => (
            <ClassRowFields
              key={row.key}
              row={row}
              index={index}
              last={index === rows.length - 1}
              form={form}
              onChange={change}
              onMove={(by) => move(index, by, row.key)}
              onRemove={() => remove(row.key)}
            />
          ))}
        </Box>
        <Typography
          id={CLASS_LIST_MESSAGE_ID}
          tabIndex={-1}
          role={form.classListError ? 'alert' : undefined}
          sx={{ color: 'error.main', display: form.classListError ? 'block' : 'none' }}
        >
          {form.classListError}
        </Typography>
        <Button
          id={ADD_ID}
          startIcon={<AddIcon />}
          onClick={add}
          disabled={rows.length >= ADMISSION_CLASS_MAX.classes}
          sx={{ justifySelf: 'start' }}
        >
          Add a class
        </Button>
      </Box>
    </SettingsSection>
  );
}

interface RowProps {
  row: ClassRow;
  index: number;
  last: boolean;
  form: SettingsForm;
  onChange: (key: number, field: ClassField, value: string) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

function ClassRowFields({ row, index, last, form, onChange, onMove, onRemove }: RowProps) {
  const named = row.name.trim() || `class ${index + 1}`;
  const field = (name: ClassField, label: string, help: string, inputMode?: 'numeric') => {
    const error = form.classErrorOf(row.key, name);
    return (
      <TextField
        id={classFieldId(row.key, name)}
        label={label}
        value={row[name]}
        onChange={(event) => onChange(row.key, name, event.target.value)}
        onBlur={() => form.touchClass(row.key, name)}
        error={error !== undefined}
        helperText={error ?? help}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { autoComplete: 'off', inputMode } }}
      />
    );
  };
  const nameId = classFieldId(row.key, 'name');
  return (
    <li>
      <Box
        role="group"
        aria-label={`Class ${index + 1}`}
        sx={{
          display: 'grid',
          gap: 1.5,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
          pb: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>{field('name', 'Class name', 'As the school names it')}</Box>
        {field('age', 'Age (years)', 'Completed by the cut-off', 'numeric')}
        {field('by', 'Cut-off day (MM-DD)', 'For example 03-31')}
        <Box sx={{ display: 'flex', gridColumn: { xs: '1 / -1', md: 'auto' }, justifyContent: { xs: 'flex-end', md: 'flex-start' } }}>
          <IconButton id={`${nameId}-up`} aria-label={`Move ${named} up`} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton id={`${nameId}-down`} aria-label={`Move ${named} down`} disabled={last} onClick={() => onMove(1)}>
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={`Remove ${named}`} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Box>
      </Box>
    </li>
  );
}
