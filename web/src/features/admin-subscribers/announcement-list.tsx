import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AnnouncementView } from '@school/shared/mailing-schemas';
import { TOPIC_NAMES } from '@school/shared/subscription-fields';
import { deliveryText } from '../../lib/admin/announcements-api';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import type { Load } from '../../lib/admin/use-load';

const day = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** The newest items mailed to subscribers, with how their mails stand. */
export function AnnouncementList({ load }: { load: Load<AnnouncementView[]> }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="announcements-heading" sx={{ p: 2, overflowX: 'auto' }}>
      <Typography id="announcements-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Mails to subscribers
      </Typography>
      {load.loading && <LoadingSpinner label="Loading the mails" space={{ py: 4 }} />}
      {load.error && <LoadErrorAlert message={load.error} onRetry={load.restart} />}
      {load.data?.length === 0 && <Typography>Nothing has been mailed yet.</Typography>}
      {!!load.data?.length && (
        <Table size="small" aria-labelledby="announcements-heading">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell>Topic</TableCell>
              <TableCell>By, when</TableCell>
              <TableCell>Delivery</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {load.data.map((one) => (
              <TableRow key={one._id}>
                <TableCell>{one.title}</TableCell>
                <TableCell>{TOPIC_NAMES[one.topic]}</TableCell>
                <TableCell>
                  {one.by}, {day(one.createdAt)}
                </TableCell>
                <TableCell>{deliveryText(one)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
