import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTENT, EVENTS, GALLERIES, MESSAGES, NOTICES } from '../../domain/collections.js';
import { JSON_BODY_LIMIT_BYTES } from '../middleware/json-body.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { jsonBase, jsonText, NASTY, wrongBody } from '../../testing/hardening/arbitraries.js';
import { bodyView, withTransport } from '../../testing/hardening/body-view.js';
import { label, requestFor } from '../../testing/hardening/calls.js';
import { fixturesByRoute, makeFixtures, testImages, type Fixtures, type TestImages } from '../../testing/hardening/fixtures.js';
import { isJsonError, send } from '../../testing/hardening/raw-request.js';
import { needsToken, type CallContext, type RouteSpec } from '../../testing/hardening/route-spec.js';
import { ROUTES } from '../../testing/hardening/routes-table.js';

// bad-input.test.ts against the Firebase home: through the Hosting emulator's rewrite to the built
// Cloud Function, stored in (emulated) Firestore. The routes' checks are the same code in both homes;
// what differs is below them (Firestore's own limits: nesting, sizes, types) and above them (the
// Functions runtime parses the body). Every route that reads a JSON body gets generated wrong bodies
// and each of its fields set to each nasty value, with a staff token: a body the route's contract
// refuses must get a 4xx JSON error and leave the fixtures' documents as they were; one it accepts
// must succeed or get one of its stated refusals; never a 5xx. The transport variants (charsets,
// encodings, broken JSON) are not sent here: a body that is not JSON at all is refused before the
// function runs by the emulator's own body parser (firebase-tools' Express 4, an HTML 400). In
// production the Functions Framework refuses it, with our JSON errors (framework-errors.ts), which
// scripts/deploy-bundle.test.ts checks under the pinned framework.

const api = firebaseTestApi(inject('firebase'));
let images: TestImages;
const staff: Record<'admin' | 'superadmin', { email: string; token: string }> = {
  admin: { email: '', token: '' },
  superadmin: { email: '', token: '' },
};
let n = 0;
const fixturesOf = fixturesByRoute(() => makeFixtures(api, staff.admin.token, images));

beforeAll(async () => {
  images = await testImages(11);
  staff.admin = await api.staff('admin');
  staff.superadmin = await api.staff('superadmin');
}, 60_000);
afterAll(() => api.close());

/** What a refused request must not change: the stored documents of the route's fixtures. */
async function fixtureDocuments(f: Fixtures): Promise<string> {
  const docs = await Promise.all(
    (
      [
        [GALLERIES, f.galleryId],
        [EVENTS, f.eventId],
        [CONTENT, f.contentId],
        [MESSAGES, f.messageId],
        [NOTICES, f.noticeId],
      ] as const
    ).map(([collection, id]) => api.home.store.get(collection, id)),
  );
  return JSON.stringify(docs);
}

const JSON_TYPE = { type: 'application/json' } as const;

interface Target {
  route: RouteSpec;
  f: Fixtures;
  token: string | undefined;
  base: Record<string, unknown>;
}

/** Each route's target, made once for both of its tests: each request is judged against the documents just before it. */
const targets = new Map<RouteSpec, Promise<Target>>();
function target(route: RouteSpec): Promise<Target> {
  const made =
    targets.get(route) ??
    (async () => {
      const caller = route.access === 'superadmin' ? staff.superadmin : staff.admin;
      const f = await fixturesOf(route);
      const c: CallContext = { f, images, email: caller.email, password: 'not the password', n: ++n };
      return { route, f, token: needsToken(route) ? caller.token : undefined, base: jsonBase(route, c) };
    })();
  targets.set(route, made);
  return made;
}

/** Sends one body and holds the answer to the route's contract; true when the route refused it. */
async function judge({ route, f, token }: Target, body: unknown): Promise<boolean> {
  const text = jsonText(body);
  const view = bodyView(text, JSON_TYPE, route);
  const refused = view.refused || !(await route.accepts?.(view.body, { api, f }));
  const before = await fixtureDocuments(f);
  const answer = await send(api.url, withTransport(requestFor(route, {}, f, { token }), text, JSON_TYPE));
  const shown = text.length > 300 ? `${text.slice(0, 80)}… (${text.length} chars)` : text;
  const context = `${label(route)} ${shown} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeLessThan(500);
  if (refused) {
    expect([[400, 413, 415].includes(answer.status), isJsonError(answer)], context).toEqual([true, true]);
    expect(await fixtureDocuments(f), context).toBe(before);
  } else {
    // A download (the export of a person's data) succeeds with its file, not the JSON envelope.
    const succeeded = answer.status < 300 && (route.answers === 'file' || (answer.json as { success?: unknown })?.success === true);
    const refusal = (route.refusals ?? []).includes(answer.status) && isJsonError(answer);
    expect(succeeded || refusal, context).toBe(true);
  }
  return refused;
}

const jsonRoutes = ROUTES.filter((r) => r.accepts).map((r) => [label(r), r] as const);
// Fewer than the embedded home's 40 runs and its every field × every nasty value: the routes' checks
// are the same code there (bad-input.test.ts), and each request here crosses the Hosting and
// Functions emulators (about 40 ms). What only this home can get wrong (Firestore's limits, the
// Functions runtime's parser) is reached by every nasty value at every route and every field with one.
const RUNS = 10;
// A seed per route, so a run's ten bodies are the same each time: ten random ones were too few for
// the count of refused bodies below (a route that accepts most partial bodies, PATCH /enquiries/:id,
// once drew a single wrong one). The embedded home's 40 runs a route keep drawing new ones.
const seedOf = (name: string) => [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

describe('the Firebase home answers wrong JSON bodies by the route contract', () => {
  it.each(jsonRoutes)(
    '%s: generated bodies',
    async (name, route) => {
      const t = await target(route);
      let refused = 0;
      await fc.assert(
        // A top-level value that is not an object or array (`false`, `0`, a string) is refused by
        // the runtime's strict parser before the function runs (see the top of this file).
        fc.asyncProperty(
          wrongBody(t.base).filter((body) => typeof body === 'object' && body !== null),
          async (body) => {
            if (await judge(t, body)) refused++;
          },
        ),
        { numRuns: RUNS, seed: seedOf(name) },
      );
      // Most generated bodies are wrong; a generator that only made acceptable ones would prove little.
      expect(refused).toBeGreaterThanOrEqual(RUNS / 5);
    },
    120_000,
  );

  it.each(jsonRoutes)(
    '%s: every nasty value, and every field set to one',
    async (_name, route) => {
      const t = await target(route);
      const keys = Object.keys(t.base);
      // Pairs walk both lists together, round and round, until each is used up once.
      for (let i = 0; i < Math.max(keys.length, NASTY.length); i++) {
        await judge(t, { ...t.base, [keys[i % keys.length] ?? '']: NASTY[i % NASTY.length] });
      }
    },
    120_000,
  );

  it('refuses a JSON body over the limit with the same 413 as the embedded home', async () => {
    // The Functions Framework parses far larger bodies; the API's own limit still holds (json-body.ts).
    const body = { title: 'Too long', category: 'events', description: 'x'.repeat(JSON_BODY_LIMIT_BYTES) };
    const answer = await api.call('POST', '/galleries', { token: staff.admin.token, body });
    expect([answer.status, answer.body]).toEqual([413, { success: false, error: 'Request body is too large' }]);
  });

  it('stores half a character as U+FFFD, as the embedded home does, instead of failing in Firestore', async () => {
    const body = { title: 'Sports \ud800 day', category: 'events' };
    const answer = await api.call('POST', '/galleries', { token: staff.admin.token, body });
    expect([answer.status, answer.body.data?.title]).toEqual([201, 'Sports \uFFFD day']);
  });

  it('still answers afterwards', async () => {
    const galleries = await api.call('GET', '/galleries', { token: staff.admin.token });
    expect(galleries.status).toBe(200);
    expect(galleries.body.count).toBeGreaterThan(0);
  });
});
