import express, { type RequestHandler } from 'express';

/** The largest JSON body the API reads; the largest legitimate one (a content page) is far below. */
export const JSON_BODY_LIMIT_BYTES = 200 * 1024;

/**
 * JSON request bodies, read once with the same limit in both homes, their strings well-formed. On Cloud Functions the Functions
 * Framework has already parsed the body (with a limit of its own, in the megabytes) and kept its
 * bytes in req.rawBody, so express.json() steps aside: the limit is then checked on those bytes,
 * and an oversized body gets the same 413 as on the embedded home (error-handler.ts) instead of
 * reaching the routes.
 */
export function jsonBody(): RequestHandler[] {
  return [
    express.json({ limit: JSON_BODY_LIMIT_BYTES }),
    (req, _res, next) => {
      const raw = (req as typeof req & { rawBody?: unknown }).rawBody;
      if (Buffer.isBuffer(raw) && raw.length > JSON_BODY_LIMIT_BYTES && req.is('application/json')) {
        next(Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' }));
        return;
      }
      wellFormedStrings(req.body);
      next();
    },
  ];
}

// A lone UTF-16 surrogate: half of a character, which JSON can spell (`"\ud800"`) but UTF-8 cannot.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Replaces lone surrogates in every string value of a parsed body with U+FFFD, as any UTF-8 encoder
 * (a browser's, SQLite's) would. Firestore refuses such strings outright, so without this a title of
 * `"\ud800"` was stored on the embedded home and a 500 on Firebase. In place and without recursion
 * (a body may be nested far deeper than the stack); only what JSON.parse makes is walked, never a
 * Buffer that another parser left in req.body.
 */
export function wellFormedStrings(body: unknown): void {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (!isJsonContainer(value)) continue;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (typeof item === 'string') {
        if (LONE_SURROGATE.test(item)) record[key] = item.replace(LONE_SURROGATES, '\uFFFD');
      } else if (isJsonContainer(item)) pending.push(item);
    }
  }
}

function isJsonContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
