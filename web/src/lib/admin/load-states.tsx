import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';

// How a back-office list looks while it loads and when loading failed, so every screen says it the
// same way. Spacing differs per screen (a side list vs a whole page), hence `sx`.

/** The room the spinner takes: padding above and below, or a least height (MUI spacing units / px). */
type SpinnerSpace = { py: number } | { minHeight: number };

/** A centred spinner; `label` is what a screen reader announces ("Loading pages"). */
export function LoadingSpinner({ label, size, space }: { label: string; size?: number; space: SpinnerSpace }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', ...space }}>
      <CircularProgress size={size} aria-label={label} />
    </Box>
  );
}

/** The load error with a "Try again" button that loads again. */
export function LoadErrorAlert({ message, onRetry, sx }: { message: string; onRetry: () => void; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
