import { STAFF_MESSAGES } from '@school/shared/staff-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { passwordLinkFromMail } from '../../testing/password-link-mail.js';
import { resetMailsHandled } from '../../testing/reset-mail-wait.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';

// The staff screen's calls and the password links, through the real app, a real SQLite file and a
// real SMTP server: what a superadmin, a new member and someone who forgot a password each see.
describe('staff accounts over HTTP (embedded home)', () => {
  let api: TestApi;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let now = Date.now();
  let n = 0;
  const newEmail = () => `member${++n}.${Date.now()}@school.example`;
  const mailsTo = (email: string) => sink.messages.filter((m) => JSON.stringify(m.to).includes(email));
  /** "Forgot password?" answers first and mails after (domain/accounts/reset-mails.ts): asks, then waits for that mail. */
  const forgot = async (email: string, headers?: Record<string, string>) => {
    const answer = await api.call('POST', '/auth/forgot-password', { body: { email }, headers });
    await resetMailsHandled(api.home.store, () => new Date(now));
    return answer;
  };

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await startTestApi({ smtpUrl: sink.url, officeEmail: 'office@school.example', clock: { now: () => new Date(now) } });
  });
  afterAll(async () => {
    await api.close();
    await sink.stop();
  });

  async function invite(superToken: string, role: 'admin' | 'superadmin' = 'admin') {
    const email = newEmail();
    const added = await api.call('POST', '/staff', { token: superToken, body: { name: 'Ms. Kaur', email, role } });
    expect(added.status).toBe(201);
    return { email, id: added.body.data.id as string, ...passwordLinkFromMail(sink.messages, email) };
  }

  it('a superadmin adds a member, who sets a password through the mailed link and signs in with the role given', async () => {
    const boss = await api.staff('superadmin');
    const { email, id, token, url, mail } = await invite(boss.token);
    expect(mail.subject).toContain('staff account');
    expect(url.startsWith(`${api.url}/admin/set-password#token=`)).toBe(true);
    const listed = (await api.call('GET', '/staff', { token: boss.token })).body.data as Array<Record<string, unknown>>;
    expect(listed.find((m) => m.id === id)).toMatchObject({
      name: 'Ms. Kaur',
      email,
      role: 'admin',
      status: 'invited',
      lastSignInAt: null,
    });
    // Invited, not yet able to sign in.
    expect((await api.call('POST', '/auth/login', { body: { email, password: '' } })).status).toBe(400);
    expect((await api.call('POST', '/auth/password-link', { body: { token } })).body.data).toEqual({
      purpose: 'invite',
      name: 'Ms. Kaur',
      email,
    });
    const set = await api.call('POST', '/auth/set-password', { body: { token, newPassword: 'my own long password' } });
    expect(set.body).toMatchObject({ success: true, token: expect.any(String), user: { email, role: 'admin' } });
    expect((await api.call('GET', '/auth/me', { token: set.body.token })).body.data.role).toBe('admin');
    // Once only.
    const again = await api.call('POST', '/auth/set-password', { body: { token, newPassword: 'another long password' } });
    expect(again).toMatchObject({ status: 400, body: { success: false, error: STAFF_MESSAGES.linkInvalid } });
    const login = await api.call('POST', '/auth/login', { body: { email, password: 'my own long password' } });
    expect(login.status).toBe(200);
    const after = (await api.call('GET', '/staff', { token: boss.token })).body.data as Array<Record<string, unknown>>;
    expect(after.find((m) => m.id === id)).toMatchObject({ status: 'active', lastSignInAt: expect.any(String) });
  });

  it('only a superadmin may open the staff calls', async () => {
    const admin = await api.staff('admin');
    expect((await api.call('GET', '/staff')).status).toBe(401);
    expect((await api.call('GET', '/staff', { token: admin.token })).status).toBe(403);
    expect(
      (await api.call('POST', '/staff', { token: admin.token, body: { name: 'X', email: newEmail(), role: 'superadmin' } })).status,
    ).toBe(403);
  });

  it("a role change applies to the member's current session at once", async () => {
    const boss = await api.staff('superadmin');
    const member = await api.staff('superadmin');
    const { id } = (await api.call('GET', '/staff', { token: boss.token })).body.data.find(
      (m: { email: string }) => m.email === member.email,
    );
    expect((await api.call('GET', '/staff', { token: member.token })).status).toBe(200);
    const demoted = await api.call('PUT', `/staff/${id}/role`, { token: boss.token, body: { role: 'admin' } });
    expect(demoted.body.data).toMatchObject({ role: 'admin', status: 'active' });
    expect((await api.call('GET', '/staff', { token: member.token })).status).toBe(403);
    expect((await api.call('GET', '/auth/me', { token: member.token })).body.data.role).toBe('admin');
    expect((await api.call('PUT', `/staff/${id}/role`, { token: boss.token, body: { role: 'owner' } })).body.error).toBe(
      'Role must be admin or superadmin',
    );
  });

  it('a disabled member is signed out and cannot sign in or get a link; enabled again, they sign in', async () => {
    const boss = await api.staff('superadmin');
    const member = await api.staff('admin');
    const { id } = (await api.call('GET', '/staff', { token: boss.token })).body.data.find(
      (m: { email: string }) => m.email === member.email,
    );
    expect((await api.call('POST', `/staff/${id}/disable`, { token: boss.token })).body.data.status).toBe('disabled');
    expect((await api.call('GET', '/auth/me', { token: member.token })).status).toBe(401);
    const login = await api.call('POST', '/auth/login', { body: { email: member.email, password: member.password } });
    expect(login).toMatchObject({ status: 401, body: { error: 'Invalid email or password' } });
    expect((await api.call('POST', `/staff/${id}/password-link`, { token: boss.token })).body.error).toBe(STAFF_MESSAGES.disabledNoLink);
    const before = mailsTo(member.email).length;
    expect((await forgot(member.email)).status).toBe(200);
    expect(mailsTo(member.email)).toHaveLength(before);
    expect((await api.call('POST', `/staff/${id}/enable`, { token: boss.token })).body.data.status).toBe('active');
    expect((await api.call('POST', '/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
  });

  it('keeps the last active superadmin, and nobody disables or removes their own account', async () => {
    const own = await startTestApi({ smtpUrl: sink.url });
    try {
      const only = await own.staff('superadmin');
      const list = async () => (await own.call('GET', '/staff', { token: only.token })).body.data as Array<{ id: string; email: string }>;
      const self = (await list()).find((m) => m.email === only.email)?.id ?? '';
      // An invited superadmin who never set a password does not count.
      const invited = await own.call('POST', '/staff', {
        token: only.token,
        body: { name: 'Later', email: newEmail(), role: 'superadmin' },
      });
      expect(invited.status).toBe(201);
      const demote = await own.call('PUT', `/staff/${self}/role`, { token: only.token, body: { role: 'admin' } });
      expect(demote).toMatchObject({ status: 409, body: { success: false, error: STAFF_MESSAGES.lastSuperadmin } });
      expect((await own.call('POST', `/staff/${self}/disable`, { token: only.token })).body.error).toBe(STAFF_MESSAGES.notYourself);
      expect((await own.call('DELETE', `/staff/${self}`, { token: only.token })).body.error).toBe(STAFF_MESSAGES.notYourself);
      expect((await own.call('GET', '/auth/me', { token: only.token })).body.data.role).toBe('superadmin');
      // With a second active superadmin, the first may step down; the second is then the last.
      const second = await own.staff('superadmin');
      expect((await own.call('PUT', `/staff/${self}/role`, { token: only.token, body: { role: 'admin' } })).status).toBe(200);
      expect((await own.call('GET', '/staff', { token: only.token })).status).toBe(403);
      const own2 = (await own.call('GET', '/staff', { token: second.token })).body.data as Array<{ id: string; email: string }>;
      const id2 = own2.find((m) => m.email === second.email)?.id ?? '';
      expect((await own.call('PUT', `/staff/${id2}/role`, { token: second.token, body: { role: 'admin' } })).status).toBe(409);
      // Removing the invited superadmin is fine; the member and their link are gone.
      expect((await own.call('DELETE', `/staff/${invited.body.data.id}`, { token: second.token })).status).toBe(200);
      expect((await own.call('GET', '/staff', { token: second.token })).body.data.map((m: { id: string }) => m.id)).not.toContain(
        invited.body.data.id,
      );
    } finally {
      await own.close();
    }
  });

  it('"Forgot password?" answers the same for every e-mail and mails a member a one-hour reset link', async () => {
    const member = await api.staff('admin');
    const other = await api.call('POST', '/auth/login', { body: { email: member.email, password: member.password } });
    const unknown = await forgot(newEmail());
    const known = await forgot(member.email.toUpperCase());
    expect(unknown).toMatchObject({ status: 200, body: { success: true, data: {} } });
    expect(known.body).toEqual(unknown.body);
    const { token, mail } = passwordLinkFromMail(sink.messages, member.email);
    expect(mail.subject).toContain('Reset your password');
    expect((await api.call('POST', '/auth/password-link', { body: { token } })).body.data).toMatchObject({ purpose: 'reset' });
    // Until the link is used, the old password still works.
    expect((await api.call('POST', '/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
    const set = await api.call('POST', '/auth/set-password', { body: { token, newPassword: 'a fresh long password' } });
    expect(set.status).toBe(200);
    // The new password ends every earlier session.
    expect((await api.call('GET', '/auth/me', { token: member.token })).status).toBe(401);
    expect((await api.call('GET', '/auth/me', { token: other.body.token })).status).toBe(401);
    expect((await api.call('POST', '/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(401);
  });

  it('a reset link stops working after an hour, and a newer link replaces an older one', async () => {
    const member = await api.staff('admin');
    await forgot(member.email);
    const first = passwordLinkFromMail(sink.messages, member.email).token;
    await forgot(member.email);
    const second = passwordLinkFromMail(sink.messages, member.email).token;
    expect(second).not.toBe(first);
    expect((await api.call('POST', '/auth/password-link', { body: { token: first } })).body.error).toBe(STAFF_MESSAGES.linkInvalid);
    now += 61 * 60_000;
    expect((await api.call('POST', '/auth/password-link', { body: { token: second } })).body.error).toBe(STAFF_MESSAGES.linkInvalid);
    for (const token of ['', 'x', `${second}x`, `${second.split('.')[0]}.wrong`]) {
      expect((await api.call('POST', '/auth/set-password', { body: { token, newPassword: 'long enough pw' } })).status).toBe(400);
    }
  });

  it("links in mails use the site's own address, never the Host header a sender chose", async () => {
    const member = await api.staff('admin');
    await forgot(member.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const { url } = passwordLinkFromMail(sink.messages, member.email);
    expect(new URL(url).origin).toBe(api.url);
  });
});
