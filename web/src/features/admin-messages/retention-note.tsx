import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { apiGet, type Expect } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';

// How long the inbox keeps a message (issue 37): staff see it where the messages are, and where to
// change it. Read from the public settings; if they cannot be read, the note is simply not shown.

type Kept = { retentionMonths: { messages: number } };
const keptAnswer: Expect<Kept> = {
  accept: (data): data is Kept => isRecord(data) && isRecord(data.retentionMonths) && typeof data.retentionMonths.messages === 'number',
  text: 'The settings received from the server could not be read.',
};

export function RetentionNote() {
  const [months, setMonths] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiGet('/settings', { signal: controller.signal, expect: keptAnswer }).then(
      (settings) => setMonths(settings.retentionMonths.messages),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  if (months === null) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
      Messages are deleted by themselves {months === 1 ? '1 month' : `${months} months`} after they arrive, from the inbox and the trash, as
      the privacy notice tells parents.{' '}
      <Link component={RouterLink} to="/admin/settings">
        Change in Settings
      </Link>
    </Typography>
  );
}
