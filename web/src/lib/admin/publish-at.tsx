import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

// Scheduled publishing in the back office, shared by the news and the pages screens: the form's
// "Publish at" field (India time, as staff read the clock) and the list's "Scheduled for" badge.

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** "25 Nov 2026, 7:00 am (India time)". */
export function scheduledText(publishAt: string): string {
  return `Scheduled for ${when.format(new Date(publishAt))} (India time)`;
}

interface FieldProps {
  /** datetime-local text in India time ("2026-11-25T07:00"); '' for at once. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** "Publish at": empty publishes on saving; a later time keeps the item off the site until then. */
export function PublishAtField({ value, onChange, error, disabled }: FieldProps) {
  return (
    <TextField
      label="Publish at"
      type="datetime-local"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'India time. Leave empty to publish as soon as you save; pick a later time to show it on the site then.'}
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** The list's badge for an item whose publish time is still ahead; nothing otherwise. */
export function ScheduledBadge({ publishAt }: { publishAt: string | null | undefined }) {
  // By this device's clock when the badge first shows (@school/shared/publish-time's rule, written
  // out: importing it here would put it in the chunk every public page loads).
  const [shownAt] = useState(() => Date.now());
  if (!publishAt || Date.parse(publishAt) <= shownAt) return null;
  return (
    <Chip
      size="small"
      color="info"
      label={scheduledText(publishAt)}
      data-testid="scheduled-badge"
      sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
    />
  );
}
