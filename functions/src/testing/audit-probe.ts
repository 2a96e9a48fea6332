import type { AuditEntryView } from '@school/shared/audit-schemas';
import sharp from 'sharp';
import { expect } from 'vitest';
import { startTestApi, type TestApi } from './api-server.js';

// What the Activity screen shows after each staff write, over real HTTP on the embedded home: the
// audit tests perform writes and read GET /api/activity as a superadmin would. Ids and members are
// shown by the names the test gave them, so expected entries read as prose and hold run after run.

/** One entry as the screen lists it: action, kind, item (by its test name), title, detail, member. */
export type Seen = [string, string | null, string | null, string | null, string | null, string];

export interface AuditProbe {
  api: TestApi;
  /** The superadmin's and an admin's tokens; writes run as the admin unless told otherwise. */
  boss: string;
  admin: string;
  /** Gives an id (an item's, a member's) the name entries show it by. */
  name: (id: string, as: string) => string;
  /** A write that must succeed; answers its `data` (or `user`). */
  ok: (method: string, path: string, body?: unknown, token?: string) => Promise<any>;
  /** A write that must be refused with `status`. */
  refused: (method: string, path: string, status: number, body?: unknown) => Promise<void>;
  /** A multipart write of one small JPEG in `field`. */
  upload: (method: string, path: string, field: string) => Promise<any>;
  /** The entries recorded since the last call, oldest first (sign-ins left out). */
  entries: () => Promise<Seen[]>;
  close: () => Promise<void>;
}

export async function startAuditProbe(): Promise<AuditProbe> {
  // Every reading of the clock is a second later, so entries keep the order of the writes.
  let tick = Date.parse('2026-11-27T04:00:00Z');
  const api = await startTestApi({ clock: { now: () => new Date((tick += 1000)) } });
  const boss = await api.staff('superadmin');
  const admin = await api.staff('admin');
  const names = new Map<string, string>();
  const seen = new Set<string>();
  const members = (await api.call('GET', '/staff', { token: boss.token })).body.data as { id: string; email: string }[];
  for (const [who, as] of [
    [boss, 'boss'],
    [admin, 'admin'],
  ] as const)
    names.set(members.find((m) => m.email === who.email)?.id ?? '', as);
  const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const shown = (id: string | null) => (id === null ? null : (names.get(id) ?? id));

  return {
    api,
    boss: boss.token,
    admin: admin.token,
    name: (id, as) => {
      names.set(id, as);
      return id;
    },
    ok: async (method, path, body, token = admin.token) => {
      const answer = await api.call(method, path, { token, ...(body === undefined ? {} : { body }) });
      expect([method, path, answer.status], JSON.stringify(answer.body)).toEqual([method, path, answer.status < 300 ? answer.status : 200]);
      return answer.body.data ?? answer.body.user;
    },
    refused: async (method, path, status, body) => {
      const answer = await api.call(method, path, { token: admin.token, ...(body === undefined ? {} : { body }) });
      expect([method, path, answer.status]).toEqual([method, path, status]);
    },
    upload: async (method, path, field) => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
      const response = await fetch(`${api.url}/api${path}`, { method, headers: { authorization: `Bearer ${admin.token}` }, body: form });
      const body = (await response.json()) as { data: unknown };
      expect([method, path, response.status], JSON.stringify(body)).toEqual([method, path, response.status < 300 ? response.status : 200]);
      return body.data;
    },
    entries: async () => {
      const answer = await api.call('GET', '/activity?limit=200', { token: boss.token });
      expect(answer.status).toBe(200);
      const fresh = (answer.body.data.entries as AuditEntryView[]).filter((e) => !seen.has(e.id) && e.action !== 'sign-in').reverse();
      for (const e of fresh) seen.add(e.id);
      return fresh.map((e) => [e.action, e.itemKind, shown(e.itemId), e.itemTitle, e.detail, shown(e.memberId) ?? e.email]);
    },
    close: () => api.close(),
  };
}
