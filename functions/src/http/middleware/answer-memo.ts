import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../ports/clock.js';
import { chooseCoding, isFresh, type Coding } from './negotiate.js';

interface Variant {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

interface Remembered {
  at: number;
  etag?: string;
  lastModified?: string;
  /** The answer as first sent, every header included (helmet's, cache-control, type, ETag, Vary). */
  plain: Variant;
  notModified: OutgoingHttpHeaders;
  /** Whether compression() would compress it, so a hit does too. */
  compressible: boolean;
  /** Compressed once, on the first request that asks for the coding; the promise while it runs. */
  coded: Partial<Record<Coding, Variant | Promise<Variant>>>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Per answer, not per stream: stronger settings than compression()'s (gzip 6, brotli 4) are
// affordable. Brotli stops at 6: 9-11 take 10-20 times as long (tens of milliseconds for 40 KB)
// to save under a tenth of the bytes, and the first visitor after a write waits for it.
const ENCODE: Record<Coding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
  deflate: (body) => promisify(deflate)(body, { level: 9 }),
};
// compression()'s threshold: smaller answers go out as they are.
const COMPRESS_FROM_BYTES = 1024;
// Transport headers, set per variant below; the rest is the answer's own.
const PER_VARIANT = /^(content-length|content-encoding|transfer-encoding)$/i;

export interface AnswerMemoOptions {
  clock: Clock;
  /** How long an answer is reused without a write in between (as the CDN's s-maxage: answers that depend on the time, such as upcoming events, move on). */
  maxAgeMs?: number;
  /** Different URLs kept at once; the least recently used goes first (query strings are the visitor's to vary). */
  maxEntries?: number;
  /** Answers larger than this are not kept. */
  maxBytes?: number;
  /** All kept answers together, compressed copies counted in advance: the memory the memo may take. */
  maxTotalBytes?: number;
}

export interface AnswerMemo {
  /** Under /api, before helmet and compression(): keeps public answers, forgets all on a write. */
  keep: RequestHandler;
  /** Writes the remembered answer to this request, if there is one; false: the app answers it. */
  repeat(req: IncomingMessage, res: ServerResponse): boolean;
}

/**
 * For a public answer that goes stale at a known instant with no write (the notice banner: a
 * notice starts or ends on its own). The memo then forgets every answer at that instant, the
 * pages made from this one included, instead of repeating it until its age limit. On Firebase
 * nothing reads it: there the CDN's s-maxage bounds the delay (about a minute).
 */
export function freshUntil(res: Response, at: Date | null): void {
  if (at) (res.locals as { freshUntil?: number }).freshUntil = at.getTime();
}

/**
 * The embedded home's stand-in for Hosting's CDN. Public GET answers (those the routes mark
 * `Cache-Control: public`) are kept in memory and repeated from there, so a parent's visit costs
 * a lookup and one socket write, not a SQLite query, the JSON, the ETag, helmet and a fresh gzip
 * of a hundred items. `keep` runs before helmet and compression() (app.ts): an answer is kept with
 * the complete header set they gave it, and compressed once per coding instead of per request.
 * `repeat` needs nothing of Express, so app.ts calls it before Express takes the request at all.
 *
 * Correct because one process takes every write: any POST, PUT, PATCH or DELETE under /api forgets
 * everything when it finishes, and a read that overlapped a write is not kept (the generation
 * check). Not for Firebase: function instances do not see each other's writes; there the CDN's
 * s-maxage plays this part. Requests with a token (staff) always go to the route.
 */
export function answerMemo({
  clock,
  maxAgeMs = 60_000,
  maxEntries = 200,
  maxBytes = 2_000_000,
  maxTotalBytes = 64_000_000,
}: AnswerMemoOptions): AnswerMemo {
  // Bounded twice: by URLs and by bytes. The age check stays ours (below), on the injected clock.
  const answers = new LRUCache<string, Remembered>({ max: maxEntries, maxSize: maxTotalBytes, sizeCalculation: footprint });
  let generation = 0;
  // The earliest instant an answer said it goes stale (freshUntil); then all are forgotten, as on a write.
  let staleAt = Infinity;
  const forgetAll = () => {
    generation++;
    answers.clear();
    staleAt = Infinity;
  };

  // The key is the URL as the visitor sent it, query string included (Express's originalUrl).
  const serve = (key: string | undefined, req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization || key === undefined) return false;
    // A page read in flight across that instant is not kept either: forgetAll moves the generation.
    if (clock.now().getTime() >= staleAt) forgetAll();
    const hit = answers.get(key);
    if (!hit) return false;
    if (clock.now().getTime() - hit.at >= maxAgeMs) {
      answers.delete(key);
      return false;
    }
    answer(req, res, hit);
    return true;
  };

  const keep = (req: Request, res: Response, next: NextFunction) => {
    if (WRITES.has(req.method)) {
      generation++;
      res.once('close', forgetAll);
      // Also when the route answers: a visitor who left early closes the socket before the write lands.
      const end = res.end.bind(res) as (...args: unknown[]) => Response;
      res.end = ((...args: unknown[]) => {
        forgetAll();
        return end(...args);
      }) as Response['end'];
      return next();
    }
    const key = req.originalUrl;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.authorization) return next();
    // Hits normally never get here (app.ts asks `repeat` first); this keeps the middleware whole.
    if (serve(key, req, res)) return;

    const startedAt = generation;
    const now = clock.now().getTime();
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      // send(object) comes back here with the JSON text: the text is what is kept.
      const text = typeof body === 'string' || Buffer.isBuffer(body);
      const keep =
        text &&
        res.statusCode === 200 &&
        String(res.get('cache-control') ?? '').startsWith('public') &&
        generation === startedAt &&
        (Buffer.isBuffer(body) ? body.length : Buffer.byteLength(body)) <= maxBytes;
      const result = send(body);
      // Noted even when not kept: a page that embeds this answer is kept under its own URL.
      const until = (res.locals as { freshUntil?: number }).freshUntil;
      if (until !== undefined) staleAt = Math.min(staleAt, until);
      // Read after sending, when helmet, Express (type, ETag) and compression() (Vary) have all had
      // their say; still 200, because a revalidation that Express answered 304 carries no type.
      if (keep && res.statusCode === 200 && !res.hasHeader('set-cookie')) {
        answers.set(key, remember(res, Buffer.isBuffer(body) ? body : Buffer.from(body), now));
      }
      return result;
    };
    next();
  };

  return { keep, repeat: (req, res) => serve(req.url, req, res) };
}

/**
 * What an answer will hold once its compressed copies exist: the plain body twice covers them
 * (gzip, brotli and deflate of JSON each come to well under a third of it), plus its headers.
 */
function footprint(kept: Remembered): number {
  return 2 * kept.plain.body.length + 2048;
}

function remember(res: Response, body: Buffer, at: number): Remembered {
  const headers: OutgoingHttpHeaders = {};
  // The names as they were set (helmet's `Content-Security-Policy`, not lower case), so a hit is
  // byte for byte a miss. On every outgoing message since Node 15; @types/node 20 declares it on
  // ClientRequest only.
  for (const name of (res as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    if (!PER_VARIANT.test(name)) headers[name] = res.getHeader(name);
  }
  const notModified = { ...headers };
  // Express drops the type from a 304 (the length and transfer coding are per variant already).
  for (const name of Object.keys(notModified)) if (name.toLowerCase() === 'content-type') delete notModified[name];
  return {
    at,
    etag: res.get('etag'),
    lastModified: res.get('last-modified'),
    plain: { headers: { ...headers, 'Content-Length': body.length }, body },
    notModified,
    // compression() adds `Vary: Accept-Encoding` exactly to the answers it may compress (type
    // compressible, no `no-transform`), then skips the small ones.
    compressible: /\baccept-encoding\b/i.test(String(res.get('vary') ?? '')) && body.length >= COMPRESS_FROM_BYTES,
    coded: {},
  };
}

/** A hit: the remembered bytes and headers in one writeHead + end, as Express would have answered. */
function answer(req: IncomingMessage, res: ServerResponse, kept: Remembered): void {
  if (isFresh(req.headers, kept.etag, kept.lastModified)) {
    res.writeHead(304, kept.notModified);
    res.end();
    return;
  }
  // compression() leaves HEAD alone: its headers are the plain answer's.
  const coding = kept.compressible && req.method === 'GET' ? chooseCoding(req.headers['accept-encoding']) : undefined;
  if (!coding) return write(req, res, kept.plain);
  let variant = kept.coded[coding];
  if (!variant) {
    variant = kept.coded[coding] = ENCODE[coding](kept.plain.body).then(
      (body) =>
        (kept.coded[coding] = { headers: { ...kept.plain.headers, 'Content-Encoding': coding, 'Content-Length': body.length }, body }),
      // zlib fails on nothing but memory; the plain answer is still a right one.
      () => (kept.coded[coding] = kept.plain),
    );
  }
  if (variant instanceof Promise) void variant.then((ready) => write(req, res, ready));
  else write(req, res, variant);
}

function write(req: IncomingMessage, res: ServerResponse, variant: Variant): void {
  res.writeHead(200, variant.headers);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}
