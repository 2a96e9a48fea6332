import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AnnouncedKind } from '@school/shared/mailing-schemas';
import { useCallback, useState } from 'react';
import { announcementOf, deliveryText } from './announcements-api';
import { MailPreviewDialog } from './mail-preview-dialog';
import { useLoad } from './use-load';

/** Whether to email subscribers: the item's default (urgent notices, circulars) until staff change it. */
export function useNotifyChoice(defaultOn: boolean) {
  const [chosen, setChosen] = useState<boolean | null>(null);
  return { checked: chosen ?? defaultOn, onChange: setChosen };
}

interface Props {
  kind: AnnouncedKind;
  /** The saved item's id; none for an item not yet saved (nothing to preview or count yet). */
  itemId?: string | undefined;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * "Email subscribers" in the news, documents and notices forms (issue 39): a box ticked for the save
 * to announce the item to its topic's subscribers; once announced, how its mails stand instead
 * ("Sent to 312, 2 failed"). A saved item's mail can be previewed in each language.
 */
export function NotifySubscribersField({ kind, itemId, checked, onChange, disabled }: Props) {
  const [previewing, setPreviewing] = useState(false);
  const load = useCallback(
    (signal: AbortSignal) => (itemId ? announcementOf(kind, itemId, signal) : Promise.resolve(null)),
    [kind, itemId],
  );
  const announced = useLoad(load, { errorText: 'How the mails stand could not be loaded.', logText: 'Loading the announcement failed' });
  const view = announced.data;
  return (
    <Stack spacing={0.5} role="group" aria-label="Email subscribers">
      {view ? (
        <Typography variant="body2">
          <strong>Emailed to subscribers.</strong> {deliveryText(view)}
        </Typography>
      ) : (
        <FormControlLabel
          control={
            <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} disabled={disabled || announced.loading} />
          }
          label="Email subscribers when it is saved (or when it goes live)"
        />
      )}
      {announced.error && (
        <Typography variant="body2" color="error">
          {announced.error}
        </Typography>
      )}
      {itemId && (
        <Button size="small" onClick={() => setPreviewing(true)} sx={{ alignSelf: 'flex-start' }}>
          Preview the email
        </Button>
      )}
      {itemId && previewing && <MailPreviewDialog kind={kind} itemId={itemId} onClose={() => setPreviewing(false)} />}
    </Stack>
  );
}
