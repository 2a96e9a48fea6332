import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { Transport } from './arbitraries.js';
import type { RawRequest } from './raw-request.js';
import type { RouteSpec } from './route-spec.js';
import { JSON_BODY_LIMIT_BYTES } from '../../http/middleware/json-body.js';

/** The API's JSON body limit (http/middleware/json-body.ts). */
export const BODY_LIMIT = JSON_BODY_LIMIT_BYTES;

/** What a route gets from a request: refused before it runs, or a body (undefined when nothing was parsed). */
export type BodyView = { refused: true } | { refused: false; body: unknown };

/**
 * express.json's reading of a body, as body-parser documents it: only JSON content types are parsed
 * (case-insensitive, any parameters), the decoded text must fit the limit, and strict mode takes only
 * an object or array at the root. Anything else leaves the body undefined; the events routes then
 * read multipart and refuse whatever is not.
 */
export function bodyView(text: string, t: Transport, route: RouteSpec): BodyView {
  if (!(t.type ?? '').toLowerCase().startsWith('application/json')) {
    return route.body === 'json-or-multipart' ? { refused: true } : { refused: false, body: undefined };
  }
  if (Buffer.byteLength(text) > BODY_LIMIT || !/^[ \t\n\r]*[{[]/.test(text)) return { refused: true };
  try {
    return { refused: false, body: JSON.parse(text) };
  } catch {
    return { refused: true };
  }
}

const compress = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync };

/** The request headers and bytes for a body text sent over a transport. */
export function withTransport(req: RawRequest, text: string, t: Transport): RawRequest {
  const headers: Record<string, string> = { ...req.headers };
  delete headers['content-type'];
  if (t.type) headers['content-type'] = t.type;
  if (t.encoding) headers['content-encoding'] = t.encoding;
  return { ...req, headers, body: t.encoding ? compress[t.encoding](Buffer.from(text)) : text };
}
