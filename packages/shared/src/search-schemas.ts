import { z } from 'zod';
import { LOCALES } from './i18n/locales.js';
import { digitsParam } from './page-query.js';
import { SEARCH_PAGE_MAX, SEARCH_QUERY_MAX } from './search-results.js';

/** GET /search?q=…[&lang=pa][&page=2]: a blank `q` finds nothing (and is no error). */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Search must be text' })
    .trim()
    .max(SEARCH_QUERY_MAX, `Search must be at most ${SEARCH_QUERY_MAX} characters`)
    .default(''),
  lang: z.enum(LOCALES, { error: 'lang must be en, pa or hi' }).default('en'),
  page: digitsParam('page', 2)
    .pipe(z.number().min(1, 'page must be 1 or more').max(SEARCH_PAGE_MAX, `page must be at most ${SEARCH_PAGE_MAX}`))
    .default(1),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
