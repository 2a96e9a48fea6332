import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { codeFromMail } from '../../testing/verify-email.js';
import type { AccessLine } from './access-log.js';

/** The real app over HTTP with its log captured: `lines` are the access log's, parsed. */
async function loggedApi(options: Parameters<typeof startTestApi>[0] = {}) {
  const raw: string[] = [];
  const quiet = () => {};
  const api = await startTestApi({ ...options, log: { info: (line: string) => raw.push(line), warn: quiet, error: quiet } });
  return {
    api,
    raw,
    /** The lines once `count` requests are logged (a line is written when the answer is done). */
    async lines(count: number): Promise<AccessLine[]> {
      for (let wait = 0; raw.length < count && wait < 100; wait++) await new Promise((r) => setTimeout(r, 20));
      expect(raw).toHaveLength(count);
      return raw.map((line) => JSON.parse(line) as AccessLine);
    },
  };
}

describe('the access log', () => {
  let api: TestApi | undefined;
  let stopSink: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await api?.close();
    await stopSink?.();
    api = stopSink = undefined;
  });

  it('writes one JSON line per request, and none of the passwords, codes, tokens or bodies', async () => {
    const sink = await startSmtpSink();
    stopSink = sink.stop;
    const logged = await loggedApi({ smtpUrl: sink.url });
    api = logged.api;
    const staff = await api.staff('admin', 'correct horse battery staple');
    const signedIn = await api.call('POST', '/auth/login', { body: { email: staff.email, password: staff.password } });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.token as string;
    const parent = 'gurpreet.kaur@family.example';
    expect((await api.call('POST', '/auth/send-otp', { body: { email: parent } })).status).toBe(200);
    const code = codeFromMail(sink.messages, parent);
    expect((await api.call('POST', '/auth/verify-otp', { body: { email: parent, otp: code } })).status).toBe(200);
    expect((await api.call('GET', '/messages', { token })).status).toBe(200);
    expect((await api.call('GET', '/news?token=secret-in-the-query', { headers: { cookie: 'session=cookie-secret' } })).status).toBe(200);
    // Asked again: the answer memo repeats it before Express takes the request, and it is logged all the same.
    expect((await api.call('GET', '/news?token=secret-in-the-query')).status).toBe(200);
    expect((await api.call('GET', '/auth/me', { token: 'forged.token.value' })).status).toBe(401);

    const lines = await logged.lines(7);
    expect(lines.map((l) => [l.httpRequest.requestMethod, l.httpRequest.requestUrl, l.httpRequest.status])).toEqual([
      ['POST', '/api/auth/login', 200],
      ['POST', '/api/auth/send-otp', 200],
      ['POST', '/api/auth/verify-otp', 200],
      ['GET', '/api/messages', 200],
      ['GET', '/api/news', 200],
      ['GET', '/api/news', 200],
      ['GET', '/api/auth/me', 401],
    ]);
    const { id } = await api.home.identity.verifyToken(token);
    expect(lines.map((l) => l.userId)).toEqual([undefined, undefined, undefined, id, undefined, undefined, undefined]);
    for (const line of lines) {
      expect(line).toMatchObject({ severity: 'INFO', httpRequest: { remoteIp: expect.stringMatching(/127\.0\.0\.1$/) } });
      expect(Date.parse(line.time)).not.toBeNaN();
      expect(line.httpRequest.latency).toMatch(/^\d+\.\d{3}s$/);
      expect(line.durationMs).toBeGreaterThanOrEqual(0);
    }
    const all = logged.raw.join('\n');
    for (const secret of [staff.password, token, code, 'secret-in-the-query', 'cookie-secret', 'forged.token.value', parent, staff.email]) {
      expect(all).not.toContain(secret);
    }
    expect(logged.raw.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('gives the address by the trust proxy setting, also for a remembered answer', async () => {
    const logged = await loggedApi({ trustProxy: 1 });
    api = logged.api;
    for (let i = 0; i < 2; i++) {
      const answer = await api.call('GET', '/events', { headers: { 'x-forwarded-for': '10.0.0.1, 198.51.100.9' } });
      expect(answer.status).toBe(200);
    }
    const lines = await logged.lines(2);
    expect(lines.map((l) => l.httpRequest.remoteIp)).toEqual(['198.51.100.9', '198.51.100.9']);
  });
});
