import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

interface Props {
  /** The item has a translation when the form opens: the fieldset starts open. */
  translated: boolean;
  /** The first message of a refused translation, if any: the fieldset opens to show it. */
  error?: string | undefined;
  disabled?: boolean;
  /** What comes before the error line (a language switch). */
  controls?: ReactNode;
  /** The translated fields. */
  children: ReactNode;
}

/**
 * An item's optional Punjabi and Hindi texts (a content page's, a notice's): closed behind a small
 * button until asked for, unless the item has a translation (or a refused one to correct), so the
 * form stays short for the many items written in English only.
 */
export function TranslationsFieldset({ translated, error, disabled = false, controls, children }: Props) {
  const [open, setOpen] = useState(translated);
  if (!open && !error) {
    return (
      <div>
        <Button variant="outlined" size="small" onClick={() => setOpen(true)} disabled={disabled}>
          Add Punjabi and Hindi (optional)
        </Button>
      </div>
    );
  }
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Punjabi and Hindi (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Visitors reading the site in Punjabi or Hindi see these; where one is empty they see the English.
      </Typography>
      {controls}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      {children}
    </Stack>
  );
}
