import { clearAuth, getToken } from './auth-storage';
import { ApiError, errorMessage, invalidAnswer, isRecord, NETWORK_ERROR_TEXT } from './api-error';

// How lib/api-client.ts talks to the API: base URL, token, 401 handling, the `{ success, data }`
// envelope and the error text. Its own chunk, loaded with a page's first call (./api-client.ts says
// why); nothing else imports it but for types.

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';
const LOGIN_ROUTE = '/admin/login';

/** What a screen expects of the answer's data, and the text it shows when the data is not that. */
export interface Expect<T> {
  accept: (data: unknown) => data is T;
  text: string;
}

export interface RequestOptions<T = unknown> {
  /** Send the bearer token when one is stored. Defaults to true, except for GET /galleries. */
  auth?: boolean;
  /** Extra query parameters; undefined values are skipped. */
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Checks the data; a mismatch raises an ApiError of kind 'invalid-answer' with `text`. */
  expect?: Expect<T>;
  /** The version an edit is based on, sent as If-Match: the API answers 409 when someone changed it since. */
  ifMatch?: string;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SendMethod = Exclude<Method, 'GET'>;

const isGalleryPath = (path: string) => /^\/galleries(?:[/?]|$)/.test(path);

/**
 * 401 means "your session is gone": drop it and send the browser to the login page. Gallery requests
 * are public and must never bounce a visitor; a failed login is a 401 whose text the form must show.
 */
function redirectsOnUnauthorized(path: string): boolean {
  return !isGalleryPath(path) && path !== '/auth/login';
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Proxies and crashed gateways answer with HTML; keep it so errorMessage falls back cleanly.
    return text;
  }
}

/** The parsed body of a 2xx answer; an error status becomes an ApiError (and a 401 a sign-out). */
function settle(path: string, status: number, body: unknown): unknown {
  if (status >= 200 && status < 300) return body;
  if (status === 401 && redirectsOnUnauthorized(path)) {
    clearAuth();
    window.location.assign(LOGIN_ROUTE);
  }
  throw new ApiError(status, body, errorMessage(body, `Request failed with status ${status}`));
}

/** The `data` of a `{ success, data }` answer (undefined when absent), checked when the caller asked. */
function unwrap<T>(body: unknown, expect: Expect<T> | undefined): T {
  const data = isRecord(body) && body.success !== false ? body.data : undefined;
  if (expect && !expect.accept(data)) throw invalidAnswer(body, expect.text);
  // Without `expect` the caller vouches for the type, as the server's schemas do for its answers.
  return data as T;
}

async function request(method: Method, path: string, body: unknown, options: RequestOptions<unknown>): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  // Gallery reads are public and CDN-cached; the spec sends them without a token.
  const sendAuth = options.auth ?? !(method === 'GET' && isGalleryPath(path));
  const token = sendAuth ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.ifMatch) headers.set('If-Match', `"${options.ifMatch}"`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser must set the multipart boundary itself
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    const url = buildUrl(path, options.query);
    response = await fetch(url, { method, headers, body: payload, credentials: 'include', signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, null, NETWORK_ERROR_TEXT);
  }
  return settle(path, response.status, parseBody(await response.text()));
}

/** GET, answering the envelope's data. */
export async function apiGet<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return unwrap(await request('GET', path, undefined, options), options.expect);
}

/** POST/PUT/PATCH/DELETE with a JSON body (or a FormData, sent as multipart), answering the envelope's data. */
export async function apiSend<T = unknown>(method: SendMethod, path: string, body?: unknown, options: RequestOptions<T> = {}): Promise<T> {
  return unwrap(await request(method, path, body, options), options.expect);
}

/**
 * The whole answer, for the calls whose answer carries fields beside `data` (login's token and user,
 * the inbox's unread count, a list page's `next`). Errors and 401s are handled as for every other call.
 */
export function apiAnswer(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<unknown> {
  return request(method, path, body, options);
}

/** A download's options: with `body`, the file is asked for by a POST of it as JSON (what must stay out of the URL). */
export type DownloadOptions = Pick<RequestOptions, 'query' | 'signal'> & { body?: unknown };

/**
 * A file the API answers instead of JSON (the audit log's CSV), with the token: a bare link could
 * not send it. Errors and 401s are handled as for every other call. `fileName` is the server's.
 */
export async function apiDownload(path: string, options: DownloadOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const posted = options.body !== undefined;
  if (posted) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: posted ? 'POST' : 'GET',
      headers,
      credentials: 'include',
      signal: options.signal,
      ...(posted && { body: JSON.stringify(options.body) }),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, null, NETWORK_ERROR_TEXT);
  }
  if (!response.ok) settle(path, response.status, parseBody(await response.text()));
  const fileName = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** Bytes of the request body sent so far; `total` is 0 until the browser knows the size. */
export type UploadProgress = (loaded: number, total: number) => void;

/**
 * POST of a multipart form with upload progress, which fetch cannot report. XMLHttpRequest here,
 * and only here, so the token, 401, envelope and error-text rules stay the ones `request` applies.
 */
export function apiUpload<T = unknown>(
  path: string,
  formData: FormData,
  onProgress?: UploadProgress,
  options: Pick<RequestOptions<T>, 'signal' | 'expect'> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, undefined));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => onProgress?.(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onerror = () => reject(new ApiError(0, null, NETWORK_ERROR_TEXT));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => {
      try {
        resolve(unwrap(settle(path, xhr.status, parseBody(xhr.responseText)), options.expect));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}
