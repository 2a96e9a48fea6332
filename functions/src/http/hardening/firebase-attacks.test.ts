import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestApi } from '../../testing/api-server.js';
import { firebaseTestApi } from '../../testing/firebase-test-api.js';
import { feedKeepsStaffTextsAsText } from '../../testing/hardening/feed-injection.js';
import { send } from '../../testing/hardening/raw-request.js';
import { removedMemberStaysSignedOut } from '../../testing/hardening/removed-member.js';
import { outboxMails } from '../../testing/outbox-mails.js';
import { passwordLinkFromMail } from '../../testing/password-link-mail.js';
import type { AppDeps } from '../deps.js';

// Issue 32's attacks that apply to the Firebase home, through the Hosting emulator to the built
// Cloud Function (the embedded home runs the same in header-origin, removed-member and feed-injection).
describe('attacks on the Firebase home (emulators)', () => {
  const hosts = inject('firebase');
  let api: TestApi<Pick<AppDeps, 'store' | 'identity'>>;

  beforeAll(() => {
    api = firebaseTestApi(hosts);
  });
  afterAll(async () => api.close());

  it.each(['/api/news.rss', '/api/events.ics'])('%s names the configured site, never a forged Host or X-Forwarded-Host', async (path) => {
    for (const headers of [{ 'x-forwarded-host': 'evil.example' }, { host: 'evil.example' }]) {
      const forged = await send(hosts.hostingUrl, { method: 'GET', path, headers });
      expect(forged.status).toBe(200);
      expect(forged.text).not.toContain('evil.example');
      // SITE_URL as the emulators set it (testing/firebase-emulators.ts): Hosting's own address.
      expect(forged.text).toContain(hosts.hostingUrl);
    }
  });

  it('a removed member never gets the old session back when the same e-mail is invited again', async () => {
    await removedMemberStaysSignedOut(api, async (email) => passwordLinkFromMail(await outboxMails(hosts.mailOutbox), email));
  }, 120_000);

  it('the news feed keeps a title or description with several ]]> as text', async () => {
    await feedKeepsStaffTextsAsText(api);
  });
});
