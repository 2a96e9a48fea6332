import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { EnquiryView } from '@school/shared/enquiry-schemas';
import { ConfirmDialog } from '../../lib/admin/confirm-dialog';
import { RevisionsButton } from '../../lib/admin/revisions-dialog';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { withTrashNote } from '../../lib/admin/trash-undo';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EnquiryDetails } from './enquiry-details';
import { EnquiryTimeline } from './enquiry-timeline';
import { EnquiryWorkPanel } from './enquiry-work-panel';
import { statusChip, statusLabel } from './enquiry-words';
import { useEnquiryScreen } from './use-enquiry-screen';

/** /admin/enquiries/:id: one enquiry, the panel to work it, its timeline, and its delete. */
export function EnquiryPage() {
  const { id = '' } = useParams();
  const { enquiry, assignees, note, setNote, save, update, reload, deleting, deleteIt, back } = useEnquiryScreen(id);
  const [confirming, setConfirming] = useState(false);
  const shown = enquiry.data;
  useDocumentTitle(`${shown?.reference ?? 'Enquiry'} · Admin`);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} sx={{ mb: 1, ml: -1 }}>
        Back to enquiries
      </Button>
      {enquiry.loading && <LoadingSpinner label="Loading the enquiry" space={{ py: 8 }} />}
      {enquiry.error && !shown && <LoadErrorAlert message={enquiry.error} onRetry={enquiry.restart} />}
      {shown && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 0.5 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
              {shown.reference}
            </Typography>
            <Chip label={statusLabel(shown.status)} {...statusChip(shown.status)} />
          </Box>
          <Typography sx={{ color: 'text.secondary', mb: 3, overflowWrap: 'anywhere' }}>
            {shown.parentName} for {shown.childName}
          </Typography>
          {/* A phone shows the panel right after the details, before the timeline grows long. */}
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
              gridTemplateAreas: { xs: '"details" "work" "timeline"', md: '"details work" "timeline work"' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ gridArea: 'details' }}>
              <EnquiryDetails enquiry={shown} />
            </Box>
            <Box sx={{ gridArea: 'work', display: 'grid', gap: 2 }}>
              <EnquiryWorkPanel
                key={`${shown._id}-${shown.version}`}
                enquiry={shown}
                assignees={assignees}
                note={note}
                onNote={setNote}
                onSave={(changes) => void update(changes)}
                saving={save.saving}
                error={save.error}
                stale={save.stale}
                onReload={reload}
              />
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteIcon />}
                disabled={deleting}
                onClick={() => setConfirming(true)}
                sx={{ justifySelf: 'start' }}
              >
                Delete enquiry
              </Button>
              {/* The office's changes (status, follow-up, who has it) as they were before each save; the timeline keeps the story. */}
              <Box sx={{ justifySelf: 'start', mt: -2 }}>
                <RevisionsButton<EnquiryView>
                  kind="enquiry"
                  itemId={shown._id}
                  onRestored={reload}
                  words={{
                    intro:
                      'Each time someone saves a change, the status, follow-up date and assignee before it are kept here (the last 50). Restoring one brings them back as new lines of the timeline. Times are India time.',
                  }}
                />
              </Box>
            </Box>
            <Box sx={{ gridArea: 'timeline' }}>
              <EnquiryTimeline timeline={shown.timeline} />
            </Box>
          </Box>
          <ConfirmDialog
            open={confirming}
            title="Delete enquiry?"
            text={withTrashNote(`Are you sure you want to delete ${shown.reference}?`)}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              void deleteIt();
            }}
          />
        </>
      )}
    </Container>
  );
}
