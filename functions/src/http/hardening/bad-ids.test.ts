import { parse as parseQuery } from 'node:querystring';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../testing/api-server.js';
import { startHarness, type Harness } from '../../testing/hardening/harness.js';
import { badId, badQuery, SPECIAL_IDS, SPECIAL_QUERIES } from '../../testing/hardening/bad-paths.js';
import { callRoute, label } from '../../testing/hardening/calls.js';
import { fixturesByRoute, makeFixtures, type Fixtures, type TestImages } from '../../testing/hardening/fixtures.js';
import { isJsonError } from '../../testing/hardening/raw-request.js';
import { fixtureParams, paramNames, type RouteSpec } from '../../testing/hardening/route-spec.js';
import { ROUTES } from '../../testing/hardening/routes-table.js';
import { diff, outside, touched } from '../../testing/hardening/store-snapshot.js';

// Ids that name nothing (dot segments, prototype names, broken escapes, very long) in every path
// parameter of every route, each sent with an otherwise valid request and token: a 400 or 404
// JSON error, nothing stored changes. And wrong query strings at every read: the route's own query
// schema says 200 or 400, a read without one ignores them, and no read ever changes anything.

let harness: Harness | undefined;
let api: TestApi;
let snapshots: Harness['snapshots'];
let images: TestImages;
let f: Fixtures;
const tokens: { admin: string; superadmin: string } = { admin: '', superadmin: '' };
let n = 0;

beforeAll(async () => {
  harness = await startHarness();
  ({ api, snapshots, images } = harness);
  tokens.admin = (await api.staff('admin')).token;
  tokens.superadmin = (await api.staff('superadmin')).token;
  // Shared by every run: nothing here may change them.
  f = await makeFixtures(api, tokens.admin, images);
});
afterAll(async () => harness?.close());

// Optional-token reads get one too: the fixture page is a draft, which only staff may read.
const tokenFor = (route: RouteSpec) =>
  route.access === 'public' ? undefined : route.access === 'superadmin' ? tokens.superadmin : tokens.admin;
const context = () => ({ f, images, email: 'nobody@school.example', password: 'not the password', n: ++n });

describe('ids that name nothing', () => {
  const withParams = ROUTES.flatMap((route) => paramNames(route).map((param) => [`${label(route)} :${param}`, route, param] as const));

  it.each(withParams)('%s', async (_name, route, param) => {
    const before = await snapshots.take();
    const check = async (id: string) => {
      const params = { ...fixtureParams(route, f), [param]: id };
      const answer = await callRoute(api, route, route.valid(context()), f, { params, token: tokenFor(route) });
      const text = `${id.slice(0, 100)} -> ${answer.status} ${answer.text.slice(0, 200)}`;
      expect([[400, 404].includes(answer.status), isJsonError(answer)], text).toEqual([true, true]);
    };
    for (const id of SPECIAL_IDS) await check(id);
    await fc.assert(fc.asyncProperty(badId, check), { numRuns: 40 });
    expect(touched(diff(before, await snapshots.take()))).toEqual([]);
  });
});

describe('wrong query strings', () => {
  // Writes read no query string: every odd one at once must not change how a valid call is answered.
  const writes = ROUTES.filter((r) => r.method !== 'GET');
  const junk = SPECIAL_QUERIES.filter((q) => q.length < 100).join('&');

  // A valid call changes what it names (a deleted event), so those routes get fixtures of their own.
  const fixturesOf = fixturesByRoute(() => makeFixtures(api, tokens.admin, images));

  it.each(writes.map((r) => [label(r), r] as const))('%s ignores them', async (_name, route) => {
    const own = await fixturesOf(route);
    const caller = await api.staff(route.access === 'superadmin' ? 'superadmin' : 'admin');
    const call = route.valid({ f: own, images, email: caller.email, password: caller.password, n: ++n });
    const token = route.access === 'public' ? undefined : caller.token;
    const answer = await callRoute(api, route, { ...call, query: junk }, own, { token });
    expect(answer.status, answer.text).toBe(route.ok);
  });

  const reads = ROUTES.filter((r) => r.method === 'GET');

  it.each(reads.map((r) => [label(r), r] as const))('%s', async (_name, route) => {
    const before = await snapshots.take();
    let refused = 0;
    const check = async (query: string) => {
      const accepted = route.acceptsQuery ? route.acceptsQuery(parseQuery(query)) : true;
      const answer = await callRoute(api, route, { query }, f, { token: tokenFor(route) });
      const text = `?${query.slice(0, 200)} -> ${answer.status} ${answer.text.slice(0, 200)}`;
      if (accepted) expect(answer.status, text).toBe(200);
      else {
        refused++;
        expect([answer.status, isJsonError(answer)], text).toEqual([400, true]);
      }
    };
    for (const query of SPECIAL_QUERIES) await check(query);
    await fc.assert(fc.asyncProperty(badQuery, check), { numRuns: 40 });
    if (route.acceptsQuery) expect(refused).toBeGreaterThan(0);
    // Only what the route itself may write: a read that installs a new site's settings on its first
    // call (the preview's school name) may do so, whether or not an earlier test read them first.
    expect(outside(diff(before, await snapshots.take()), route.writes)).toEqual([]);
  });
});
