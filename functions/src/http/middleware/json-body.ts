import express, { type RequestHandler } from 'express';

/** The largest JSON body the API reads; the largest legitimate one (a content page) is far below. */
export const JSON_BODY_LIMIT_BYTES = 200 * 1024;

/**
 * JSON request bodies, read once with the same limit in both homes. On Cloud Functions the Functions
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
      next();
    },
  ];
}
