import { afterEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// The limits on codes (SEND_LIMITS.otp in domain/limits.ts: 3 free per address and client, then
// growing waits; 20 an hour per client) are only as good as the client address they count. Mail goes to the embedded outbox: no SMTP server is needed to count sends.
describe('the client address the per-client limits count', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  const sendFrom = (n: number, forwardedFor: string) =>
    api!.call('POST', '/auth/send-otp', {
      body: { email: `parent${n}@family.example` },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For with no proxy in front (the default): a sender cannot pose as many clients', async () => {
    api = await startTestApi();
    for (let i = 1; i <= 20; i++) expect((await sendFrom(i, `203.0.113.${i}`)).status).toBe(200);
    expect(await sendFrom(21, '203.0.113.21')).toMatchObject({
      status: 429,
      body: { error: expect.stringMatching(/^Too many codes requested/) },
    });
  });

  it('ignores X-Forwarded-For for the codes to one address too: rotating it does not skip the wait', async () => {
    api = await startTestApi();
    for (let i = 1; i <= 3; i++) expect((await sendFrom(1, `203.0.113.${i}`)).status).toBe(200);
    expect(await sendFrom(1, '203.0.113.4')).toMatchObject({
      status: 429,
      body: { error: 'Too many codes requested. Please wait 2 minutes and try again.' },
    });
  });

  it('behind one proxy (TRUST_PROXY=1) counts the address that proxy appended, not what the sender wrote before it', async () => {
    api = await startTestApi({ trustProxy: 1 });
    // What nginx's $proxy_add_x_forwarded_for passes on: the sender's own list, then the address it saw.
    for (let i = 1; i <= 20; i++) expect((await sendFrom(i, `10.9.9.${i}, 198.51.100.7`)).status).toBe(200);
    expect((await sendFrom(21, '10.9.9.21, 198.51.100.7')).status).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await sendFrom(22, '198.51.100.8')).status).toBe(200);
  });
});
