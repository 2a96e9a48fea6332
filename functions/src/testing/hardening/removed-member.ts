import { expect } from 'vitest';
import type { AppDeps } from '../../http/deps.js';
import type { TestApi } from '../api-server.js';

/**
 * Issue 32, item 2, as an attacker holding a removed member's token would try it, in either home: the
 * member signs in (token T), a superadmin removes them, invites the same address again, and the new
 * account sets a password. T must stay dead, whatever account later has the address.
 * `linkFor` reads the newest password link mailed to an address so far, or throws (the homes' mail differs).
 */
export async function removedMemberStaysSignedOut(
  api: TestApi<Pick<AppDeps, 'store' | 'identity'>>,
  linkFor: (email: string) => Promise<{ token: string }>,
): Promise<void> {
  const used = new Set<string>();
  const newLink = async (email: string): Promise<string> => {
    for (let tries = 0; tries < 100; tries++) {
      const token = await linkFor(email).then(
        (link) => link.token,
        () => undefined,
      );
      if (token && !used.has(token)) return used.add(token) && token;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no new password link mail for ${email}`);
  };
  const boss = await api.staff('superadmin');
  const email = `removed-${Date.now()}-${Math.floor(Math.random() * 1e6)}@school.example`;
  const invite = async () => {
    const added = await api.call('POST', '/staff', { token: boss.token, body: { name: 'Mr. Brar', email, role: 'admin' } });
    expect(added.status).toBe(201);
    const set = await api.call('POST', '/auth/set-password', { body: { token: await newLink(email), newPassword: 'brar chose this one' } });
    expect(set.status).toBe(200);
    return { id: added.body.data.id as string, token: set.body.token as string };
  };
  const first = await invite();
  const old = (await api.call('POST', '/auth/login', { body: { email, password: 'brar chose this one' } })).body.token as string;
  expect((await api.call('GET', '/auth/me', { token: old })).status).toBe(200);

  expect((await api.call('DELETE', `/staff/${first.id}`, { token: boss.token })).status).toBe(200);
  expect((await api.call('GET', '/auth/me', { token: old })).status).toBe(401);

  const second = await invite();
  expect((await api.call('GET', '/auth/me', { token: second.token })).status).toBe(200);
  // The old sessions (the one from the link and the one from the login) stay dead.
  for (const token of [old, first.token]) {
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(401);
    const notice = { text: 'Written with a dead session', kind: 'information', startsAt: '2027-01-01T08:00', endsAt: '2027-01-02T08:00' };
    expect((await api.call('POST', '/notices', { token, body: notice })).status).toBe(401);
  }
}
