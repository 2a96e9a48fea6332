import { startTransition, useEffect, useState } from 'react';

// Six cards fill more than a phone's first screen. React renders a transition in slices but commits
// it in one task, so the step sets the longest task: with 12 MUI cards per commit Lighthouse's
// simulated phone saw tasks of 100-180 ms on /news (TBT ~150 ms, performance 97-98); with 6, TBT ~75.
const STEP = 6;

/**
 * The first `STEP` items at once, then the rest in steps of `STEP`, each in a transition: a long
 * list (a school's news over the years) then never blocks a phone's main thread in one long task,
 * and the first cards show as soon as they can. Every item is shown a few frames later, so what the
 * page lists is unchanged. `all` (e.g. a link to one item further down) shows everything at once.
 */
export function useProgressiveList<T>(items: readonly T[], all = false): readonly T[] {
  const [limit, setLimit] = useState(STEP);
  const done = all || limit >= items.length;

  useEffect(() => {
    if (done) return;
    const frame = requestAnimationFrame(() => startTransition(() => setLimit((current) => current + STEP)));
    return () => cancelAnimationFrame(frame);
  }, [done, limit]);

  return done ? items : items.slice(0, limit);
}
