import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useListSettings } from '../../lib/admin/list-settings';
import { usePagedLoad } from '../../lib/admin/use-paged-load';
import { useSearchText } from '../../lib/admin/use-search-text';
import { useSave } from '../../lib/admin/use-save';
import { downloadEnquiriesCsv, listEnquiryPage } from './enquiries-api';
import { filterParams, filtersFrom, type EnquiryFilters } from './enquiry-filters';

/** The state of /admin/enquiries: the filters (in the address), the search, the paged list, the CSV download. */
export function useEnquiriesScreen() {
  // The address's query read and written by hand: useSearchParams would add its code to the router
  // chunk every public page loads. Keyed by the text, so an unchanged address keeps the same filters.
  const { pathname, search: query } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFrom(new URLSearchParams(query)), [query]);
  const search = useSearchText();
  // The due follow-ups are all shown, whatever was typed.
  const q = filters.due ? '' : search.asked;
  const settings = useListSettings();

  const load = useCallback((cursor: string | null, signal: AbortSignal) => listEnquiryPage(filters, q, cursor, signal), [filters, q]);
  const list = usePagedLoad(load, { errorText: 'Failed to load enquiries. Please try again.', logText: 'Loading the enquiries failed' });

  const setFilters = (next: EnquiryFilters) => {
    const text = new URLSearchParams(filterParams(next)).toString();
    void navigate({ pathname, search: text ? `?${text}` : '' }, { replace: true });
  };

  const download = useSave();
  const exportCsv = () =>
    download.run(() => downloadEnquiriesCsv(filters, q), {
      failText: 'The file could not be downloaded. Please try again.',
      logText: 'Downloading the enquiries failed',
      serverWords: 'always',
      show: 'inline',
    });

  return { filters, setFilters, search, q, list, settings, download, exportCsv };
}
