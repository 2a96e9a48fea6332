import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FormEvent, ReactNode } from 'react';

interface Props {
  /** Names the section: the id of its heading. */
  headingId: string;
  heading: string;
  onSubmit: (event: FormEvent) => void;
  saving: boolean;
  /** The save's failure, shown above the fields; '' when none. */
  saveError: string;
  onCancel: () => void;
  /** The submit button's words, when idle and while saving. */
  submitText: readonly [idle: string, saving: string];
  /** The fields. */
  children: ReactNode;
}

/** The form beside a list (useFormPanel): its heading, the save's failure, the fields, Cancel and submit. */
export function FormPanel({ headingId, heading, onSubmit, saving, saveError, onCancel, submitText, children }: Props) {
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {heading}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        {saveError && <Alert severity="error">{saveError}</Alert>}
        {children}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? submitText[1] : submitText[0]}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
