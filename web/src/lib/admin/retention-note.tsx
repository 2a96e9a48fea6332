import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ListSettings } from './list-settings';

// How long a list's records are kept (issue 37: messages; issue 38: enquiries): staff see it where
// the records are, and where to change it. Not shown while the settings are unread or unreadable.

const SENTENCES = {
  messages: (kept: string) =>
    `Messages are deleted by themselves ${kept} after they arrive, from the inbox and the trash, as the privacy notice tells parents.`,
  enquiries: (kept: string) => `Enquiries are deleted by themselves ${kept} after they arrive, from this list and the trash.`,
};

export function RetentionNote({ what, settings }: { what: keyof ListSettings['retentionMonths']; settings: ListSettings | null }) {
  const months = settings?.retentionMonths[what] ?? null;
  if (months === null) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
      {SENTENCES[what](months === 1 ? '1 month' : `${months} months`)}{' '}
      <Link component={RouterLink} to="/admin/settings">
        Change in Settings
      </Link>
    </Typography>
  );
}
