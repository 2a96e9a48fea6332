import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { openInApp, waitForHydration } from './public-routes';

// Nothing on a public page may move once it is drawn (spec: CLS at most 0.01, Lighthouse mobile),
// measured as Lighthouse does, with the browser's own layout-shift entries.

const LIMIT = 0.01;

export interface Shift {
  value: number;
  sources: string[];
  /** ms since the document's navigation started. */
  at: number;
}

/** Records every layout shift of the page not caused by the visitor, from its first paint on. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[]; at: number }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // What moved, from where to where (x,y w×h), for the failure message.
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
        const sources = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name = node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
          return `${name} ${rect(previousRect)} → ${rect(currentRect)} at ${Math.round(entry.startTime)} ms`;
        });
        shifts.push({ value: entry.value, sources, at: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Waits until the page has settled (React live, data in, nothing loading) and returns its shifts.
 * `inApp`: reached from another page, so the page asks the API itself and draws the answers,
 * instead of arriving rendered by the server; counted from the moment its loading state is drawn:
 * what is measured is the data arriving, not the change of page. Otherwise the page is opened.
 */
export async function shiftsOf(page: Page, path: string, { inApp = false, opened = false } = {}): Promise<Shift[]> {
  let since = 0;
  if (inApp) {
    await openInApp(page, path);
    await expect(page.getByRole('progressbar')).toBeVisible();
    since = await page.evaluate(() => performance.now());
  } else {
    if (!opened) await page.goto(path);
    await waitForHydration(page);
  }
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Late work (a lazy chunk, fonts, images) gets two more frames and a moment to move things.
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return shifts.filter((shift) => shift.at >= since);
}

export function expectSteady(shifts: Shift[], path: string): void {
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${path} moved: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(LIMIT);
}
