import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useAdmissionLink } from './use-admission-link';

/** Start Application opens the school's external form in a new tab; the label tells what is possible. */
export function ApplyButton() {
  const state = useAdmissionLink();

  if (state.status === 'loading') {
    return (
      <Button variant="contained" size="large" disabled>
        Loading...
      </Button>
    );
  }
  if (!state.link) {
    return (
      <Button variant="contained" size="large" disabled>
        Admission Form Not Available
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      size="large"
      href={state.link}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNewIcon />}
      aria-label="Start Application (opens in a new tab)"
    >
      Start Application
    </Button>
  );
}
