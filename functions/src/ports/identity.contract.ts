import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, InvalidCredentialsError, NotFoundError, UnauthenticatedError, ValidationError } from '../domain/errors.js';
import type { Identity } from './identity.js';

/** What every Identity must do. Each test makes its own users, so a shared backend is fine. */
export function identityContract(name: string, open: () => Promise<{ identity: Identity; dispose: () => Promise<void> }>): void {
  describe(`Identity contract: ${name}`, () => {
    let identity: Identity;
    let dispose: () => Promise<void>;
    let n = 0;
    const email = (): string => `staff${Date.now().toString(36)}${n++}@school.example`;

    beforeAll(async () => {
      ({ identity, dispose } = await open());
    });
    afterAll(async () => dispose());

    it('signs in a created user and recognises the token', async () => {
      const address = email();
      const created = await identity.createUser({ name: 'Sister Mary', email: address, password: 'correct horse', role: 'admin' });
      expect(created).toMatchObject({ name: 'Sister Mary', email: address, role: 'admin' });
      const { token, user } = await identity.signIn(address.toUpperCase(), 'correct horse');
      expect(user).toEqual(created);
      expect(await identity.verifyToken(token)).toEqual(created);
    });

    it('refuses a wrong password and an unknown e-mail the same way', async () => {
      const address = email();
      await identity.createUser({ name: 'A', email: address, password: 'right password', role: 'admin' });
      await expect(identity.signIn(address, 'wrong password')).rejects.toBeInstanceOf(InvalidCredentialsError);
      await expect(identity.signIn(email(), 'right password')).rejects.toBeInstanceOf(InvalidCredentialsError);
    });

    it('refuses forged and malformed tokens', async () => {
      const address = email();
      await identity.createUser({ name: 'A', email: address, password: 'password1', role: 'admin' });
      const { token } = await identity.signIn(address, 'password1');
      const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
      for (const bad of [forged, 'garbage', '', `${token}x`]) {
        await expect(identity.verifyToken(bad)).rejects.toBeInstanceOf(UnauthenticatedError);
      }
    });

    it('revoking ends every earlier session, and a new sign-in works', async () => {
      const address = email();
      const user = await identity.createUser({ name: 'A', email: address, password: 'password1', role: 'admin' });
      const first = await identity.signIn(address, 'password1');
      const second = await identity.signIn(address, 'password1');
      await identity.revokeTokens(user.id);
      await expect(identity.verifyToken(first.token)).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(identity.verifyToken(second.token)).rejects.toBeInstanceOf(UnauthenticatedError);
      const again = await identity.signIn(address, 'password1');
      expect((await identity.verifyToken(again.token)).email).toBe(address);
    });

    it('keeps one account per e-mail, whatever its case', async () => {
      const address = email();
      await identity.createUser({ name: 'A', email: address, password: 'password1', role: 'admin' });
      await expect(
        identity.createUser({ name: 'B', email: address.toUpperCase(), password: 'password2', role: 'admin' }),
      ).rejects.toBeInstanceOf(ConflictError);
      expect((await identity.signIn(address, 'password1')).user.name).toBe('A');
    });

    it('changes a role at once, lists accounts with their last sign-in, and finds them by id and e-mail', async () => {
      const address = email();
      const created = await identity.createUser({ name: 'A', email: address, password: 'password1', role: 'admin' });
      const { token } = await identity.signIn(address, 'password1');
      expect((await identity.updateUser(created.id, { role: 'superadmin' })).role).toBe('superadmin');
      expect((await identity.verifyToken(token)).role).toBe('superadmin');
      const listed = (await identity.listUsers()).find((u) => u.email === address);
      expect(listed).toMatchObject({ id: created.id, role: 'superadmin', disabled: false, hasPassword: true });
      expect(Date.parse(listed?.lastSignInAt ?? '')).toBeGreaterThan(Date.now() - 5 * 60_000);
      expect((await identity.findByEmail(address.toUpperCase()))?.id).toBe(created.id);
      expect((await identity.getUser(created.id))?.email).toBe(address);
      expect(await identity.findByEmail(email())).toBeNull();
      expect(await identity.getUser('no-such-account')).toBeNull();
      await expect(identity.updateUser('no-such-account', { role: 'admin' })).rejects.toBeInstanceOf(NotFoundError);
    });

    it('keeps an invited account (no password) from signing in until a password is set', async () => {
      const address = email();
      const created = await identity.createUser({ name: 'New Teacher', email: address, role: 'admin' });
      expect(await identity.getUser(created.id)).toMatchObject({ hasPassword: false, lastSignInAt: null, disabled: false });
      await expect(identity.signIn(address, '')).rejects.toBeInstanceOf(InvalidCredentialsError);
      await expect(identity.signIn(address, 'any password')).rejects.toBeInstanceOf(InvalidCredentialsError);
      await identity.updateUser(created.id, { password: 'chosen password' });
      expect((await identity.getUser(created.id))?.hasPassword).toBe(true);
      expect((await identity.signIn(address, 'chosen password')).user.role).toBe('admin');
    });

    it('a disabled account cannot sign in and its sessions end; enabled again, it signs in afresh', async () => {
      const address = email();
      const created = await identity.createUser({ name: 'A', email: address, password: 'password1', role: 'admin' });
      const { token } = await identity.signIn(address, 'password1');
      expect((await identity.updateUser(created.id, { disabled: true })).disabled).toBe(true);
      await expect(identity.verifyToken(token)).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(identity.signIn(address, 'password1')).rejects.toBeInstanceOf(InvalidCredentialsError);
      expect((await identity.updateUser(created.id, { disabled: false })).disabled).toBe(false);
      await expect(identity.verifyToken(token)).rejects.toBeInstanceOf(UnauthenticatedError);
      const again = await identity.signIn(address, 'password1');
      expect((await identity.verifyToken(again.token)).email).toBe(address);
    });

    it('a new password set for the account ends its sessions; the old one stops working', async () => {
      const address = email();
      const created = await identity.createUser({ name: 'A', email: address, password: 'forgotten one', role: 'admin' });
      const { token } = await identity.signIn(address, 'forgotten one');
      await identity.updateUser(created.id, { password: 'brand new one' });
      await expect(identity.verifyToken(token)).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(identity.signIn(address, 'forgotten one')).rejects.toBeInstanceOf(InvalidCredentialsError);
      expect((await identity.signIn(address, 'brand new one')).user.email).toBe(address);
    });

    it('removes an account for good: its sessions and sign-in end', async () => {
      const address = email();
      const created = await identity.createUser({ name: 'A', email: address, password: 'password1', role: 'admin' });
      const { token } = await identity.signIn(address, 'password1');
      await identity.deleteUser(created.id);
      await expect(identity.verifyToken(token)).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(identity.signIn(address, 'password1')).rejects.toBeInstanceOf(InvalidCredentialsError);
      expect(await identity.getUser(created.id)).toBeNull();
      await expect(identity.deleteUser(created.id)).rejects.toBeInstanceOf(NotFoundError);
    });

    it("a removed account's sessions stay dead when an account with the same e-mail is made again", async () => {
      const address = email();
      // Both invited, then their password set: the same steps, so a version restarting at 0 catches up.
      const first = await identity.createUser({ name: 'A', email: address, role: 'admin' });
      await identity.updateUser(first.id, { password: 'password1' });
      const { token } = await identity.signIn(address, 'password1');
      await identity.deleteUser(first.id);
      const second = await identity.createUser({ name: 'A', email: address, role: 'admin' });
      await identity.updateUser(second.id, { password: 'password1' });
      const fresh = await identity.signIn(address, 'password1');
      expect((await identity.verifyToken(fresh.token)).email).toBe(address);
      await expect(identity.verifyToken(token)).rejects.toBeInstanceOf(UnauthenticatedError);
    });

    it('changes a password only with the current one, and ends older sessions', async () => {
      const address = email();
      const user = await identity.createUser({ name: 'A', email: address, password: 'old password', role: 'admin' });
      const { token } = await identity.signIn(address, 'old password');
      await expect(identity.changePassword(user.id, 'not it', 'new password')).rejects.toBeInstanceOf(ValidationError);
      await identity.changePassword(user.id, 'old password', 'new password');
      await expect(identity.verifyToken(token)).rejects.toBeInstanceOf(UnauthenticatedError);
      await expect(identity.signIn(address, 'old password')).rejects.toBeInstanceOf(InvalidCredentialsError);
      expect((await identity.signIn(address, 'new password')).user.email).toBe(address);
    });
  });
}
