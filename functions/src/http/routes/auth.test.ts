import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

describe('auth API over HTTP (embedded adapters)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => api.close());

  it('signs in with e-mail and password and returns the token and user', async () => {
    const { email, password } = await api.staff('superadmin');
    const { status, body } = await api.call('POST', '/auth/login', { body: { email: ` ${email.toUpperCase()} `, password } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, token: expect.any(String), user: { name: expect.any(String), role: 'superadmin', email } });
    const me = await api.call('GET', '/auth/me', { token: body.token });
    expect(me.body).toEqual({ success: true, data: body.user });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { email } = await api.staff();
    const wrong = await api.call('POST', '/auth/login', { body: { email, password: 'not the password' } });
    const unknown = await api.call('POST', '/auth/login', { body: { email: 'nobody@school.example', password: 'whatever' } });
    expect(wrong).toMatchObject({ status: 401, body: { success: false, error: 'Invalid email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
  });

  it('validates the login body with the form texts', async () => {
    expect((await api.call('POST', '/auth/login', { body: {} })).body).toEqual({ success: false, error: 'Email is required' });
    expect((await api.call('POST', '/auth/login', { body: { email: 'not-an-email', password: 'x' } })).body.error).toBe(
      'Invalid email address',
    );
    expect((await api.call('POST', '/auth/login', { body: { email: 'a@b.co' } })).body.error).toBe('Password is required');
    expect((await api.call('POST', '/auth/login', { body: { email: ['a@b.co'], password: 1 } })).status).toBe(400);
  });

  it('answers malformed JSON, huge bodies and unknown paths with JSON 4xx, and keeps answering', async () => {
    const malformed = await api.call('POST', '/auth/login', { raw: '{"email": "a@b.co",' });
    expect(malformed).toMatchObject({ status: 400, body: { success: false, error: 'Malformed JSON in request body' } });
    const huge = await api.call('POST', '/auth/login', { raw: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(300_000) }) });
    expect(huge).toMatchObject({ status: 413, body: { success: false } });
    const unknown = await api.call('GET', '/no/such/thing');
    expect(unknown).toMatchObject({ status: 404, body: { success: false, error: 'No API route for GET /api/no/such/thing' } });
    expect(JSON.stringify([malformed.body, huge.body, unknown.body])).not.toMatch(/at .*\.(ts|js):\d+/);
    const { email, password } = await api.staff();
    expect((await api.call('POST', '/auth/login', { body: { email, password } })).status).toBe(200);
  });

  it('refuses /auth/me without a valid token', async () => {
    expect(await api.call('GET', '/auth/me')).toMatchObject({ status: 401, body: { success: false } });
    expect((await api.call('GET', '/auth/me', { token: 'forged.token' })).status).toBe(401);
  });

  it("'Sign out' ends this session only; the same member's other session goes on", async () => {
    const { email, password, token } = await api.staff();
    const other = (await api.call('POST', '/auth/login', { body: { email, password } })).body.token as string;
    expect((await api.call('GET', '/auth/logout', { token })).body).toMatchObject({ success: true });
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await api.call('GET', '/dashboard/stats', { token })).status).toBe(401);
    expect((await api.call('GET', '/auth/me', { token: other })).status).toBe(200);
    expect((await api.call('GET', '/auth/logout')).status).toBe(200);
  });

  it('"Sign out everywhere" ends both sessions; signing in again works', async () => {
    const { email, password, token } = await api.staff();
    const other = (await api.call('POST', '/auth/login', { body: { email, password } })).body.token as string;
    expect((await api.call('POST', '/auth/logout-everywhere', { token: other })).status).toBe(200);
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await api.call('GET', '/auth/me', { token: other })).status).toBe(401);
    expect((await api.call('POST', '/auth/logout-everywhere')).status).toBe(401);
    const again = (await api.call('POST', '/auth/login', { body: { email, password } })).body.token as string;
    expect((await api.call('GET', '/auth/me', { token: again })).status).toBe(200);
  });

  it('changes a password only with the current one, ends the other sessions and hands back a fresh token', async () => {
    const { email, token } = await api.staff();
    const other = (await api.call('POST', '/auth/login', { body: { email, password: 'staff password 1' } })).body.token as string;
    const wrong = await api.call('PUT', '/auth/updatepassword', {
      token,
      body: { currentPassword: 'nope', newPassword: 'brand new password' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Current password is incorrect' } });
    const weak = await api.call('PUT', '/auth/updatepassword', {
      token,
      body: { currentPassword: 'staff password 1', newPassword: 'short' },
    });
    expect(weak.body.error).toBe('Password must be at least 8 characters');
    const ok = await api.call('PUT', '/auth/updatepassword', {
      token,
      body: { currentPassword: 'staff password 1', newPassword: 'brand new password' },
    });
    expect(ok.status).toBe(200);
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await api.call('GET', '/auth/me', { token: other })).status).toBe(401);
    expect((await api.call('GET', '/auth/me', { token: ok.body.token })).status).toBe(200);
    expect((await api.call('POST', '/auth/login', { body: { email, password: 'brand new password' } })).status).toBe(200);
  });

  it('lets only a superadmin register staff', async () => {
    const newcomer = { name: 'Mr. Singh', email: 'singh@school.example', password: 'long enough', role: 'admin' };
    expect((await api.call('POST', '/auth/register', { body: newcomer })).status).toBe(401);
    const admin = await api.staff('admin');
    expect(await api.call('POST', '/auth/register', { token: admin.token, body: newcomer })).toMatchObject({
      status: 403,
      body: { success: false },
    });
    const superadmin = await api.staff('superadmin');
    const created = await api.call('POST', '/auth/register', { token: superadmin.token, body: newcomer });
    expect(created).toMatchObject({
      status: 201,
      body: { success: true, user: { name: 'Mr. Singh', email: 'singh@school.example', role: 'admin' } },
    });
    expect((await api.call('POST', '/auth/register', { token: superadmin.token, body: newcomer })).status).toBe(409);
    const badRole = await api.call('POST', '/auth/register', {
      token: superadmin.token,
      body: { ...newcomer, email: 'x@school.example', role: 'owner' },
    });
    expect(badRole.body.error).toBe('Role must be admin or superadmin');
    expect((await api.call('POST', '/auth/login', { body: { email: newcomer.email, password: newcomer.password } })).status).toBe(200);
  });

  it('marks every API answer private so no CDN keeps it', async () => {
    const { token } = await api.staff();
    expect((await api.call('GET', '/auth/me', { token })).headers.get('cache-control')).toBe('private, no-store');
    expect((await api.call('GET', '/nothing')).headers.get('cache-control')).toBe('private, no-store');
  });
});

// The sign-in limits (growing waits per account and address, the ceiling's alert) are sign-in-limits.test.ts.
