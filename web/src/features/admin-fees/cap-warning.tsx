import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FeeChange } from '@school/shared/fee-table';
import { previousYearOf } from '@school/shared/fee-table';

// The Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016 caps a yearly rise
// (section 5). Staff are warned of every amount above the cap set in Settings; the school may hold
// an approval for a larger one, so the warning never blocks publishing.

export const LAW = 'the Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016';

export type Rise = FeeChange & { year: string };

/** "3 amounts rise more than 8 % against 2025-26." (one sentence per year compared). */
export function risesSummary(rises: readonly Rise[], capPercent: number): string {
  const years = [...new Set(rises.map((rise) => rise.year))];
  return years
    .map((year) => {
      const count = rises.filter((rise) => rise.year === year).length;
      return `${count} ${count === 1 ? 'amount rises' : 'amounts rise'} more than ${capPercent} % against ${previousYearOf(year)}.`;
    })
    .join(' ');
}

export const lawSentence = (capPercent: number) => `Section 5 of ${LAW} caps a yearly rise at ${capPercent} %.`;

export function riseLine(rise: Rise): string {
  return `${rise.year}, ${rise.className}, ${rise.head}: ₹${rise.before.toLocaleString('en-IN')} → ₹${rise.now.toLocaleString('en-IN')} (+${rise.percent.toFixed(1)} %)`;
}

/** The question asked before publishing with such rises: the law, then each rise. */
export const publishQuestion = (rises: readonly Rise[], capPercent: number): string =>
  `${risesSummary(rises, capPercent)} ${lawSentence(capPercent)} The rises: ${rises.map(riseLine).join('; ')}. Publish anyway? Do so only if the school holds an approval for them.`;

/** The summary above the grid while any amount rises more than the cap. */
export function CapWarning({ rises, capPercent }: { rises: readonly Rise[]; capPercent: number }) {
  if (rises.length === 0) return null;
  return (
    <Alert severity="warning" role="note" sx={{ mb: 2 }}>
      {risesSummary(rises, capPercent)} {lawSentence(capPercent)}
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
        The amounts are marked in the table. You may still publish if the school holds an approval for them.
      </Box>
    </Alert>
  );
}
