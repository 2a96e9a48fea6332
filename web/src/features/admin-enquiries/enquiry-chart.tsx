import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS } from '@school/shared/enquiry-fields';
import type { EnquiryStats } from '@school/shared/enquiry-schemas';
import { chartHeight } from './enquiry-chart-size';

// The year's enquiries per class, one bar a class, stacked by status (MUI X Charts). Loaded on
// demand (React.lazy in enquiry-stats-section.tsx): the charts library is the heaviest part of the
// screen, and the list must not wait for it.

export default function EnquiryChart({ stats }: { stats: EnquiryStats }) {
  // Statuses no class has would only crowd the legend.
  const shown = ENQUIRY_STATUSES.filter((status) => stats.rows.some((row) => (row.byStatus[status] ?? 0) > 0));
  return (
    // The chart is a picture of the table beside it, which is what a screen reader reads.
    <Box role="img" aria-label={`Bar chart of the enquiries for ${stats.academicYear}: the table gives its numbers`}>
      <BarChart
        layout="horizontal"
        height={chartHeight(stats.rows.length)}
        yAxis={[{ scaleType: 'band', data: stats.rows.map((row) => row.classSought), width: 80 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={shown.map((status) => ({
          id: status,
          label: ENQUIRY_STATUS_LABELS[status],
          stack: 'status',
          data: stats.rows.map((row) => row.byStatus[status] ?? 0),
        }))}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </Box>
  );
}
