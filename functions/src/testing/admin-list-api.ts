import { afterAll, beforeAll, expect } from 'vitest';
import type { DocumentData } from '../ports/document-store.js';
import { startTestApi, type TestApi } from './api-server.js';

// What the HTTP tests of the admin lists at 2,000 items share (issue 34): an embedded home whose store
// holds the list, written straight into the store as every save writes it (so the setup takes
// seconds), a staff token, and the first two pages of a list as staff read them.

/** One item of the list: the `n`th, `at` its instant (an hour apart, newest first). */
export type Seed = (n: number, at: string) => [collection: string, id: string, doc: DocumentData];

/** The suite's API and token, set before its tests (beforeAll) and closed after them. */
export function seededApi(count: number, seed: Seed): { api: TestApi; token: string } {
  const home = {} as { api: TestApi; token: string };
  beforeAll(async () => {
    home.api = await startTestApi();
    home.token = (await home.api.staff('admin')).token;
    const start = Date.parse('2026-11-01T04:00:00.000Z');
    for (let n = 0; n < count; n++) await home.api.home.store.set(...seed(n, new Date(start - n * 3_600_000).toISOString()));
  }, 120_000);
  afterAll(() => home.api?.close());
  return home;
}

const titles = (body: { data: Record<string, unknown>[] }, field: string) => body.data.map((one) => one[field]);

/**
 * `path` (with `limit=20` and the list's filters) answers staff a full first page starting with
 * `first`, a cursor to the next, and that page starts with `second` (each row named by its `field`);
 * the first page's body, for more checks.
 */
export async function expectTwoPages(api: TestApi, token: string, path: string, first: string[], second: string, field = 'title') {
  const one = await api.call('GET', path, { token });
  expect(one.status).toBe(200);
  expect([one.body.count, titles(one.body, field).slice(0, first.length), typeof one.body.next]).toEqual([20, first, 'string']);
  const two = await api.call('GET', `${path}&after=${encodeURIComponent(one.body.next)}`, { token });
  expect(titles(two.body, field).slice(0, 1)).toEqual([second]);
  return one.body as { data: Record<string, unknown>[] };
}
