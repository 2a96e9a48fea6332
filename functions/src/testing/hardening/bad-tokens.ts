import { createHmac, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SessionIdentity } from '../../domain/accounts/sessions.js';
import { LocalIdentity } from '../../adapters/embedded/local-identity.js';
import type { TestApi } from '../api-server.js';

const DAY = 24 * 60 * 60 * 1000;

export interface BadToken {
  kind: string;
  token: string | undefined;
}

/**
 * A token signed with the home's real secret by a LocalIdentity whose clock runs `daysAgo` days
 * behind: its 7-day lifetime ends `daysAgo - 7` days before now. With daysAgo < 7 it is still valid,
 * which is the control that proves an older one fails for its age alone.
 */
export async function tokenIssuedDaysAgo(api: TestApi, email: string, password: string, daysAgo: number): Promise<string> {
  const secret = Buffer.from((await readFile(join(api.home.dataDir, 'token-secret'), 'utf8')).trim(), 'hex');
  const then = { now: () => new Date(Date.now() - daysAgo * DAY) };
  return (await new SessionIdentity(new LocalIdentity(api.home.store, secret, then), api.home.store, then).signIn(email, password)).token;
}

/** The same payload (a real admin's), signed with a key that is not the server's. */
export function forged(realToken: string): string {
  const [body = ''] = realToken.split('.');
  return `${body}.${createHmac('sha256', randomBytes(32)).update(body).digest('base64url')}`;
}

/**
 * Every kind of token that must be refused: none, garbage, forged, expired, revoked by logout,
 * revoked by a password change. Each belongs to a real admin account, and `controls` are the same
 * accounts' tokens checked to work just before they were made bad.
 */
export async function badTokens(api: TestApi): Promise<{ tokens: BadToken[]; controls: Array<{ kind: string; status: number }> }> {
  const controls: Array<{ kind: string; status: number }> = [];
  const me = async (kind: string, token: string) => {
    controls.push({ kind, status: (await api.call('GET', '/auth/me', { token })).status });
  };

  const aging = await api.staff('admin');
  const expired = await tokenIssuedDaysAgo(api, aging.email, aging.password, 8);
  await me('issued 6 days ago', await tokenIssuedDaysAgo(api, aging.email, aging.password, 6));

  const leaving = await api.staff('admin');
  await me('before logout', leaving.token);
  await api.call('GET', '/auth/logout', { token: leaving.token });

  const changing = await api.staff('admin');
  await me('before password change', changing.token);
  const changed = await api.call('PUT', '/auth/updatepassword', {
    token: changing.token,
    body: { currentPassword: changing.password, newPassword: 'a brand new password' },
  });
  controls.push({ kind: 'password change', status: changed.status });

  return {
    tokens: [
      { kind: 'no token', token: undefined },
      { kind: 'garbage', token: 'garbage.token.value' },
      { kind: 'forged signature', token: forged(aging.token) },
      { kind: 'expired (8 days old)', token: expired },
      { kind: 'revoked by logout', token: leaving.token },
      { kind: 'revoked by password change', token: changing.token },
    ],
    controls,
  };
}
