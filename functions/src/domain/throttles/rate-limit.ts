import { createHash } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import { RATE_LIMITS } from '../collections.js';
import { ConflictError } from '../errors.js';

export interface Limit {
  /** What is counted, e.g. `login-fail:ip:1.2.3.4`. Hashed before it is stored. */
  key: string;
  max: number;
  windowMs: number;
  /** Whom the count is about, as `ownerKey` hashes them: "A person's data" finds and erases their records by it. */
  owner?: string;
}

/**
 * Fixed-window counters kept in the DocumentStore, so a limit holds across Cloud Function
 * instances and restarts. Callers count what an attacker multiplies (failed logins, code sends,
 * wrong codes), never ordinary successful use. Two requests racing may both pass at the edge
 * of a window; for these limits an attempt or two more does not matter.
 */
export class RateLimiter {
  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the limit frees up, or 0 when another attempt is allowed. */
  async retryAfter(limit: Limit): Promise<number> {
    const { id, windowEnd } = this.slot(limit);
    const doc = await this.store.get<{ count: number }>(RATE_LIMITS, id);
    if (!doc || doc.count < limit.max) return 0;
    return Math.max(1, Math.ceil((windowEnd - this.clock.now().getTime()) / 1000));
  }

  /** Seconds until the limit's current window ends (when a limit that was reached frees up). */
  windowEndsIn(limit: Pick<Limit, 'windowMs'>): number {
    const windowEnd = (Math.floor(this.clock.now().getTime() / limit.windowMs) + 1) * limit.windowMs;
    return Math.max(1, Math.ceil((windowEnd - this.clock.now().getTime()) / 1000));
  }

  /** Counts one more attempt; returns the count in this window so far. */
  async hit(limit: Limit): Promise<number> {
    const { id, windowEnd } = this.slot(limit);
    const doc = await this.store.get<{ count: number }>(RATE_LIMITS, id);
    const count = (doc?.count ?? 0) + 1;
    if (doc) await this.store.update(RATE_LIMITS, id, { count });
    else await this.store.set(RATE_LIMITS, id, { count, expiresAt: new Date(windowEnd).toISOString(), ...owned(limit) });
    return count;
  }

  /**
   * true the first time it is asked for `what` in the limit's current window, false after: for
   * doing something once per window (an alert mail) however many requests race, as `create` is atomic.
   */
  async firstInWindow(limit: Limit, what: string): Promise<boolean> {
    const { id, windowEnd } = this.slot(limit);
    try {
      await this.store.create(RATE_LIMITS, `${id}-${what}`, { expiresAt: new Date(windowEnd).toISOString(), ...owned(limit) });
      return true;
    } catch (error) {
      if (error instanceof ConflictError) return false;
      throw error;
    }
  }

  private slot(limit: Limit): { id: string; windowEnd: number } {
    const windowStart = Math.floor(this.clock.now().getTime() / limit.windowMs) * limit.windowMs;
    const id = createHash('sha256').update(`${limit.key}|${limit.windowMs}|${windowStart}`).digest('hex').slice(0, 40);
    return { id, windowEnd: windowStart + limit.windowMs };
  }
}

const owned = ({ owner }: Pick<Limit, 'owner'>) => (owner ? { owner } : {});

/**
 * The `owner` of the records counted about a person (an e-mail address, lower case): a hash, so no
 * address is written in clear, found with one `==` (throttles/throttle-personal-data.ts).
 */
export function ownerKey(subject: string): string {
  return createHash('sha256').update(`owner|${subject}`).digest('hex');
}
