import type { SearchResultView } from '@school/shared/search-results';
import { apiAnswer, invalidAnswer, type Expect } from '../../lib/api-client';
import { isRecord } from '../../lib/api-error';

/** A page of GET /search as the API answers it (`total` sits beside `data`). */
export interface SearchPage {
  data: SearchResultView[];
  total: number;
}

const looksLikeResult = (value: unknown): value is SearchResultView =>
  isRecord(value) &&
  typeof value.path === 'string' &&
  value.path.startsWith('/') &&
  typeof value.title === 'string' &&
  typeof value.snippet === 'string';

const looksLikePage = (body: unknown): body is SearchPage =>
  isRecord(body) && Array.isArray(body.data) && body.data.every(looksLikeResult) && typeof body.total === 'number';

// Message ids (lib/i18n), shown through t().
export const INVALID_RESULTS = 'Invalid search results received from server';
export const SEARCH_FAILED = 'The search failed. Please try again later.';

export const searchPageExpect: Expect<SearchPage> = { accept: looksLikePage, text: INVALID_RESULTS };

/** One page of results by its call (lib/public-calls.ts), as a visitor. */
export async function fetchSearchPage(call: string, signal: AbortSignal): Promise<SearchPage> {
  const body = await apiAnswer('GET', call, undefined, { auth: false, signal });
  if (!searchPageExpect.accept(body)) throw invalidAnswer(body, INVALID_RESULTS);
  return body;
}
