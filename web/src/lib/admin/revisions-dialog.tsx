import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { RevisionKind, RevisionSummary, RevisionView } from '@school/shared/revision-schemas';
import { useCallback, useId, useState } from 'react';
import { ApiError } from '../api-client';
import { ConfirmDialog } from './confirm-dialog';
import { RevisionChanges } from './revision-changes';
import { getRevision, listRevisions, restoreRevision, revisionTime } from './revisions-api';
import { useLoad } from './use-load';
import { useSave } from './use-save';

// An item's earlier versions (news items, events, content pages, the settings' school facts, page
// texts): who edited when, what each edit changed, and "Restore this version", which saves that
// version as the newest (so it can be undone the same way). The button sits in the item's edit
// screen; the list opens in a dialog.

/** What the button and its dialog say where the defaults (an item's edits) do not fit, as for page texts. */
export interface RevisionWords {
  /** The button's label and the dialog's title. */
  label: string;
  /** Under the title: what is kept, and when. */
  intro: string;
  /** What the member did that replaced a version ("edited", "published"). */
  verb: string;
  /**
   * The confirmation's text for the version replaced at `when`. Given for things without a title
   * of their own (settings, page texts): the list then names no title either.
   */
  restoreText?: (when: string) => string;
}

const DEFAULT_WORDS: RevisionWords = {
  label: 'Revisions',
  intro: 'Each time someone saves, the version before is kept here (the last 50). Times are India time.',
  verb: 'edited',
};

interface Props<T> {
  kind: RevisionKind;
  itemId: string;
  /** The item as saved by the restore: the screen shows its values in the form. */
  onRestored: (item: T) => void;
  /** Checks the restore's answer; by default, an item with an `_id` (news items, events, content pages). */
  accept?: (data: unknown) => data is T;
  words?: Partial<RevisionWords>;
}

const LOAD_FAILED = 'Could not load the earlier versions. Please try again.';
const RESTORE_FAILED = 'Could not restore this version. Please try again.';

/** A 409: someone saved the item meanwhile (or a page's old address is taken); the server says which. */
const restoreFailure = (failure: unknown, failText: string) =>
  failure instanceof ApiError && failure.status === 409 ? failure.message : failText;

export function RevisionsButton<T>({ kind, itemId, onRestored, accept, words }: Props<T>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<HistoryIcon />} onClick={() => setOpen(true)} sx={{ mt: 2 }}>
        {words?.label ?? DEFAULT_WORDS.label}
      </Button>
      {open && (
        <RevisionsDialog
          kind={kind}
          itemId={itemId}
          accept={accept}
          words={words}
          onClose={() => setOpen(false)}
          onRestored={(item: T) => {
            setOpen(false);
            onRestored(item);
          }}
        />
      )}
    </>
  );
}

function RevisionsDialog<T>({ kind, itemId, onClose, onRestored, accept, words: given }: Props<T> & { onClose: () => void }) {
  const words = { ...DEFAULT_WORDS, ...given };
  const id = useId();
  const phone = useMediaQuery('(max-width:599.95px)');
  const load = useCallback((signal: AbortSignal) => listRevisions(kind, itemId, signal), [kind, itemId]);
  const list = useLoad(load, { errorText: LOAD_FAILED, ownText: true, logText: 'Loading revisions failed' });
  const revisions = list.data ?? null;
  const [shown, setShown] = useState<Record<string, RevisionView | 'loading' | 'failed'>>({});
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const save = useSave();
  const busy = save.saving;
  // One alert: the restore's failure, else the list's.
  const error = save.error || list.error;

  const toggleChanges = async (revision: RevisionSummary) => {
    if (shown[revision._id]) {
      const { [revision._id]: _closed, ...rest } = shown;
      setShown(rest);
      return;
    }
    setShown((all) => ({ ...all, [revision._id]: 'loading' }));
    try {
      const whole = await getRevision(kind, itemId, revision._id);
      setShown((all) => ({ ...all, [revision._id]: whole }));
    } catch (failure) {
      console.error('Loading a revision failed', failure);
      setShown((all) => ({ ...all, [revision._id]: 'failed' }));
    }
  };

  const restore = async () => {
    if (!restoring) return;
    const done = await save.run(() => restoreRevision<T>(kind, itemId, restoring._id, accept), {
      failText: RESTORE_FAILED,
      logText: 'Restoring a revision failed',
      serverWords: restoreFailure,
      show: 'inline',
      done: onRestored,
    });
    if (!done) setRestoring(null);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{words.label}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2, color: 'text.secondary' }}>{words.intro}</Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {!revisions && !error && <Typography role="status">Loading...</Typography>}
        {revisions?.length === 0 && <Typography>No earlier versions yet: they appear here after the first save.</Typography>}
        <Box component="ol" aria-label="Earlier versions, newest first" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {revisions?.map((revision) => {
            const changes = shown[revision._id];
            const when = revisionTime(revision.at);
            return (
              <Paper component="li" variant="outlined" key={revision._id} sx={{ p: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {revision.by.name || revision.by.email} {words.verb} on {when}
                </Typography>
                {!words.restoreText && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    Version before that edit: “{revision.title}”
                  </Typography>
                )}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Changed: {revision.changed.length > 0 ? revision.changed.join(', ') : 'nothing you can see'}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  <Button size="small" aria-expanded={Boolean(changes)} onClick={() => void toggleChanges(revision)}>
                    {changes ? 'Hide changes' : 'Show changes'}
                  </Button>
                  <Button size="small" variant="contained" onClick={() => setRestoring(revision)} disabled={busy}>
                    Restore this version
                  </Button>
                </Box>
                {changes && (
                  <Box sx={{ mt: 1.5 }}>
                    {changes === 'loading' && <Typography role="status">Loading...</Typography>}
                    {changes === 'failed' && <Alert severity="error">{LOAD_FAILED}</Alert>}
                    {typeof changes === 'object' && <RevisionChanges changes={changes.changes} />}
                  </Box>
                )}
              </Paper>
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={restoring !== null}
        title="Restore this version?"
        text={
          words.restoreText
            ? words.restoreText(restoring ? revisionTime(restoring.at) : '')
            : `The item goes back to “${restoring?.title ?? ''}”, as it was before the edit of ${restoring ? revisionTime(restoring.at) : ''}. What it says now is kept as a revision, so you can change your mind.`
        }
        confirmLabel="Restore"
        busy={busy}
        busyLabel="Restoring..."
        onConfirm={() => void restore()}
        onCancel={() => setRestoring(null)}
      />
    </Dialog>
  );
}
