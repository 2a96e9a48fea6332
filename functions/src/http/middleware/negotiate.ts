import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';
import Negotiator from 'negotiator';

/**
 * The two decisions Express and the compression middleware take for every answer, for the answers
 * answer-memo.ts writes itself (those never reach them), taken by the same libraries they use:
 * `negotiator` for the content coding (as compression() does) and `fresh` for conditional GETs
 * (as Express's req.fresh does). compression 1.8 still carries negotiator 0.6, whose header parser
 * differs from 1.x only on quoted parameters, which no browser sends in Accept-Encoding.
 */

export type Coding = 'br' | 'gzip' | 'deflate';

// What compression() offers and prefers when the client rates several codings alike.
const OFFERED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

// negotiator 1.x takes the preferred codings as an option; @types/negotiator (0.6) does not know it yet.
type EncodingNegotiator = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined };

// Browsers of one kind send one and the same header: the last answer is usually the next one.
let last: { header: string; coding: Coding | undefined } = { header: '', coding: undefined };

/** The coding compression() would pick for this Accept-Encoding; undefined means none (identity). */
export function chooseCoding(header: string | undefined): Coding | undefined {
  // Like compression(): no header, no compression.
  if (!header) return undefined;
  if (header === last.header) return last.coding;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as EncodingNegotiator;
  const chosen = negotiator.encoding(OFFERED, { preferred: PREFERRED });
  const coding = chosen === undefined || chosen === 'identity' ? undefined : (chosen as Coding);
  last = { header, coding };
  return coding;
}

/** Express's `req.fresh` for a 200 answer with these validators: true means answer 304. */
export function isFresh(request: IncomingHttpHeaders, etag: string | undefined, lastModified: string | undefined): boolean {
  return fresh(request, { etag, 'last-modified': lastModified });
}
