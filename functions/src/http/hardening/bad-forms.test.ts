import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../testing/api-server.js';
import { startHarness, type Harness } from '../../testing/hardening/harness.js';
import { MARKER } from '../../testing/hardening/arbitraries.js';
import { label, requestFor } from '../../testing/hardening/calls.js';
import { fixturesByRoute, makeFixtures, type Fixtures, type TestImages } from '../../testing/hardening/fixtures.js';
import { BROKEN_MULTIPART, formView, wrongForm } from '../../testing/hardening/forms.js';
import { isJsonError, send, type Part } from '../../testing/hardening/raw-request.js';
import type { RouteSpec } from '../../testing/hardening/route-spec.js';
import { ROUTES } from '../../testing/hardening/routes-table.js';
import { diff, outside, touched } from '../../testing/hardening/store-snapshot.js';

// Generated multipart forms at every route that reads one (gallery uploads, featured images, news
// and events): fields dropped, changed, repeated, added, too long; file parts that are no image
// under every field name and nasty file names. The route's contract decides as in bad-input.test.ts.

let harness: Harness | undefined;
let api: TestApi;
let images: TestImages;
let snapshots: Harness['snapshots'];
let token = '';
const fixturesOf = fixturesByRoute(() => makeFixtures(api, token, images));

beforeAll(async () => {
  harness = await startHarness();
  ({ api, snapshots, images } = harness);
  token = (await api.staff('admin')).token;
});
afterAll(async () => harness?.close());

const formRoutes = ROUTES.filter((r) => r.acceptsForm);
const FILE_FIELDS: Record<string, string[]> = { '/galleries/:id/images': ['images'], '/content/:id/featuredimage': ['featuredImage'] };
const fileFieldsOf = (route: RouteSpec) => FILE_FIELDS[route.path] ?? ['image'];

/** The text fields of the route's valid form: what the generated forms start from. */
function baseForm(route: RouteSpec, f: Fixtures): Part[] {
  const parts = route.valid({ f, images, email: '', password: '', n: 0 }).parts ?? [];
  return parts.filter((p) => p.filename === undefined);
}

describe('wrong multipart forms', () => {
  it.each(formRoutes.map((r) => [label(r), r] as const))(
    '%s: generated forms are answered by the route contract',
    async (_name, route) => {
      const f = await fixturesOf(route);
      const accepts = route.acceptsForm?.bind(route);
      if (!accepts) throw new Error('route without acceptsForm');
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(wrongForm(baseForm(route, f), fileFieldsOf(route)), async (parts) => {
          const view = formView(parts);
          const isRefused = view.tooLong || !(await accepts(view, { api, f }));
          const before = await snapshots.take();
          const answer = await send(api.url, requestFor(route, { parts }, f, { token }));
          const after = await snapshots.take();
          const changes = diff(before, after);
          const shown = parts
            .map((p) => `${p.name}${p.filename === undefined ? '' : `[${p.filename}]`}=${p.data.toString().slice(0, 40)}`)
            .join(' ');
          const context = `${shown} -> ${answer.status} ${answer.text.slice(0, 200)}`;
          if (isRefused) {
            refused++;
            expect([[400, 413].includes(answer.status), isJsonError(answer)], context).toEqual([true, true]);
            expect(touched(changes), context).toEqual([]);
          } else {
            expect([answer.status < 300, (answer.json as { success?: unknown })?.success], context).toEqual([true, true]);
            expect(outside(changes, route.writes), context).toEqual([]);
            const written = [...changes.added, ...changes.changed].filter((key) => (after.get(key) ?? '').includes(MARKER));
            expect(written, context).toEqual([]);
          }
        }),
        { numRuns: 40 },
      );
      expect(refused).toBeGreaterThanOrEqual(8);
    },
    60_000,
  );

  it.each(formRoutes.filter((r) => r.path.startsWith('/events')).map((r) => [label(r), r] as const))(
    '%s: a field over 100 kB is refused whole, never stored cut short',
    async (_name, route) => {
      const f = await fixturesOf(route);
      const base = baseForm(route, f);
      const before = await snapshots.take();
      for (const long of base) {
        // 3-byte letters: a cut at the byte limit would also split one in half.
        const parts = base.map((p) => (p === long ? { name: p.name, data: 'ਸ'.repeat(40_000) } : p));
        const answer = await send(api.url, requestFor(route, { parts }, f, { token }));
        expect([answer.status, isJsonError(answer)], `${long.name}: ${answer.text.slice(0, 200)}`).toEqual([413, true]);
      }
      expect(touched(diff(before, await snapshots.take()))).toEqual([]);
    },
  );

  it.each(formRoutes.map((r) => [label(r), r] as const))('%s: multipart bodies busboy cannot read are a 400', async (_name, route) => {
    const f = await fixturesOf(route);
    const before = await snapshots.take();
    for (const broken of BROKEN_MULTIPART) {
      const req = { ...requestFor(route, {}, f, { token }), headers: { 'content-type': broken.type }, body: broken.body };
      const answer = await send(api.url, req);
      expect([answer.status, isJsonError(answer)], `${broken.what}: ${answer.text}`).toEqual([400, true]);
    }
    expect(touched(diff(before, await snapshots.take()))).toEqual([]);
  });
});
