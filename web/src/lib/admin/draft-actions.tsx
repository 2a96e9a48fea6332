import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApiError, errorMessage } from '../api-error';

// The parts every draft-and-publish editor shows alike (the page texts' kind: the fee structure):
// what the last action did, with "Reload" after a 409, and the sticky row of Save draft, Preview,
// Publish and Discard draft.

export interface EditorStatus {
  severity: 'success' | 'info' | 'error';
  text: string;
  /** The page changed under the editor (409): offer to load it again. */
  stale?: boolean;
}

/** The action's words, then the server's reason when it gave one (a 409's says someone else saved since). */
export function withServerReason(failure: unknown, what: string): string {
  const reason = failure instanceof ApiError ? errorMessage(failure, '') : '';
  return reason && reason !== 'Unknown error occurred' ? `${what} ${reason}` : what;
}

export function EditorStatusAlert({ status, onReload }: { status: EditorStatus; onReload: () => void }) {
  return (
    <Alert
      severity={status.severity}
      role={status.severity === 'error' ? 'alert' : 'status'}
      sx={{ mb: 2 }}
      action={
        status.stale ? (
          <Button color="inherit" size="small" onClick={onReload}>
            Reload
          </Button>
        ) : undefined
      }
    >
      {status.text}
    </Alert>
  );
}

interface BarProps {
  /** The write on its way ('save', 'publish', 'discard'...), null when none. */
  busy: string | null;
  /** A draft is stored, or the screen has unsaved changes: there is something to publish or discard. */
  hasDraft: boolean;
  onSave: () => void;
  onPreview: () => void;
  onPublish: () => void;
  onDiscard: () => void;
}

/** Save draft, Preview, Publish, Discard draft: kept in view at the bottom of a long form. */
export function DraftActionBar({ busy, hasDraft, onSave, onPreview, onPublish, onDiscard }: BarProps) {
  return (
    <Stack
      direction="row"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        gap: 1,
        flexWrap: 'wrap',
        py: 1.5,
        mt: 3,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Button variant="outlined" disabled={busy !== null} onClick={onSave}>
        {busy === 'save' ? 'Saving...' : 'Save draft'}
      </Button>
      <Button variant="outlined" disabled={busy !== null} onClick={onPreview}>
        Preview
      </Button>
      <Button variant="contained" disabled={busy !== null || !hasDraft} onClick={onPublish}>
        {busy === 'publish' ? 'Publishing...' : 'Publish'}
      </Button>
      {hasDraft && (
        <Button color="error" disabled={busy !== null} onClick={onDiscard}>
          Discard draft
        </Button>
      )}
    </Stack>
  );
}
