import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ENQUIRY_LIMITS, ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '@school/shared/enquiry-fields';
import type { EnquiryUpdate, EnquiryView } from '@school/shared/enquiry-schemas';
import { schoolDay } from '@school/shared/school-time';
import { useState, type FormEvent } from 'react';
import type { Assignee } from './enquiries-api';
import { isClosed } from './enquiry-words';

interface Props {
  enquiry: EnquiryView;
  assignees: Assignee[];
  /** Kept by the screen, so a note typed before a conflict survives the reload. */
  note: string;
  onNote: (note: string) => void;
  onSave: (changes: EnquiryUpdate) => void;
  saving: boolean;
  /** The save's failure, '' when none; `stale` when it was a 409 (offer Reload). */
  error: string;
  stale: boolean;
  onReload: () => void;
}

/** What changed against the enquiry as shown: one PATCH with the version shown, or null when nothing did. */
function changesOf(enquiry: EnquiryView, status: EnquiryStatus, followUp: string, assignedTo: string, note: string): EnquiryUpdate | null {
  const changes: EnquiryUpdate = { version: enquiry.version };
  if (status !== enquiry.status) changes.status = status;
  if (note.trim()) changes.note = note.trim();
  // A settled enquiry loses its follow-up on the server; nothing to send.
  if (!isClosed(status) && followUp !== (enquiry.followUp ?? '')) changes.followUp = followUp;
  if (assignedTo !== (enquiry.assignedTo?.uid ?? '')) changes.assignedTo = assignedTo;
  return Object.keys(changes).length > 1 ? changes : null;
}

/**
 * Work the enquiry: its status, a note, the follow-up day and who has it, saved at once. Mounted
 * afresh for each version (the screen keys it), so it always starts from what is stored.
 */
export function EnquiryWorkPanel({ enquiry, assignees, note, onNote, onSave, saving, error, stale, onReload }: Props) {
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [followUp, setFollowUp] = useState(enquiry.followUp ?? '');
  const [assignedTo, setAssignedTo] = useState(enquiry.assignedTo?.uid ?? '');
  const changes = changesOf(enquiry, status, followUp, assignedTo, note);
  const closed = isClosed(status);
  // Whoever has it now stays offered, even when no longer among the staff the server lists.
  const people =
    enquiry.assignedTo && !assignees.some((one) => one.uid === enquiry.assignedTo?.uid) ? [...assignees, enquiry.assignedTo] : assignees;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changes && !saving) onSave(changes);
  };

  return (
    <Paper component="section" aria-labelledby="work-enquiry" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id="work-enquiry" component="h2" variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Work this enquiry
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {error && (
          <Alert
            severity="error"
            action={
              stale ? (
                <Button color="inherit" size="small" onClick={onReload}>
                  Reload
                </Button>
              ) : undefined
            }
          >
            {error}
          </Alert>
        )}
        <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as EnquiryStatus)}>
          {ENQUIRY_STATUSES.map((one) => (
            <MenuItem key={one} value={one}>
              {ENQUIRY_STATUS_LABELS[one]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Note"
          value={note}
          onChange={(event) => onNote(event.target.value)}
          multiline
          minRows={3}
          helperText="What was said or agreed; it goes on the timeline with your name."
          slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.note } }}
        />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            type="date"
            label="Follow-up day"
            value={closed ? '' : followUp}
            disabled={closed}
            onChange={(event) => setFollowUp(event.target.value)}
            helperText={closed ? 'A settled enquiry needs no follow-up.' : 'It shows on the dashboard from that day.'}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: '1 1 12rem' }}
          />
          <Button onClick={() => setFollowUp(schoolDay(Date.now()))} disabled={closed} sx={{ mt: 1 }}>
            Today
          </Button>
          <Button onClick={() => setFollowUp('')} disabled={closed || !followUp} sx={{ mt: 1 }}>
            Clear
          </Button>
        </Box>
        <TextField
          select
          label="Assigned to"
          value={assignedTo}
          onChange={(event) => setAssignedTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">Nobody</MenuItem>
          {people.map((person) => (
            <MenuItem key={person.uid} value={person.uid}>
              {person.name}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" disabled={!changes || saving} sx={{ justifySelf: 'start' }}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </Box>
    </Paper>
  );
}
