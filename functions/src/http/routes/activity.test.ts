import type { AuditEntryView } from '@school/shared/audit-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG } from '../../domain/collections.js';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The audit log over real HTTP on the embedded home: sign-ins and staff writes are recorded with
// who, what, which item and when; the superadmin lists them by member and by India day, pages
// through them and downloads them as CSV. The app's clock is moved to place entries on given days.

/** 2026-03-10 10:00 India time. */
const DAY_ONE = Date.parse('2026-03-10T04:30:00Z');
const HOUR = 3_600_000;

describe('audit log (GET /api/activity)', () => {
  let api: TestApi;
  let now = DAY_ONE;
  let boss: { email: string; token: string };
  let admin: { email: string; password: string; token: string };
  let adminId = '';

  const activity = async (query: string, token = boss.token) => {
    const answer = await api.call('GET', `/activity?${query}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { entries: AuditEntryView[]; nextCursor: string | null };
  };
  const notice = (text: string) => ({ text, kind: 'information', startsAt: '2035-02-01T09:00', endsAt: '2035-02-02T09:00' });

  beforeAll(async () => {
    api = await startTestApi({ clock: { now: () => new Date(now) } });
    boss = await api.staff('superadmin');
    admin = await api.staff('admin');
    const staff = (await api.call('GET', '/staff', { token: boss.token })).body.data as { id: string; email: string }[];
    adminId = staff.find((m) => m.email === admin.email)?.id ?? '';
  });
  afterAll(async () => api.close());

  it('records a sign-in and a failed one, with the e-mail typed and never the password', async () => {
    expect((await api.call('POST', '/auth/login', { body: { email: admin.email, password: admin.password } })).status).toBe(200);
    now += 1000;
    const wrong = await api.call('POST', '/auth/login', { body: { email: admin.email.toUpperCase(), password: 'a guessed password' } });
    expect(wrong.status).toBe(401);
    const { entries } = await activity(`member=${encodeURIComponent(admin.email)}`);
    expect(entries.map((e) => [e.action, e.memberId, e.email])).toEqual([
      ['sign-in-failed', null, admin.email],
      ['sign-in', adminId, admin.email],
    ]);
    expect(entries[1]?.memberName).toMatch(/^Staff \d+$/);
    const stored = JSON.stringify(await api.home.store.find(AUDIT_LOG));
    expect(stored).not.toContain('a guessed password');
    expect(stored).not.toContain(admin.password);
  });

  it('records creates, edits and deletes with the member and the item, newest first', async () => {
    now = DAY_ONE + HOUR;
    const created = await api.call('POST', '/notices', { token: admin.token, body: notice('Sports day on Friday') });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    now += 60_000;
    expect((await api.call('PUT', `/notices/${id}`, { token: admin.token, body: notice('Sports day on Saturday') })).status).toBe(200);
    now += 60_000;
    expect((await api.call('DELETE', `/notices/${id}`, { token: admin.token })).status).toBe(200);
    // A refused write is not recorded.
    expect((await api.call('PUT', `/notices/${id}`, { token: admin.token, body: notice('Gone') })).status).toBe(404);

    const { entries } = await activity(`member=${adminId}`);
    expect(entries.slice(0, 3).map((e) => [e.action, e.itemKind, e.itemId, e.itemTitle, e.memberId, e.email])).toEqual([
      ['delete', 'notice', id, 'Sports day on Saturday', adminId, admin.email],
      ['edit', 'notice', id, 'Sports day on Saturday', adminId, admin.email],
      ['create', 'notice', id, 'Sports day on Friday', adminId, admin.email],
    ]);
    expect(entries[0]?.at).toBe(new Date(DAY_ONE + HOUR + 120_000).toISOString());
    // Filtering by id leaves out the failed sign-in, which has none.
    expect(entries.map((e) => e.action)).not.toContain('sign-in-failed');
  });

  it('records a role change with the new role, under the superadmin who made it', async () => {
    now = DAY_ONE + 2 * HOUR;
    expect((await api.call('PUT', `/staff/${adminId}/role`, { token: boss.token, body: { role: 'superadmin' } })).status).toBe(200);
    const [latest] = (await activity(`member=${encodeURIComponent(boss.email)}&limit=1`)).entries;
    expect(latest).toMatchObject({ action: 'role-change', itemKind: 'staff-member', itemId: adminId, detail: 'Role: superadmin' });
    expect(latest?.itemTitle).toMatch(/^Staff \d+$/);
    expect((await api.call('PUT', `/staff/${adminId}/role`, { token: boss.token, body: { role: 'admin' } })).status).toBe(200);
  });

  it('filters by India day (both ends included) and pages without gaps or repeats', async () => {
    // 2026-03-11 00:30 and 23:30 India time: the 11th there, though the first is the 10th in UTC.
    for (const [at, text] of [
      ['2026-03-10T19:00:00Z', 'Early on the 11th'],
      ['2026-03-11T18:00:00Z', 'Late on the 11th'],
      ['2026-03-11T18:30:00Z', 'First minute of the 12th'],
    ] as const) {
      now = Date.parse(at);
      expect((await api.call('POST', '/notices', { token: admin.token, body: notice(text) })).status).toBe(201);
    }
    const titles = async (query: string) => (await activity(query)).entries.map((e) => e.itemTitle);
    expect(await titles('from=2026-03-11&to=2026-03-11')).toEqual(['Late on the 11th', 'Early on the 11th']);
    expect(await titles('from=2026-03-12')).toEqual(['First minute of the 12th']);
    expect((await titles('to=2026-03-10')).length).toBeGreaterThanOrEqual(6);
    expect(await titles('to=2026-03-10')).not.toContain('Early on the 11th');

    const all = (await activity('limit=200')).entries.map((e) => e.id);
    const paged: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await activity(`limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      paged.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    }
    expect(paged).toEqual(all);
  });

  it('refuses wrong filters with a message', async () => {
    for (const query of ['from=2026-13-01', 'from=11-03-2026', 'from=2026-03-12&to=2026-03-11', 'limit=0', 'limit=abc']) {
      const answer = await api.call('GET', `/activity?${query}`, { token: boss.token });
      expect([query, answer.status, answer.body.success]).toEqual([query, 400, false]);
    }
  });

  it('downloads the same entries as CSV, quoted, and with formulas made harmless', async () => {
    now = Date.parse('2026-03-13T06:00:00Z');
    const tricky = '=HYPERLINK("http://evil.example","Click"), then more';
    expect((await api.call('POST', '/notices', { token: admin.token, body: notice(tricky) })).status).toBe(201);
    const answer = await api.call('GET', `/activity.csv?member=${encodeURIComponent(admin.email)}&from=2026-03-13&to=2026-03-13`, {
      token: boss.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename=activity-2026-03-13-to-2026-03-13.csv');
    const text = answer.body as string;
    // fetch's text() drops the byte-order mark; the header row comes first.
    expect(text.split('\r\n')).toEqual([
      'Time (India),Member,E-mail,Action,Item kind,Item,Item id,Details',
      expect.stringMatching(/^2026-03-13 11:30:00,Staff \d+,staff\d+-\d+@school\.example,Created,Notice,/),
      '',
    ]);
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click""), then more",`);
    const raw = await fetch(`${api.url}/api/activity.csv`, { headers: { authorization: `Bearer ${boss.token}` } });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('is for superadmins only', async () => {
    const other = await api.staff('admin');
    for (const path of ['/activity', '/activity.csv']) {
      expect((await api.call('GET', path, { token: other.token })).status).toBe(403);
      expect((await api.call('GET', path)).status).toBe(401);
    }
  });
});
