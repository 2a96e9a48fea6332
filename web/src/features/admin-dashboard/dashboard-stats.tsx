import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardStats as Stats } from '@school/shared/contact-schemas';
import { useLoad, type Load } from '../../lib/admin/use-load';
import { apiGet } from '../../lib/api-client';

const items: readonly { key: keyof Stats; label: string }[] = [
  { key: 'pages', label: 'Pages' },
  { key: 'media', label: 'Media Files' },
  { key: 'messages', label: 'Unread Messages' },
  { key: 'events', label: 'Events' },
];

function isStats(value: unknown): value is Stats {
  const v = value as Partial<Record<keyof Stats, unknown>> | null;
  return typeof v === 'object' && v !== null && items.every(({ key }) => typeof v[key] === 'number');
}

const loadStats = (signal: AbortSignal) =>
  apiGet('/dashboard/stats', { signal, expect: { accept: isStats, text: 'Invalid stats received from server' } });

/** Asked by the dashboard as it opens, beside its cards' loads (dashboard-page.tsx). `enabled`: once signed in. */
export const useDashboardStats = (enabled: boolean) => useLoad(loadStats, { logText: 'Loading dashboard stats failed', enabled });

/** Quick stats from GET /dashboard/stats, counted by the server from the stored data. */
export function DashboardStats({ load: loaded }: { load: Load<Stats> }) {
  const stats = loaded.data ?? null;
  const failed = loaded.error !== '';

  return (
    <Box component="section" aria-labelledby="quick-stats" sx={{ mt: 5 }}>
      <Typography id="quick-stats" component="h2" variant="h3" sx={{ fontSize: '1.3rem', mb: 2 }}>
        Quick Stats
      </Typography>
      {failed ? (
        <Typography sx={{ color: 'text.secondary' }}>The numbers could not be loaded. Reload the page to try again.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}>
          {items.map(({ key, label }) => (
            <Paper
              key={key}
              role="group"
              aria-label={label}
              elevation={0}
              sx={{ p: 2.5, border: 1, borderColor: 'divider', borderRadius: 3 }}
            >
              <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1, color: 'primary.main' }}>
                {stats ? stats[key] : <Skeleton width={48} />}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {label}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
