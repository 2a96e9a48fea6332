import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { daysFromToday, longDay } from '../../lib/admin/school-day';
import { useLoad, type Load } from '../../lib/admin/use-load';
import { apiGet } from '../../lib/api-client';

// The certificates and other documents with a "valid until" day that comes within 60 days, or has
// passed (GET /documents/expiring; issue 35, item 6). The office is also mailed 30 and 7 days before.

interface Dated {
  _id: string;
  title: string;
  validUntil: string;
}
interface Validity {
  expiring: Dated[];
  expired: Dated[];
}

const isDatedList = (value: unknown): value is Dated[] =>
  Array.isArray(value) &&
  value.every((item: Partial<Record<keyof Dated, unknown>>) =>
    [item._id, item.title, item.validUntil].every((field) => typeof field === 'string'),
  );
const isValidity = (value: unknown): value is Validity =>
  typeof value === 'object' && value !== null && isDatedList((value as Validity).expiring) && isDatedList((value as Validity).expired);

const loadValidity = (signal: AbortSignal) =>
  apiGet('/documents/expiring', { signal, expect: { accept: isValidity, text: 'Invalid documents received from server' } });

const left = (day: string) => {
  const days = daysFromToday(day);
  return days === 0 ? 'last day today' : `${days} day${days === 1 ? '' : 's'} left`;
};

/** Asked by the dashboard, which draws its cards together (dashboard-page.tsx). `enabled`: once signed in. */
export const useDocumentsToRenew = (enabled: boolean) =>
  useLoad(loadValidity, { logText: 'Loading the documents to renew failed', enabled });

/** Shown only when a document needs renewing; nothing when the list cannot load (the dashboard goes on without it). */
export function DocumentsToRenew({ load: { data } }: { load: Load<Validity> }) {
  if (!data || (data.expiring.length === 0 && data.expired.length === 0)) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="documents-to-renew"
      elevation={0}
      sx={{ p: { xs: 2.5, sm: 3 }, mb: 4, border: 2, borderColor: 'warning.main', borderRadius: 3, bgcolor: 'background.paper' }}
    >
      <Typography id="documents-to-renew" component="h2" variant="h3" sx={{ fontSize: '1.3rem', mb: 1 }}>
        Documents to renew
      </Typography>
      {data.expired.length > 0 && (
        <DayList label="No longer valid" items={data.expired.map((doc) => ({ ...doc, when: `valid until ${longDay(doc.validUntil)}` }))} />
      )}
      {data.expiring.length > 0 && (
        <DayList
          label="Valid for less than 60 days"
          items={data.expiring.map((doc) => ({ ...doc, when: `valid until ${longDay(doc.validUntil)} (${left(doc.validUntil)})` }))}
        />
      )}
      <Button component={RouterLink} to="/admin/documents" variant="contained">
        Upload the renewed documents
      </Button>
    </Paper>
  );
}

function DayList({ label, items }: { label: string; items: (Dated & { when: string })[] }) {
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 1.5 }}>
        {label}
      </Typography>
      <Typography component="ul" aria-label={label} sx={{ my: 1, pl: 3 }}>
        {items.map((item) => (
          <li key={item._id}>
            {item.title}: {item.when}
          </li>
        ))}
      </Typography>
    </>
  );
}
