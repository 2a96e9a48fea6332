import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

// What link previews and search engines read in a page's <head>: meta tags, the share image, JSON-LD.

export const meta = (page: Page, key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);

/** The page's JSON-LD, parsed (the server puts it in <head>). */
export async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('head script[type="application/ld+json"]').textContent();
  return JSON.parse(text ?? '') as Record<string, unknown>;
}

/** The og:image's address answers a JPEG link previews can show. */
export async function expectShareImage(page: Page): Promise<string> {
  const url = await meta(page, 'og:image').getAttribute('content');
  expect(url).toMatch(/^https?:\/\//);
  const image = await page.request.get(url ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\/jpeg/);
  const { width, height } = await sharp(await image.body()).metadata();
  expect([width, height]).toEqual([1200, 630]);
  return url ?? '';
}

/** Errors the page logs; a hydration mismatch would be one (React reports it as a recoverable error). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * axe-core over the page, reporting the nodes of violations only: the nodes that pass each rule are
 * not collected (resultTypes), which takes about 40 % off each of the suite's many analyses; what is
 * checked and what fails are the same.
 *
 * In legacy mode: otherwise each analysis opens a blank page of its own (a new renderer) and loads
 * axe into it a second time, only to merge the frames' results there. That was two thirds of an
 * analysis (1.6 to 2.2 s against 0.6 to 0.9 s, of which axe's rules are 0.24 s) and the largest
 * part of the browser's CPU in the suite. Legacy mode still checks every frame of our own origin;
 * what it skips is the inside of a frame from another site (the contact page's map, which the
 * specs replace with a stand-in page anyway, and whose <iframe> element, with its title, is checked).
 *
 * axe-core's minified build, not the readable one (1.5 MB) the builder injects by default: the same
 * rules in 0.65 MB, which the browser reads about 0.1 s faster in each analysis.
 */
export const axeOf = (page: Page): AxeBuilder =>
  new AxeBuilder({ page, axeSource: axeMinified() }).options({ resultTypes: ['violations'] }).setLegacyMode(true);

let minified: string | undefined;
/** The builder's own axe-core (its dependency, not ours), minified. */
function axeMinified(): string {
  const builder = createRequire(import.meta.url).resolve('@axe-core/playwright');
  return (minified ??= readFileSync(createRequire(builder).resolve('axe-core/axe.min.js'), 'utf8'));
}

/** axe-core's default rules (WCAG 2.x A and AA and best practices) find nothing on the page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await axeOf(page).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
