import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../testing/api-server.js';
import { startHarness, type Harness } from '../../testing/hardening/harness.js';
import { brokenBody } from '../../testing/hardening/broken-bodies.js';
import { label, requestFor } from '../../testing/hardening/calls.js';
import { makeFixtures, type Fixtures, type TestImages } from '../../testing/hardening/fixtures.js';
import { isJsonError, send } from '../../testing/hardening/raw-request.js';
import { needsToken } from '../../testing/hardening/route-spec.js';
import { ROUTES } from '../../testing/hardening/routes-table.js';
import { diff, touched } from '../../testing/hardening/store-snapshot.js';

// Bodies express.json must refuse before any route runs (broken JSON, unsupported charsets and
// encodings, gzip that is not, gzip bombs, bodies over the limit), sent to EVERY API route, reads
// and body-less deletes included, with a valid token where the route needs one: each answer is a
// 400, 413 or 415 JSON error and nothing stored changes.

let harness: Harness | undefined;
let api: TestApi;
let snapshots: Harness['snapshots'];
let images: TestImages;
let f: Fixtures;
const tokens: { admin: string; superadmin: string } = { admin: '', superadmin: '' };

beforeAll(async () => {
  harness = await startHarness();
  ({ api, snapshots, images } = harness);
  tokens.admin = (await api.staff('admin')).token;
  tokens.superadmin = (await api.staff('superadmin')).token;
  // One set of fixtures for all: a refused request changes nothing, so every route still finds them.
  f = await makeFixtures(api, tokens.admin, images);
});
afterAll(async () => harness?.close());

describe('bodies refused before any route runs', () => {
  it.each(ROUTES.map((r) => [label(r), r] as const))('%s', async (_name, route) => {
    const token = !needsToken(route) ? undefined : route.access === 'superadmin' ? tokens.superadmin : tokens.admin;
    const before = await snapshots.take();
    await fc.assert(
      fc.asyncProperty(brokenBody, async (broken) => {
        const answer = await send(api.url, { ...requestFor(route, {}, f, { token }), headers: broken.headers, body: broken.body });
        const context = `${label(route)} ${broken.what} ${broken.body.subarray(0, 80).toString('latin1')} -> ${answer.status} ${answer.text.slice(0, 200)}`;
        expect([[400, 413, 415].includes(answer.status), isJsonError(answer)], context).toEqual([true, true]);
      }),
      { numRuns: 30 },
    );
    expect(touched(diff(before, await snapshots.take()))).toEqual([]);
  });

  it('still answers afterwards', async () => {
    expect((await api.call('GET', '/galleries', { token: tokens.admin })).body.count).toBe(1);
  });
});
