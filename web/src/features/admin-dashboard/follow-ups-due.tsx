import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { daysFromToday, longDay } from '../../lib/admin/school-day';
import { useLoad, type Load } from '../../lib/admin/use-load';
import { apiGet } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';

// The admission enquiries whose follow-up day has come (GET /enquiries?due=true; issue 38): the
// office's calls for today, oldest first, each a link to its enquiry.

interface Due {
  _id: string;
  reference: string;
  parentName: string;
  childName: string;
  followUp: string;
}

const isDueList = (value: unknown): value is Due[] =>
  Array.isArray(value) &&
  value.every(
    (one) => isRecord(one) && ['_id', 'reference', 'parentName', 'childName', 'followUp'].every((key) => typeof one[key] === 'string'),
  );

const loadDue = (signal: AbortSignal) =>
  apiGet('/enquiries', { signal, query: { due: 'true' }, expect: { accept: isDueList, text: 'Invalid enquiries received from server' } });

const when = (day: string) => {
  const late = -daysFromToday(day);
  if (late <= 0) return 'today';
  return `${longDay(day)} (${late} day${late === 1 ? '' : 's'} late)`;
};

/** Asked by the dashboard, which draws its cards together (dashboard-page.tsx). `enabled`: once signed in. */
export const useFollowUpsDue = (enabled: boolean) =>
  useLoad(loadDue, { errorText: 'The follow-ups could not be loaded.', logText: 'Loading the due follow-ups failed', enabled });

/** Always there: the due follow-ups, "None due", or why they could not be read. */
export function FollowUpsDue({ load: { data, error } }: { load: Load<Due[]> }) {
  return (
    <Paper
      component="section"
      aria-labelledby="follow-ups-due"
      elevation={0}
      sx={{ p: { xs: 2.5, sm: 3 }, mb: 4, border: 1, borderColor: data?.length ? 'primary.main' : 'divider', borderRadius: 3 }}
    >
      <Typography id="follow-ups-due" component="h2" variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
        Follow-ups due today
      </Typography>
      {error && <Typography sx={{ color: 'text.secondary' }}>{error}</Typography>}
      {/* Drawn before its answer when that took longer than the dashboard waits (dashboard-page.tsx). */}
      {!error && !data && <Typography sx={{ color: 'text.secondary' }}>Loading…</Typography>}
      {data?.length === 0 && <Typography sx={{ color: 'text.secondary' }}>None due.</Typography>}
      {data && data.length > 0 && (
        <Typography component="ul" aria-label="Follow-ups due" sx={{ my: 0, pl: 3 }}>
          {data.map((enquiry) => (
            <li key={enquiry._id}>
              <Link component={RouterLink} to={`/admin/enquiries/${encodeURIComponent(enquiry._id)}`} sx={{ fontWeight: 700 }}>
                {enquiry.reference}
              </Link>
              : {enquiry.parentName} for {enquiry.childName}, follow-up {when(enquiry.followUp)}
            </li>
          ))}
        </Typography>
      )}
    </Paper>
  );
}
