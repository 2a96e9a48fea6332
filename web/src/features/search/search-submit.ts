import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocalePath } from '../../lib/i18n/links';
import { searchHref } from './search-address';

/**
 * What a search box does once the page is live: moves to the results in the page's language without
 * reloading. Before that the form's own GET to /search does the same with a reload.
 */
export function useSearchSubmit(): (event: FormEvent<HTMLFormElement>) => void {
  const localize = useLocalePath();
  const navigate = useNavigate();
  return (event) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get('q');
    void navigate(localize(searchHref({ q: typeof words === 'string' ? words.trim() : '', page: 1 })));
  };
}
