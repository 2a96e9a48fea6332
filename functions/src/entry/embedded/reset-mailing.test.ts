import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/embedded/sqlite-document-store.js';
import { enqueueResetMail } from '../../domain/accounts/reset-mails.js';
import { RESET_MAIL_QUEUE } from '../../domain/collections.js';
import type { Identity } from '../../ports/identity.js';
import type { MailMessage } from '../../ports/mailer.js';
import { outboxMails } from '../../testing/outbox-mails.js';
import { embeddedHome } from './embedded-wiring.js';
import { startResetMailing } from './reset-mailing.js';
import { startServer } from './server.js';

// The embedded home's timer for "Forgot password?" mails still waiting: a failed send is tried again
// when its time comes, and a mail left by a restart goes out when the server starts.
describe('the reset mails of the embedded home', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'school-reset-mailing-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('sends what waits when it starts, and a failed send again on its timer once due', async () => {
    const store = new SqliteDocumentStore(join(dir, 'timer.db'));
    let now = Date.parse('2026-11-25T10:00:00.000Z');
    const sent: MailMessage[] = [];
    let failures = 1;
    const deps = {
      store,
      clock: { now: () => new Date(now) },
      identity: {
        findByEmail: async (email: string) =>
          email === 'kaur@school.example'
            ? { id: 'm1', name: 'Ms. Kaur', email, role: 'admin', disabled: false, hasPassword: true, lastSignInAt: null, createdAt: null }
            : null,
      } as unknown as Identity,
      mailer: {
        send: async (message: MailMessage) => {
          if (failures-- > 0) throw new Error('mail server down');
          sent.push(message);
        },
        close: async () => {},
      },
      siteUrl: 'https://school.example',
      installerOfficeEmail: 'office@school.example',
      log: { error: () => {} },
    };
    await enqueueResetMail(deps, 'kaur@school.example', 'link');
    const mailing = startResetMailing(deps, 20);
    try {
      await expect.poll(async () => (await store.find<{ attempts: number }>(RESET_MAIL_QUEUE))[0]?.attempts).toBe(1);
      expect(sent).toEqual([]);
      now += 60_000;
      await expect.poll(() => sent.length, { timeout: 5_000 }).toBe(1);
      expect(await store.find(RESET_MAIL_QUEUE)).toEqual([]);
    } finally {
      await mailing.stop();
      await store.close();
    }
  });

  it('sends, when the server starts, a mail the last run answered for but did not send', async () => {
    const env = { PORT: 0, HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), MAIL_FROM: 'School <school@school.example>' };
    const home = await embeddedHome(env);
    await home.identity.createUser({ name: 'Mr. Gill', email: 'gill@school.example', password: 'gill has a password', role: 'admin' });
    await enqueueResetMail(home, 'gill@school.example', 'link');
    await home.close();
    const server = await startServer(env, () => {});
    try {
      const linkMails = async () =>
        (await outboxMails(join(env.DATA_DIR, 'outbox'))).filter((mail) => /set-password#token=/.test(mail.text ?? ''));
      await expect.poll(async () => (await linkMails()).length, { timeout: 10_000 }).toBe(1);
      expect((await linkMails())[0]?.text).toContain(`${server.url}/admin/set-password#token=`);
    } finally {
      await server.close();
    }
  });
});
