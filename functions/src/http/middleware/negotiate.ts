import type { IncomingHttpHeaders } from 'node:http';

/**
 * The two decisions Express and the compression middleware take for every answer, redone for the
 * answers answer-memo.ts writes itself (those never reach them), with the same outcome.
 */

export type Coding = 'br' | 'gzip' | 'deflate';

// What compression() offers and prefers (negotiator's rules: quality, then br before gzip, then
// the client's own order).
const OFFERED = ['br', 'gzip', 'deflate', 'identity'] as const;
const PREFERRED: readonly string[] = ['br', 'gzip'];

interface Accepted {
  name: string;
  q: number;
  o: number;
}

// Browsers of one kind send one and the same header: the last answer is usually the next one.
let last: { header: string; coding: Coding | undefined } = { header: '', coding: undefined };

/** The coding compression() would pick for this Accept-Encoding; undefined means none (identity). */
export function chooseCoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  if (header === last.header) return last.coding;
  const coding = negotiate(header);
  last = { header, coding };
  return coding;
}

function negotiate(header: string): Coding | undefined {
  const accepted: Accepted[] = [];
  const parts = header.split(',');
  parts.forEach((part, o) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (name) accepted.push({ name: name.toLowerCase(), q: q ? parseFloat(q.slice(2)) : 1, o });
  });
  // Unnamed identity stays acceptable, at the lowest quality the client gave anything.
  if (!accepted.some(({ name }) => name === 'identity' || name === '*')) {
    accepted.push({ name: 'identity', q: Math.min(1, ...accepted.map(({ q }) => q || 1)), o: parts.length });
  }

  const ranked = OFFERED.map((name, index) => {
    // The most specific entry for this coding (its name over `*`), then the higher q, then the later one.
    let best = { name, index, s: 0, q: 0, o: -1 };
    for (const entry of accepted) {
      const s = entry.name === name ? 1 : entry.name === '*' ? 0 : -1;
      if (s >= 0 && (best.s - s || best.q - entry.q || best.o - entry.o) < 0) best = { name, index, s, q: entry.q, o: entry.o };
    }
    return best;
  }).filter(({ q }) => q > 0);
  ranked.sort((a, b) => {
    if (a.q !== b.q) return b.q - a.q;
    const pa = PREFERRED.indexOf(a.name);
    const pb = PREFERRED.indexOf(b.name);
    if (pa === -1 && pb === -1) return b.s - a.s || a.o - b.o || a.index - b.index;
    if (pa !== -1 && pb !== -1) return pa - pb;
    return pa === -1 ? 1 : -1;
  });
  const chosen = ranked[0]?.name;
  return chosen === undefined || chosen === 'identity' ? undefined : chosen;
}

const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/** Express's `req.fresh` for a 200 answer with these validators: true means answer 304. */
export function isFresh(request: IncomingHttpHeaders, etag: string | undefined, lastModified: string | undefined): boolean {
  const noneMatch = request['if-none-match'];
  const modifiedSince = request['if-modified-since'];
  if (!noneMatch && !modifiedSince) return false;
  // A reload (no-cache) always gets the full answer.
  if (request['cache-control'] && NO_CACHE.test(request['cache-control'])) return false;
  if (noneMatch) {
    if (noneMatch === '*') return true;
    if (!etag) return false;
    return noneMatch
      .split(',')
      .map((tag) => tag.replace(/^ +| +$/g, ''))
      .some((tag) => tag === etag || tag === `W/${etag}` || `W/${tag}` === etag);
  }
  return lastModified !== undefined && Date.parse(lastModified) <= Date.parse(modifiedSince ?? '');
}
