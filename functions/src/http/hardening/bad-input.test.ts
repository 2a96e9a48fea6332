import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../testing/api-server.js';
import { startHarness, type Harness } from '../../testing/hardening/harness.js';
import { jsonBase, jsonText, MARKER, NASTY, transport, wrongBody, type Transport } from '../../testing/hardening/arbitraries.js';
import { bodyView, withTransport } from '../../testing/hardening/body-view.js';
import { label, requestFor } from '../../testing/hardening/calls.js';
import { fixturesByRoute, makeFixtures, type Fixtures, type TestImages } from '../../testing/hardening/fixtures.js';
import { isJsonError, send } from '../../testing/hardening/raw-request.js';
import { needsToken, type CallContext, type RouteSpec } from '../../testing/hardening/route-spec.js';
import { ROUTES } from '../../testing/hardening/routes-table.js';
import { diff, outside, touched } from '../../testing/hardening/store-snapshot.js';

// Wrong JSON bodies, content types and encodings at every route that reads a JSON body, with a
// staff token where one is needed. The route's own contract (its shared zod schema, via
// routes-table.ts) says whether a body is acceptable: one it refuses must get a 4xx JSON error and
// change nothing at all; one it accepts must succeed (or get one of the route's stated refusals)
// and change only what the route writes, keeping none of the fields the client had no right to send.

let harness: Harness | undefined;
let api: TestApi;
let images: TestImages;
let snapshots: Harness['snapshots'];
let n = 0;
let fixturesOf: ReturnType<typeof fixturesByRoute>;

beforeAll(async () => {
  harness = await startHarness();
  ({ api, snapshots, images } = harness);
  const admin = await api.staff('admin');
  fixturesOf = fixturesByRoute(() => makeFixtures(api, admin.token, images));
});
afterAll(async () => harness?.close());

interface Target {
  route: RouteSpec;
  f: Fixtures;
  token: string | undefined;
  base: Record<string, unknown>;
}

/** The route's fixtures and a fresh account. The context's password is not the account's, so no run changes it. */
async function target(route: RouteSpec): Promise<Target> {
  const f = await fixturesOf(route);
  const caller = await api.staff(route.access === 'superadmin' ? 'superadmin' : 'admin');
  const c: CallContext = { f, images, email: caller.email, password: 'not the password', n: ++n };
  const base = jsonBase(route, c);
  return { route, f, token: needsToken(route) ? caller.token : undefined, base };
}

/** Sends one body and holds the answer and the stored data to the route's contract; true when the route refused it. */
async function judge({ route, f, token }: Target, body: unknown, t: Transport): Promise<boolean> {
  const text = jsonText(body);
  const view = bodyView(text, t, route);
  const refused = view.refused || !(await route.accepts?.(view.body, { api, f }));
  const before = await snapshots.take();
  const answer = await send(api.url, withTransport(requestFor(route, {}, f, { token }), text, t));
  const after = await snapshots.take();
  const changes = diff(before, after);
  const context = `${label(route)} ${JSON.stringify(t)} ${text.slice(0, 300)} -> ${answer.status} ${answer.text.slice(0, 300)}`;
  if (refused) {
    expect([[400, 413, 415].includes(answer.status), isJsonError(answer)], context).toEqual([true, true]);
    expect(touched(changes), context).toEqual([]);
  } else {
    // A download (the export of a person's data) succeeds with its file, not the JSON envelope.
    const succeeded = answer.status < 300 && (route.answers === 'file' || (answer.json as { success?: unknown })?.success === true);
    const refusal = (route.refusals ?? []).includes(answer.status) && isJsonError(answer);
    expect(succeeded || refusal, context).toBe(true);
    expect(outside(changes, route.writes), context).toEqual([]);
    const written = [...changes.added, ...changes.changed].filter((key) => key.startsWith('db:'));
    expect(
      written.filter((key) => (after.get(key) ?? '').includes(MARKER)),
      context,
    ).toEqual([]);
  }
  return refused;
}

const RUNS = 40;
const jsonRoutes = ROUTES.filter((r) => r.accepts);
const JSON_TYPE = { type: 'application/json' };

describe('wrong JSON bodies, content types and encodings', () => {
  it.each(jsonRoutes.map((r) => [label(r), r] as const))(
    '%s: generated bodies are answered by the route contract',
    async (_name, route) => {
      const t = await target(route);
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(wrongBody(t.base), transport, async (body, how) => {
          if (await judge(t, body, how)) refused++;
        }),
        { numRuns: RUNS },
      );
      // Most generated bodies are wrong; a generator that only made acceptable ones would prove little.
      expect(refused).toBeGreaterThanOrEqual(RUNS / 5);
    },
    60_000,
  );

  it.each(jsonRoutes.map((r) => [label(r), r] as const))(
    '%s: each field set to each nasty value',
    async (_name, route) => {
      const t = await target(route);
      for (const key of Object.keys(t.base)) {
        for (const value of NASTY) await judge(t, { ...t.base, [key]: value }, JSON_TYPE);
      }
    },
    // PUT /settings has the most fields: past 60 s on two busy cores.
    120_000,
  );
});
