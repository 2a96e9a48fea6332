import type { DownloadOptions, Method, RequestOptions, SendMethod, UploadProgress } from './api-transport';

export { ApiError, errorMessage, invalidAnswer, isInvalidAnswer } from './api-error';
export type { DownloadOptions, Expect, RequestOptions, SendMethod, UploadProgress } from './api-transport';

// The only way to the API: features call apiGet/apiSend/apiUpload and get the answer's data (the
// rules, in ./api-transport.ts: base URL, token, 401 handling, the envelope, the error text). The
// transport and the stored session it reads load with the first call a page makes, not before the
// page is interactive: a server-rendered page arrives with its answers and may never call
// (issue 34, item 6: 2 KB off every public page's path).
const transport = () => import('./api-transport');

/** GET, answering the envelope's data. */
export async function apiGet<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await transport()).apiGet(path, options);
}

/** POST/PUT/PATCH/DELETE with a JSON body (or a FormData, sent as multipart), answering the envelope's data. */
export async function apiSend<T = unknown>(method: SendMethod, path: string, body?: unknown, options: RequestOptions<T> = {}): Promise<T> {
  return (await transport()).apiSend(method, path, body, options);
}

/**
 * The whole answer, for the calls whose answer carries fields beside `data` (login's token and user,
 * the inbox's unread count, a list page's `next`). Errors and 401s are handled as for every other call.
 */
export async function apiAnswer(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<unknown> {
  return (await transport()).apiAnswer(method, path, body, options);
}

/** A file the API answers instead of JSON (the audit log's CSV), with the token; with `body`, by a POST of it. */
export async function apiDownload(path: string, options: DownloadOptions = {}): Promise<{ blob: Blob; fileName: string | null }> {
  return (await transport()).apiDownload(path, options);
}

/** POST of a multipart form with upload progress. */
export async function apiUpload<T = unknown>(
  path: string,
  formData: FormData,
  onProgress?: UploadProgress,
  options: Pick<RequestOptions<T>, 'signal' | 'expect'> = {},
): Promise<T> {
  return (await transport()).apiUpload(path, formData, onProgress, options);
}
