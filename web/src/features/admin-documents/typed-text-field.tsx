import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { UNREADABLE_SCAN_MESSAGE } from '@school/shared/document-schemas';

interface Props {
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  disabled: boolean;
}

/**
 * A scan's text as staff type it: the only way a screen reader (or a search) reads a scan, shown on
 * the document's public page. The warning stays until there is some text, so it is seen while typing.
 */
export function TypedTextField({ value, onChange, error, disabled }: Props) {
  return (
    <>
      {value.trim() === '' && (
        <Alert severity="warning" data-testid="scan-warning">
          {UNREADABLE_SCAN_MESSAGE}
        </Alert>
      )}
      <TextField
        label="Typed text of the scan"
        multiline
        minRows={5}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'Shown on the document’s page for visitors who cannot read the scan.'}
        disabled={disabled}
      />
    </>
  );
}
