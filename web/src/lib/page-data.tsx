import { createContext, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { invalidAnswer, isRecord, ApiError, errorMessage } from './api-error';
import type { Expect } from './api-client';
import type { PageData, ServerAnswer } from '@school/shared/page-render';

/**
 * The API answers a public page was rendered from. The server reads them in process (with the
 * functions its API routes answer with: functions/src/http/public-reads.ts), renders the page with
 * them, and embeds them in the HTML (`<script id="page-data">`); the browser's first render reads
 * the same answers, so hydration draws exactly the server's HTML and the page makes no second call
 * on load. Keyed by the API path as the page asks for it (`/events?type=event`). The browser forgets
 * them at the first move to another page (ForgetPageDataOnNavigation), so a later visit within the
 * app loads fresh data.
 */
export type { PageData, ServerAnswer } from '@school/shared/page-render';

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The browser's copy, read from the page once (start-app.tsx); the server gives each render its own. */
export const browserPageData: PageData = {};

const PageDataContext = createContext<PageData>(browserPageData);
export const PageDataProvider = PageDataContext.Provider;

export type Settled<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * The answer the page was rendered from, settled as the API client settles a fetched one (envelope,
 * error text, shape check); undefined when there is none and the page must load it itself.
 */
export function useServerAnswer<T>(path: string | null, expect: Expect<T>): Settled<T> | undefined {
  const data = useContext(PageDataContext);
  return settle(path ? data[path] : undefined, expect, 'data');
}

/**
 * The same for a call whose answer carries fields beside `data` (a page of news: `next`, `tags`,
 * `years`), as the API client's apiAnswer hands it over: `expect` is given the whole body.
 */
export function useServerBody<T>(path: string | null, expect: Expect<T>): Settled<T> | undefined {
  const data = useContext(PageDataContext);
  return settle(path ? data[path] : undefined, expect, 'body');
}

function settle<T>(answer: ServerAnswer | undefined, expect: Expect<T>, part: 'data' | 'body'): Settled<T> | undefined {
  if (!answer) return undefined;
  const { status, body } = answer;
  if (status < 200 || status >= 300) {
    return { ok: false, error: new ApiError(status, body, errorMessage(body, `Request failed with status ${status}`)) };
  }
  const succeeded = isRecord(body) && body.success !== false;
  const data = succeeded ? (part === 'data' ? body.data : body) : undefined;
  return expect.accept(data) ? { ok: true, data } : { ok: false, error: invalidAnswer(body, expect.text) };
}

/** The page's answers as JSON safe inside a <script> element (no `</script>`, no HTML comment). */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/** Fills the browser's copy from the page, once, before hydration. */
export function readPageData(): void {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    Object.assign(browserPageData, JSON.parse(element.textContent) as PageData);
  } catch {
    // A broken copy only costs the page its own call.
  }
}

/**
 * Forgets the page's answers when the visitor moves to another page, or to another page of the same
 * list (/news?tag=sports: its query is part of what it shows), so coming back loads fresh data. Not
 * earlier: a lazy page hydrates after the app's first commit, and it must find its answers then.
 */
export function ForgetPageDataOnNavigation(): null {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const first = useRef(address);
  useEffect(() => {
    if (address === first.current) return;
    for (const key of Object.keys(browserPageData)) delete browserPageData[key];
  }, [address]);
  return null;
}
