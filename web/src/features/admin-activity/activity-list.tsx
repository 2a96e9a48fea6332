import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntryView } from '@school/shared/audit-schemas';
import type { ReactNode } from 'react';
import { actionText, EMPTY_TEXT, itemText, memberText, timeText } from './activity-texts';

// One table: rows on a tablet or computer, and on a phone each row a card whose cells carry their
// own labels (the header row is hidden there), so one list serves both without a second copy.

/** `empty`: nothing to show, so the phone's card leaves the cell out (the table keeps its column). */
function Cell({ label, empty = false, children }: { label: string; empty?: boolean; children: ReactNode }) {
  return (
    <TableCell
      sx={{
        display: { xs: empty ? 'none' : 'block', sm: 'table-cell' },
        borderBottom: { xs: 'none', sm: undefined },
        px: { xs: 0, sm: 2 },
        py: { xs: 0.25, sm: 1.5 },
      }}
    >
      <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary', fontSize: '0.75rem' }}>
        {label}
      </Box>
      <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
    </TableCell>
  );
}

export function ActivityList({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{EMPTY_TEXT}</Typography>;
  }
  return (
    <Table aria-label="Activity" sx={{ display: { xs: 'block', sm: 'table' }, bgcolor: { sm: 'background.paper' } }}>
      <TableHead sx={{ display: { xs: 'none', sm: 'table-header-group' } }}>
        <TableRow>
          <TableCell>Time (India)</TableCell>
          <TableCell>Member</TableCell>
          <TableCell>Action</TableCell>
          <TableCell>Item</TableCell>
        </TableRow>
      </TableHead>
      <TableBody sx={{ display: { xs: 'grid', sm: 'table-row-group' }, gap: 1.5 }}>
        {entries.map((entry) => (
          <TableRow
            key={entry.id}
            data-testid="activity-row"
            sx={{
              display: { xs: 'grid', sm: 'table-row' },
              gap: 0.75,
              p: { xs: 2, sm: 0 },
              border: { xs: 1, sm: 0 },
              borderColor: { xs: 'divider' },
              borderRadius: { xs: 3, sm: 0 },
              bgcolor: { xs: 'background.paper' },
            }}
          >
            <Cell label="Time (India)">{timeText(entry.at)}</Cell>
            <Cell label="Member">
              {memberText(entry)}
              {entry.memberName && (
                <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {entry.email}
                </Typography>
              )}
            </Cell>
            <Cell label="Action">
              <Box component="span" sx={entry.action === 'sign-in-failed' ? { color: 'error.main', fontWeight: 600 } : undefined}>
                {actionText(entry)}
              </Box>
            </Cell>
            <Cell label="Item" empty={!entry.itemKind}>
              {itemText(entry) || '—'}
            </Cell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
