import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTENT, EVENTS, GALLERIES, MESSAGES } from '../../domain/collections.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { jsonBase, jsonText, NASTY } from '../../testing/hardening/arbitraries.js';
import { bodyView, withTransport } from '../../testing/hardening/body-view.js';
import { label, requestFor } from '../../testing/hardening/calls.js';
import { makeFixtures, testImages, type Fixtures, type TestImages } from '../../testing/hardening/fixtures.js';
import { isJsonError, send } from '../../testing/hardening/raw-request.js';
import { needsToken, type CallContext, type RouteSpec } from '../../testing/hardening/route-spec.js';
import { ROUTES } from '../../testing/hardening/routes-table.js';

// bad-input.test.ts's nasty values against the Firebase home: through the Hosting emulator's
// rewrite to the built Cloud Function, stored in (emulated) Firestore. The routes' checks are the
// same code in both homes; what differs is below them (Firestore's own limits: nesting, sizes,
// types) and above them (the Functions runtime parses the body). Every route that reads a JSON body
// gets each of its fields set to each nasty value, with a staff token: a body the route's contract
// refuses must get a 4xx JSON error and leave the fixtures' documents as they were; one it accepts
// must succeed or get one of its stated refusals; never a 5xx. The generated bodies and transport
// variants of bad-input.test.ts stay embedded-only: a body that is not JSON at all is refused by the
// Functions Framework before the function runs, with its own HTML 400 (see README, Firebase home).

const api = firebaseTestApi(inject('firebase'));
let images: TestImages;
const staff: Record<'admin' | 'superadmin', { email: string; token: string }> = {
  admin: { email: '', token: '' },
  superadmin: { email: '', token: '' },
};
let n = 0;

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
      ] as const
    ).map(([collection, id]) => api.home.store.get(collection, id)),
  );
  return JSON.stringify(docs);
}

const JSON_TYPE = { type: 'application/json' } as const;

describe('the Firebase home answers nasty JSON values by the route contract', () => {
  it.each(ROUTES.filter((r) => r.accepts).map((r) => [label(r), r] as const))(
    '%s',
    async (_name, route: RouteSpec) => {
      const caller = route.access === 'superadmin' ? staff.superadmin : staff.admin;
      // Fresh fixtures per route: an accepted body may change them (a renamed page, a moved event).
      const f = await makeFixtures(api, staff.admin.token, images);
      const c: CallContext = { f, images, email: caller.email, password: 'not the password', n: ++n };
      const token = needsToken(route) ? caller.token : undefined;
      const base = jsonBase(route, c);
      for (const key of Object.keys(base)) {
        for (const value of NASTY) {
          const text = jsonText({ ...base, [key]: value });
          const view = bodyView(text, JSON_TYPE, route);
          const refused = view.refused || !(await route.accepts?.(view.body, { api, f }));
          const before = await fixtureDocuments(f);
          const answer = await send(api.url, withTransport(requestFor(route, {}, f, { token }), text, JSON_TYPE));
          const context = `${label(route)} ${key}=${text.length > 300 ? `${text.slice(0, 80)}… (${text.length} chars)` : text} -> ${answer.status} ${answer.text.slice(0, 300)}`;
          expect(answer.status, context).toBeLessThan(500);
          if (refused) {
            expect([[400, 413, 415].includes(answer.status), isJsonError(answer)], context).toEqual([true, true]);
            expect(await fixtureDocuments(f), context).toBe(before);
          } else {
            const succeeded = answer.status < 300 && (answer.json as { success?: unknown })?.success === true;
            const refusal = (route.refusals ?? []).includes(answer.status) && isJsonError(answer);
            expect(succeeded || refusal, context).toBe(true);
          }
        }
      }
    },
    120_000,
  );

  it('still answers afterwards', async () => {
    const galleries = await api.call('GET', '/galleries', { token: staff.admin.token });
    expect(galleries.status).toBe(200);
    expect(galleries.body.count).toBeGreaterThan(0);
  });
});
