import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Clock } from '../../ports/clock.js';

interface Remembered {
  /** Bytes, not text: encoding 40 KB of JSON on every repeat is most of what a hit would cost. */
  body: Buffer;
  headers: Record<string, string>;
  at: number;
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'vary'] as const;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AnswerMemoOptions {
  clock: Clock;
  /** How long an answer is reused without a write in between (the answers' own browser max-age). */
  maxAgeMs?: number;
  /** Different URLs kept at once; the oldest goes first (query strings are the visitor's to vary). */
  maxEntries?: number;
  /** Answers larger than this are not kept. */
  maxBytes?: number;
}

/**
 * The embedded home's stand-in for Hosting's CDN. Public GET answers (those the routes mark
 * `Cache-Control: public`) are kept in memory and repeated from there, so a parent's visit costs
 * a lookup, not a SQLite query, the JSON and the ETag of a hundred items.
 *
 * Correct because one process takes every write: any POST, PUT, PATCH or DELETE under /api forgets
 * everything when it finishes, and a read that overlapped a write is not kept (the generation
 * check). Not for Firebase: function instances do not see each other's writes; there the CDN's
 * s-maxage plays this part. Requests with a token (staff) always go to the route.
 */
export function answerMemo({ clock, maxAgeMs = 60_000, maxEntries = 200, maxBytes = 2_000_000 }: AnswerMemoOptions): RequestHandler {
  const answers = new Map<string, Remembered>();
  let generation = 0;

  return (req: Request, res: Response, next: NextFunction) => {
    if (WRITES.has(req.method)) {
      const forget = () => {
        generation++;
        answers.clear();
      };
      generation++;
      res.once('close', forget);
      // Also when the route answers: a visitor who left early closes the socket before the write lands.
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        forget();
        return end(...args);
      }) as Response['end'];
      return next();
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.get('authorization')) return next();

    const key = req.originalUrl;
    const now = clock.now().getTime();
    const hit = answers.get(key);
    if (hit && now - hit.at < maxAgeMs) {
      res.set(hit.headers);
      res.send(hit.body);
      return;
    }
    if (hit) answers.delete(key);

    const startedAt = generation;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const cacheControl = String(res.get('cache-control') ?? '');
      const size = typeof body === 'string' ? Buffer.byteLength(body) : Buffer.isBuffer(body) ? body.length : Infinity;
      // send(object) calls send again with the JSON text; the object pass is skipped (size Infinity)
      // and the text is kept.
      if (res.statusCode === 200 && cacheControl.startsWith('public') && size <= maxBytes && generation === startedAt) {
        const headers: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = res.get(name);
          if (value) headers[name] = value;
        }
        const result = send(body);
        // Express computed the ETag while sending; keeping it spares the hash next time.
        const etag = res.get('etag');
        if (etag) headers.etag = etag;
        answers.delete(key);
        answers.set(key, { body: Buffer.isBuffer(body) ? body : Buffer.from(body as string), headers, at: now });
        if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
        return result;
      }
      return send(body);
    };
    next();
  };
}
