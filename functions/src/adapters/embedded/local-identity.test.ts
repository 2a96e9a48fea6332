import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UnauthenticatedError } from '../../domain/errors.js';
import { identityContract } from '../../ports/identity.contract.js';
import { LocalIdentity } from './local-identity.js';
import { SqliteDocumentStore } from './sqlite-document-store.js';
import { ACCOUNTS } from '../../domain/collections.js';

async function openLocal(clock = { now: () => new Date() }) {
  const dir = await mkdtemp(join(tmpdir(), 'school-identity-'));
  const store = new SqliteDocumentStore(join(dir, 'school.db'));
  return {
    store,
    identity: new LocalIdentity(store, randomBytes(32), clock),
    dispose: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

identityContract('LocalIdentity (scrypt accounts in SQLite)', openLocal);

describe('LocalIdentity tokens', () => {
  it('expire seven days after sign-in', async () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const { identity, dispose } = await openLocal({ now: () => new Date(now) });
    await identity.createUser({ name: 'A', email: 'a@school.example', password: 'password1', role: 'admin' });
    const { token } = await identity.signIn('a@school.example', 'password1');
    now += 7 * 24 * 3600 * 1000 - 1000;
    expect((await identity.verifyToken(token)).email).toBe('a@school.example');
    now += 2000;
    await expect(identity.verifyToken(token)).rejects.toBeInstanceOf(UnauthenticatedError);
    await dispose();
  });

  it('stores no password, only a salted scrypt hash', async () => {
    const { identity, store, dispose } = await openLocal();
    await identity.createUser({ name: 'A', email: 'b@school.example', password: 'password1', role: 'admin' });
    const [account] = await store.find(ACCOUNTS);
    expect(JSON.stringify(account)).not.toContain('password1');
    expect(account?.passwordHash as string).toMatch(/^scrypt\$16384\$8\$1\$/);
    await dispose();
  });

  it('does not accept a token signed with another secret', async () => {
    const a = await openLocal();
    await a.identity.createUser({ name: 'A', email: 'c@school.example', password: 'password1', role: 'admin' });
    const { token } = await a.identity.signIn('c@school.example', 'password1');
    const other = new LocalIdentity(a.store, randomBytes(32), { now: () => new Date() });
    await expect(other.verifyToken(token)).rejects.toBeInstanceOf(UnauthenticatedError);
    await a.dispose();
  });
});
