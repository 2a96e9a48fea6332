import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { NOTHING_YET } from '../../lib/admin/load-more';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { RetentionNote } from '../../lib/admin/retention-note';
import { SearchBox } from '../../lib/admin/search-box';
import { useDocumentTitle } from '../../lib/use-document-title';
import { defaultChartYear, type EnquiryFilters } from './enquiry-filters';
import { EnquiryFilterBar } from './enquiry-filter-bar';
import { EnquiryList } from './enquiry-list';
import { EnquiryStatsSection } from './enquiry-stats-section';
import { useEnquiriesScreen } from './use-enquiries-screen';

function emptyText(filters: EnquiryFilters, q: string): string {
  if (filters.due) return 'No follow-ups are due.';
  if (q) return `No enquiries match “${q}”.`;
  return filters.status || filters.classSought || filters.academicYear ? 'No enquiries match these filters.' : 'No enquiries yet.';
}

/** /admin/enquiries: the admission enquiries, filtered, searched and exported; the year's numbers under them. */
export function EnquiriesPage() {
  useDocumentTitle('Enquiries · Admin');
  const { filters, setFilters, search, q, list, settings, download, exportCsv } = useEnquiriesScreen();
  const enquiries = list.loading ? undefined : list.items;
  const { error } = list;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          Enquiries
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" component={RouterLink} to="/admin/enquiries/new" startIcon={<AddIcon />}>
            Record an enquiry
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} disabled={download.saving}>
            {download.saving ? 'Preparing the file...' : 'Download CSV'}
          </Button>
        </Box>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>
        Admission enquiries sent from the website or recorded by the office. Open one to call the parent, note what was said and set a
        follow-up day.
      </Typography>
      <RetentionNote what="enquiries" settings={settings} />
      {download.error && (
        <Alert severity="error" onClose={() => download.setError('')} sx={{ mb: 2 }}>
          {download.error}
        </Alert>
      )}
      <EnquiryFilterBar filters={filters} classes={settings?.admissionClasses.map((one) => one.name) ?? []} onChange={setFilters} />
      {!filters.due && <SearchBox search={search} label="Search by name or reference" />}
      {/* A failed "Load more" keeps the rows shown; its Try again asks for that page again. */}
      {error && enquiries && enquiries.length > 0 ? (
        <LoadErrorAlert message={error} onRetry={list.more} sx={{ mb: 2 }} />
      ) : (
        error && <LoadErrorAlert message={error} onRetry={list.restart} />
      )}
      {!error && !enquiries && <LoadingSpinner label="Loading enquiries" space={{ py: 8 }} />}
      {enquiries &&
        (enquiries.length === 0 ? (
          <>
            <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
              {list.hasMore ? NOTHING_YET : emptyText(filters, q)}
            </Typography>
            {list.hasMore && <EnquiryList enquiries={[]} paging={list} />}
          </>
        ) : (
          <EnquiryList enquiries={enquiries} paging={list} />
        ))}
      <EnquiryStatsSection academicYear={filters.academicYear || defaultChartYear()} />
    </Container>
  );
}
