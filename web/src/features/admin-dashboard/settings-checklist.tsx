import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminSettings } from '@school/shared/settings-schemas';
import { useLoad, type Load } from '../../lib/admin/use-load';
import { Link as RouterLink } from 'react-router-dom';
import { apiGet } from '../../lib/api-client';

type Checklist = Pick<AdminSettings, 'confirmedAt' | 'unconfirmed'>;

function isChecklist(value: unknown): value is Checklist {
  const v = value as Partial<Record<keyof Checklist, unknown>> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    (v.confirmedAt === null || typeof v.confirmedAt === 'string') &&
    Array.isArray(v.unconfirmed) &&
    v.unconfirmed.every((label) => typeof label === 'string')
  );
}

const loadChecklist = (signal: AbortSignal) =>
  apiGet('/settings/admin', { signal, expect: { accept: isChecklist, text: 'Invalid settings received from server' } });

/** Asked by the dashboard, which draws its cards together (dashboard-page.tsx). `enabled`: once signed in. */
export const useSettingsChecklist = (enabled: boolean) =>
  // The dashboard works without it; the Settings screen says what failed when opened.
  useLoad(loadChecklist, { logText: 'Loading the settings checklist failed', enabled });

/**
 * The first-run checklist: on a new install the settings hold the installer's values (a sample
 * phone number, the town's centre on the map) until staff check and save them. Shown only then;
 * after the first save the server answers `confirmedAt` and the card is gone for good.
 */
export function SettingsChecklist({ load: { data } }: { load: Load<Checklist> }) {
  const labels = data?.confirmedAt === null ? data.unconfirmed : [];

  if (labels.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="settings-checklist"
      elevation={0}
      sx={{ p: { xs: 2.5, sm: 3 }, mb: 4, border: 2, borderColor: 'secondary.main', borderRadius: 3, bgcolor: 'background.paper' }}
    >
      <Typography id="settings-checklist" component="h2" variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
        Confirm your school&apos;s details
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        These details still hold the values the site was installed with. Visitors read them on every page, so please check them and save:
      </Typography>
      <Typography component="ul" sx={{ my: 1.5, pl: 3 }}>
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </Typography>
      <Button component={RouterLink} to="/admin/settings" variant="contained">
        Check the settings
      </Button>
    </Paper>
  );
}
