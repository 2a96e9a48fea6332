import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@school/shared/auth-schemas';
import type { TestApi } from '../../testing/api-server.js';
import { startHarness, type Harness } from '../../testing/hardening/harness.js';
import { badTokens, type BadToken } from '../../testing/hardening/bad-tokens.js';
import { callRoute, label } from '../../testing/hardening/calls.js';
import { fixturesByRoute, makeFixtures, type TestImages } from '../../testing/hardening/fixtures.js';
import { isJsonError } from '../../testing/hardening/raw-request.js';
import { listApiRoutes } from '../../testing/hardening/route-list.js';
import { needsToken, type RouteSpec } from '../../testing/hardening/route-spec.js';
import { ROUTES } from '../../testing/hardening/routes-table.js';
import { diff, outside, touched } from '../../testing/hardening/store-snapshot.js';
import { buildApp } from '../app.js';

// Every route that needs a token, called with each kind of bad token (each must be a 401 that
// changes nothing) and then with a good one (which must really succeed). The table lives in
// testing/hardening/routes-table.ts; the first test keeps it equal to the app's routes.

let harness: Harness | undefined;
let api: TestApi;
let images: TestImages;
let snapshots: Harness['snapshots'];
let bad: BadToken[];
let n = 0;

beforeAll(async () => {
  harness = await startHarness();
  ({ api, snapshots, images } = harness);
  const made = await badTokens(api);
  // The same accounts' tokens worked moments before they were made bad: each fails for its own reason.
  expect(made.controls.map((c) => [c.kind, c.status])).toEqual([
    ['issued 6 days ago', 200],
    ['before logout', 200],
    ['before password change', 200],
    ['password change', 200],
  ]);
  bad = made.tokens;
});
afterAll(async () => harness?.close());

/** A fresh account of the role; its e-mail and password feed the route's valid call. */
async function account(role: Role | 'viewer') {
  const made = await api.staff(role as Role, `password of ${++n}`);
  return { ...made, n };
}

const guarded = ROUTES.filter(needsToken);
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('authorisation matrix', () => {
  it('has a row for every route the app serves under /api, and none it does not', () => {
    const served = listApiRoutes(buildApp(api.home)).map(key).sort();
    expect(served).toEqual(ROUTES.map(key).sort());
    expect(guarded.length).toBeGreaterThanOrEqual(18);
  });

  it('answers 401 without a token exactly on the routes the table says need one', async () => {
    const f = await makeFixtures(api, (await account('admin')).token, images);
    const owner = await account('admin');
    const wrong: string[] = [];
    for (const route of ROUTES) {
      const answer = await callRoute(api, route, route.valid({ f, images, ...owner, n: ++n }), f);
      if ((answer.status === 401) !== needsToken(route)) wrong.push(`${label(route)} answered ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  // The admin token's call succeeds and changes what it names (a deleted event): those routes get fixtures of their own.
  const fixturesOf = fixturesByRoute(async () => makeFixtures(api, (await account('admin')).token, images));

  it.each(guarded.map((route) => [label(route), route] as const))(
    '%s: 401 for every bad token and nothing changes; an admin token succeeds',
    async (_name, route: RouteSpec) => {
      const f = await fixturesOf(route);
      const caller = await account(route.access === 'superadmin' ? 'superadmin' : 'admin');
      const call = route.valid({ f, images, ...caller });
      const before = await snapshots.take();
      for (const { kind, token } of bad) {
        const answer = await callRoute(api, route, call, f, { token });
        expect([answer.status, isJsonError(answer)], `${kind}: ${answer.text}`).toEqual([401, true]);
      }
      const afterBad = await snapshots.take();
      expect(touched(diff(before, afterBad))).toEqual([]);

      const answer = await callRoute(api, route, call, f, { token: caller.token });
      const success = route.answers === 'file' ? answer.status < 300 : (answer.json as { success?: unknown })?.success;
      expect([answer.status, success], answer.text).toEqual([route.ok, true]);
      const changes = diff(afterBad, await snapshots.take());
      expect(outside(changes, route.writes)).toEqual([]);
      // A write that answered success must have written something.
      if (route.method !== 'GET') expect(touched(changes).length).toBeGreaterThan(0);
    },
  );

  it('gives 403 to a role below the one a route needs, and changes nothing', async () => {
    const f = await makeFixtures(api, (await account('admin')).token, images);
    // An admin may not create accounts; an account with no staff role (Firebase Auth holds accounts of
    // other apps, and the spec names only admin and superadmin) may write nothing.
    const admin = await account('admin');
    const viewer = await account('viewer');
    const cases = [
      ...guarded.filter((r) => r.access === 'superadmin').map((route) => ({ route, who: admin })),
      ...guarded.filter((r) => r.access === 'staff' || r.access === 'superadmin').map((route) => ({ route, who: viewer })),
    ];
    expect(cases.length).toBeGreaterThan(guarded.length / 2);
    const before = await snapshots.take();
    for (const { route, who } of cases) {
      const answer = await callRoute(api, route, route.valid({ f, images, ...who }), f, { token: who.token });
      expect([answer.status, isJsonError(answer)], `${label(route)} as ${who.email}: ${answer.text}`).toEqual([403, true]);
    }
    expect(touched(diff(before, await snapshots.take()))).toEqual([]);
  });

  it('never shows a bad token more than a visitor sees on reads where a token is optional', async () => {
    const admin = await account('admin');
    const f = await makeFixtures(api, admin.token, images);
    const optional = ROUTES.filter((r) => r.access === 'optional');
    for (const route of optional) {
      const call = route.valid({ f, images, ...admin, n: ++n });
      const visitor = await callRoute(api, route, call, f);
      const staff = await callRoute(api, route, call, f, { token: admin.token });
      expect(staff.status, `${label(route)} staff`).toBe(200);
      for (const { kind, token } of bad.filter((b) => b.token !== undefined)) {
        const answer = await callRoute(api, route, call, f, { token });
        const sameAsVisitor = answer.status === visitor.status && answer.text === visitor.text;
        expect(answer.status === 401 ? isJsonError(answer) : sameAsVisitor, `${label(route)} ${kind}: ${answer.text}`).toBe(true);
      }
    }
    // The fixtures are a draft page and an unpublished gallery: staff and visitors really do see different things.
    const draft = optional.find((r) => r.path === '/content/:id');
    if (!draft) throw new Error('no GET /content/:id row');
    expect((await callRoute(api, draft, {}, f)).status).toBe(404);
  });
});
