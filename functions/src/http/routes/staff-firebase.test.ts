import { getAuth } from 'firebase-admin/auth';
import { getApps } from 'firebase-admin/app';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestApi } from '../../testing/api-server.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { outboxMails } from '../../testing/outbox-mails.js';
import { passwordLinkFromMail } from '../../testing/password-link-mail.js';
import type { AppDeps } from '../deps.js';

// The Firebase side of staff accounts, through the Cloud Function behind the Hosting emulator and
// the Auth emulator: the role is a custom claim, disabling sets Auth's own `disabled`, "Sign out
// everywhere" revokes the refresh tokens, and one session ends alone (a record in Firestore).
describe('staff accounts on the Firebase home (emulators)', () => {
  const hosts = inject('firebase');
  let api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;
  const auth = () => getAuth(getApps().at(-1));
  const linkFor = async (email: string) => {
    for (let tries = 0; tries < 50; tries++) {
      try {
        return passwordLinkFromMail(await outboxMails(hosts.mailOutbox), email);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    throw new Error(`no password link mail for ${email}`);
  };

  beforeAll(() => {
    api = firebaseTestApi(hosts);
  });
  afterAll(async () => api.close());

  it('invites a member with a role claim, who sets a password by the mailed link; a role change rewrites the claim', async () => {
    const boss = await api.staff('superadmin');
    const email = `fb-member-${Date.now()}@school.example`;
    const added = await api.call('POST', '/staff', { token: boss.token, body: { name: 'Mr. Gill', email, role: 'admin' } });
    expect(added.body.data).toMatchObject({ email, role: 'admin', status: 'invited' });
    const record = await auth().getUserByEmail(email);
    expect(record.customClaims).toMatchObject({ role: 'admin' });
    const { token } = await linkFor(email);
    const set = await api.call('POST', '/auth/set-password', { body: { token, newPassword: 'gill chose this one' } });
    expect(set.body).toMatchObject({ success: true, user: { email, role: 'admin' } });
    expect((await api.call('GET', '/staff', { token: set.body.token })).status).toBe(403);
    const promoted = await api.call('PUT', `/staff/${record.uid}/role`, { token: boss.token, body: { role: 'superadmin' } });
    expect(promoted.body.data).toMatchObject({ role: 'superadmin', status: 'active' });
    expect((await auth().getUser(record.uid)).customClaims).toMatchObject({ role: 'superadmin' });
    // The API reads the role from the account on every request: the member's session has it at once.
    expect((await api.call('GET', '/staff', { token: set.body.token })).status).toBe(200);
  }, 120_000);

  it("disabling sets Auth's disabled flag, ends the member's sessions and refuses sign-in", async () => {
    const boss = await api.staff('superadmin');
    const member = await api.staff('admin');
    const { uid } = await auth().getUserByEmail(member.email);
    expect((await api.call('POST', `/staff/${uid}/disable`, { token: boss.token })).body.data.status).toBe('disabled');
    expect((await auth().getUser(uid)).disabled).toBe(true);
    expect((await api.call('GET', '/auth/me', { token: member.token })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(401);
    await api.call('POST', `/staff/${uid}/enable`, { token: boss.token });
    expect((await auth().getUser(uid)).disabled).toBe(false);
    expect((await api.call('POST', '/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
  }, 120_000);

  it('"Sign out" ends one session; "Sign out everywhere" revokes the refresh tokens and ends the rest', async () => {
    const member = await api.staff('admin');
    const login = () => api.call('POST', '/auth/login', { body: { email: member.email, password: member.password } });
    const second = (await login()).body.token as string;
    const third = (await login()).body.token as string;
    expect((await api.call('GET', '/auth/logout', { token: member.token })).status).toBe(200);
    expect((await api.call('GET', '/auth/me', { token: member.token })).status).toBe(401);
    expect((await api.call('GET', '/auth/me', { token: second })).status).toBe(200);
    const { uid } = await auth().getUserByEmail(member.email);
    const before = (await auth().getUser(uid)).tokensValidAfterTime;
    expect((await api.call('POST', '/auth/logout-everywhere', { token: second })).status).toBe(200);
    expect((await auth().getUser(uid)).tokensValidAfterTime).not.toBe(before);
    expect((await api.call('GET', '/auth/me', { token: second })).status).toBe(401);
    expect((await api.call('GET', '/auth/me', { token: third })).status).toBe(401);
  }, 120_000);

  it('the audit log in Firestore: sign-ins and a role change, read by member (composite query) and as CSV', async () => {
    const boss = await api.staff('superadmin');
    const member = await api.staff('admin');
    const { uid } = await auth().getUserByEmail(member.email);
    expect((await api.call('POST', '/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
    expect((await api.call('POST', '/auth/login', { body: { email: member.email, password: 'not the password' } })).status).toBe(401);
    expect((await api.call('PUT', `/staff/${uid}/role`, { token: boss.token, body: { role: 'superadmin' } })).status).toBe(200);
    const mine = await api.call('GET', `/activity?member=${encodeURIComponent(member.email)}`, { token: boss.token });
    expect(mine.body.data.entries.map((e: { action: string }) => e.action)).toEqual(['sign-in-failed', 'sign-in']);
    const byId = await api.call('GET', `/activity?member=${uid}&limit=1`, { token: boss.token });
    expect(byId.body.data.entries).toEqual([expect.objectContaining({ action: 'sign-in', memberId: uid })]);
    const changes = await api.call('GET', `/activity?member=${encodeURIComponent(boss.email)}`, { token: boss.token });
    expect(changes.body.data.entries[0]).toMatchObject({ action: 'role-change', itemId: uid, detail: 'Role: superadmin' });
    const csv = await api.call('GET', `/activity.csv?member=${encodeURIComponent(member.email)}`, { token: boss.token });
    expect([csv.status, csv.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(String(csv.body)).toContain('Failed sign-in');
  }, 120_000);
});
