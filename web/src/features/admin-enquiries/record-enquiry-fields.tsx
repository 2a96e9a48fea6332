import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ENQUIRY_LIMITS } from '@school/shared/enquiry-fields';
import type { ReactNode } from 'react';
import { LOCALE_NAMES } from '../../lib/admin/languages';
import type { OfficeEnquiry } from './enquiries-api';
import type { useRecordEnquiry } from './use-record-enquiry';

type Form = ReturnType<typeof useRecordEnquiry>;

const LANGUAGES = Object.entries(LOCALE_NAMES) as [OfficeEnquiry['locale'], string][];

/** A titled group of fields: one column on a phone, two from a tablet on. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5, p: 0 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </Box>
  );
}

/** Who to call back and how: the parent's name, mobile, e-mail and the language their mail is written in. */
export function ParentFields({ form }: { form: Form }) {
  const { bind, inputRef, values, set, errors } = form;
  return (
    <FieldGroup title="Parent">
      <TextField
        label="Parent's name"
        required
        {...bind('parentName')}
        inputRef={inputRef('parentName')}
        slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.name } }}
      />
      <TextField
        label="Mobile number"
        type="tel"
        required
        {...bind('phone', 'An Indian mobile, like 98765 43210, or +code for another country.')}
        inputRef={inputRef('phone')}
      />
      <TextField label="E-mail" type="email" required {...bind('email')} inputRef={inputRef('email')} />
      <TextField
        select
        label="The family's language"
        value={values.locale}
        onChange={(event) => set('locale', event.target.value as OfficeEnquiry['locale'])}
        error={Boolean(errors.locale)}
        helperText={errors.locale ?? 'Their acknowledgement e-mail is written in it.'}
        inputRef={inputRef('locale')}
      >
        {LANGUAGES.map(([locale, name]) => (
          <MenuItem key={locale} value={locale}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </FieldGroup>
  );
}

/** The child, the year and class sought, with the line saying which class the age fits. */
export function ChildFields({ form }: { form: Form }) {
  const { bind, inputRef, setDay, today, years, classes, eligibility, values } = form;
  const dateSlots = { inputLabel: { shrink: true } } as const;
  const selectSlots = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;
  // The chosen class stays offered when the settings no longer name it.
  const classChoices = values.classSought && !classes.includes(values.classSought) ? [...classes, values.classSought] : classes;
  return (
    <FieldGroup title="Child">
      <TextField
        label="Child's name"
        required
        {...bind('childName')}
        inputRef={inputRef('childName')}
        slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.name } }}
      />
      <TextField
        label="Date of birth"
        type="date"
        required
        {...bind('dateOfBirth')}
        onChange={(event) => setDay('dateOfBirth', event.target.value)}
        inputRef={inputRef('dateOfBirth')}
        slotProps={{ ...dateSlots, htmlInput: { max: today } }}
      />
      <TextField
        select
        label="Academic year"
        required
        {...bind('academicYear')}
        onChange={(event) => setDay('academicYear', event.target.value)}
        inputRef={inputRef('academicYear')}
        slotProps={selectSlots}
      >
        <MenuItem value="">Choose a year</MenuItem>
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Class sought" required {...bind('classSought')} inputRef={inputRef('classSought')} slotProps={selectSlots}>
        <MenuItem value="">Choose a class</MenuItem>
        {classChoices.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {/* Always a line, spoken as it changes; a mismatch is said in bold (MUI's warning colours are too faint for text), not refused: staff decide. */}
      <Typography
        aria-live="polite"
        sx={{
          gridColumn: '1 / -1',
          color: eligibility.mismatch ? 'text.primary' : 'text.secondary',
          fontWeight: eligibility.mismatch ? 700 : 400,
        }}
      >
        {eligibility.text}
      </Typography>
      <TextField
        label="Current school"
        {...bind('currentSchool', 'If the child goes to one.')}
        inputRef={inputRef('currentSchool')}
        slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.school } }}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FieldGroup>
  );
}
