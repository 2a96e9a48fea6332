import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS } from '@school/shared/enquiry-fields';
import type { EnquiryStats } from '@school/shared/enquiry-schemas';

// The chart's numbers as a table: what a screen reader reads (a chart alone is not readable), and
// what anyone reads for an exact count. Scrolls sideways inside itself on a phone, reachable by keyboard.

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function EnquiryStatsTable({ stats }: { stats: EnquiryStats }) {
  const caption = `Enquiries for ${stats.academicYear} by class and status`;
  const count = (row: EnquiryStats['rows'][number], status: (typeof ENQUIRY_STATUSES)[number]) => row.byStatus[status] ?? 0;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Class
            </TableCell>
            {ENQUIRY_STATUSES.map((status) => (
              <TableCell key={status} component="th" scope="col" align="right">
                {ENQUIRY_STATUS_LABELS[status]}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="right">
              Total
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stats.rows.map((row) => (
            <TableRow key={row.classSought}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {row.classSought}
              </TableCell>
              {ENQUIRY_STATUSES.map((status) => (
                <TableCell key={status} align="right">
                  {count(row, status)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {row.total}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        {/* Totals read as the body does, in bold, rather than the footer's small grey. */}
        <TableFooter sx={{ '& .MuiTableCell-root': { fontSize: 'inherit', color: 'text.primary', fontWeight: 700 } }}>
          <TableRow>
            <TableCell component="th" scope="row">
              All classes
            </TableCell>
            {ENQUIRY_STATUSES.map((status) => (
              <TableCell key={status} align="right">
                {sum(stats.rows.map((row) => count(row, status)))}
              </TableCell>
            ))}
            <TableCell align="right">{sum(stats.rows.map((row) => row.total))}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
