import { clearAuth, getToken } from './auth-storage';
import { takeEarly } from './early-requests';

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';
const LOGIN_ROUTE = '/admin/login';
const NETWORK_ERROR_TEXT = 'Could not reach the server. Please check your connection and try again.';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Parsed response body (or raw text) so callers can apply their own fallback text. */
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonBlank(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The spec's single rule for error text: the server's `error` field, else its `message` field,
 * else the caller's generic text, else "Unknown error occurred".
 * Accepts an ApiError, a response body, or any thrown value.
 */
export function errorMessage(source: unknown, fallback?: string): string {
  // An unreachable server has no body; its own text beats a misleading screen-specific fallback.
  if (source instanceof ApiError && source.status === 0) return source.message;
  const body = source instanceof ApiError ? source.body : source;
  if (isRecord(body)) {
    if (nonBlank(body.error)) return body.error;
    if (nonBlank(body.message)) return body.message;
  }
  return nonBlank(fallback) ? fallback : 'Unknown error occurred';
}

export interface RequestOptions {
  /** Send the bearer token when one is stored. Defaults to true, except for GET /galleries. */
  auth?: boolean;
  /** Extra query parameters; undefined values are skipped. */
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Proxies and crashed gateways answer with HTML; keep it so errorMessage falls back cleanly.
    return text;
  }
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  // Gallery reads are public and CDN-cached; the spec sends them without a token.
  const sendAuth = options.auth ?? !(method === 'GET' && isGalleryPath(path));
  const token = sendAuth ? getToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

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
    // A public page's first call may already be on its way (main.tsx started it before React).
    const early = method === 'GET' && !token ? takeEarly(url) : undefined;
    response = await (early ?? fetch(url, { method, headers, body: payload, credentials: 'include', signal: options.signal }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, null, NETWORK_ERROR_TEXT);
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  if (response.status === 401 && redirectsOnUnauthorized(path)) {
    clearAuth();
    window.location.assign(LOGIN_ROUTE);
  }
  throw new ApiError(response.status, data, errorMessage(data, `Request failed with status ${response.status}`));
}

export const apiGet = <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options);

export const apiPost = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options);

export const apiPut = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options);

export const apiDelete = <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options);

/** Bytes of the request body sent so far; `total` is 0 until the browser knows the size. */
export type UploadProgress = (loaded: number, total: number) => void;

/**
 * POST of a multipart form with upload progress, which fetch cannot report. XMLHttpRequest here,
 * and only here, so the token, 401 and error-text rules stay the ones `request` applies.
 */
export function apiUpload<T = unknown>(
  path: string,
  formData: FormData,
  onProgress?: UploadProgress,
  options: Pick<RequestOptions, 'signal'> = {},
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
      let data: unknown = xhr.responseText || null;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        // Keep the text, as readBody does, so errorMessage falls back cleanly.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      if (xhr.status === 401 && redirectsOnUnauthorized(path)) {
        clearAuth();
        window.location.assign(LOGIN_ROUTE);
      }
      reject(new ApiError(xhr.status, data, errorMessage(data, `Request failed with status ${xhr.status}`)));
    };
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}
