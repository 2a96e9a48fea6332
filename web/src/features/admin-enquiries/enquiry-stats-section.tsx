import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback } from 'react';
import { LoadingSpinner } from '../../lib/admin/load-states';
import { useLoad } from '../../lib/admin/use-load';
import { loadEnquiryStats } from './enquiries-api';
import { chartHeight } from './enquiry-chart-size';
import { EnquiryStatsTable } from './enquiry-stats-table';

const EnquiryChart = lazy(() => import('./enquiry-chart'));

/** The chosen year's enquiries per class and status: the chart, and the table of its numbers under it. */
export function EnquiryStatsSection({ academicYear }: { academicYear: string }) {
  const load = useCallback((signal: AbortSignal) => loadEnquiryStats(academicYear, signal), [academicYear]);
  const stats = useLoad(load, { errorText: 'The numbers could not be loaded.', logText: 'Loading the enquiry numbers failed' });
  const data = stats.data;
  // Every class of the settings has a row; the chart draws those with enquiries, the table all of them.
  const counted = data ? { ...data, rows: data.rows.filter((row) => row.total > 0) } : undefined;
  return (
    <Paper
      component="section"
      aria-labelledby="enquiry-stats"
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, mt: 4, border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <Typography id="enquiry-stats" component="h2" variant="h3" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {academicYear}: enquiries by class and status
      </Typography>
      {stats.loading && <LoadingSpinner label="Loading the numbers" space={{ py: 4 }} />}
      {stats.error && <Alert severity="error">{stats.error}</Alert>}
      {counted && counted.rows.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>No enquiries for {academicYear} yet.</Typography>
      )}
      {data && counted && counted.rows.length > 0 && (
        <>
          <Box sx={{ minHeight: chartHeight(counted.rows.length), mb: 2 }}>
            <Suspense fallback={<LoadingSpinner label="Loading the chart" space={{ minHeight: chartHeight(counted.rows.length) }} />}>
              <EnquiryChart stats={counted} />
            </Suspense>
          </Box>
          <EnquiryStatsTable stats={data} />
        </>
      )}
    </Paper>
  );
}
