import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Identity, IdentityAccount } from '../../ports/identity.js';
import type { MailMessage } from '../../ports/mailer.js';
import { EACH_HOME_STORE } from '../../testing/stores.js';
import { PASSWORD_LINKS, RESET_MAIL_QUEUE } from '../collections.js';
import { drainResetMails, enqueueResetMail, kickResetMails, RESET_MAILING, type ResetMailDeps } from './reset-mails.js';

// The queue of "Forgot password?" mails in each home's store: what is sent to whom, once, and what
// happens to a send that fails (http/routes/forgot-password.test.ts walks it over HTTP).
const MINUTE = 60_000;

describe.each(EACH_HOME_STORE)('password-reset mails waiting to be sent (%s)', (_name, open) => {
  let store: DocumentStore;
  let dispose: () => Promise<void>;
  let now = Date.parse('2026-03-02T04:00:00.000Z');
  let sent: MailMessage[] = [];
  let failures = 0;
  let logged: string[] = [];
  const member: IdentityAccount = {
    id: 'm1',
    name: 'Ms. Kaur',
    email: 'kaur@school.example',
    role: 'admin',
    disabled: false,
    hasPassword: true,
    lastSignInAt: null,
    createdAt: null,
  };
  const accounts = new Map<string, IdentityAccount>();
  const deps = (): ResetMailDeps => ({
    store,
    clock: { now: () => new Date(now) },
    // Only what the drain uses of an identity: looking an e-mail up.
    identity: { findByEmail: async (email: string) => accounts.get(email) ?? null } as unknown as Identity,
    mailer: {
      send: async (message) => {
        if (failures > 0) {
          failures--;
          throw new Error('mail server down');
        }
        sent.push(message);
      },
      close: async () => {},
    },
    siteUrl: 'https://school.example',
    installerOfficeEmail: 'office@school.example',
    log: { error: (line: string) => void logged.push(line) },
  });
  const waiting = () => store.find<{ attempts: number; dueAt: string }>(RESET_MAIL_QUEUE);

  beforeAll(async () => ({ store, dispose } = await open()));
  afterAll(async () => dispose());
  beforeEach(async () => {
    for (const { id } of await waiting()) await store.delete(RESET_MAIL_QUEUE, id);
    accounts.clear();
    accounts.set(member.email, member);
    sent = [];
    failures = 0;
    logged = [];
  });

  it('sends a link to an active member, the office alert for an account, and nothing for unknown or disabled e-mails', async () => {
    accounts.set('off@school.example', { ...member, id: 'm2', email: 'off@school.example', disabled: true });
    for (const email of [member.email, 'nobody@school.example', 'off@school.example']) await enqueueResetMail(deps(), email, 'link');
    await enqueueResetMail(deps(), member.email, 'ceiling-alert');
    await enqueueResetMail(deps(), 'nobody@school.example', 'ceiling-alert');
    expect(await drainResetMails(deps())).toBe(5);
    expect(sent.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      [member.email, expect.stringContaining('Reset your password')],
      ['office@school.example', `Many password reset requests for the staff account ${member.email}`],
    ]);
    expect(await waiting()).toEqual([]);
  });

  it('sends each job once when drains race (another instance, the timer)', async () => {
    for (let i = 0; i < 3; i++) await enqueueResetMail(deps(), member.email, 'link');
    const handled = await Promise.all([drainResetMails(deps()), drainResetMails(deps()), drainResetMails(deps())]);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(3);
    expect(sent).toHaveLength(3);
  });

  it('puts a failed send back for later, tries again when due, and gives up after the last retry', async () => {
    await enqueueResetMail(deps(), member.email, 'link');
    failures = 100;
    await drainResetMails(deps());
    expect(await waiting()).toEqual([expect.objectContaining({ attempts: 1, dueAt: new Date(now + MINUTE).toISOString() })]);
    // A failed link is not left behind live.
    expect(await store.find(PASSWORD_LINKS)).toEqual([]);
    await drainResetMails(deps());
    expect((await waiting())[0]?.attempts).toBe(1);
    for (const delay of RESET_MAILING.retryDelaysMs) {
      now += delay;
      await drainResetMails(deps());
    }
    expect(await waiting()).toEqual([]);
    expect(sent).toEqual([]);
    expect(logged.at(-1)).toBe(`Gave up a password reset mail after ${RESET_MAILING.retryDelaysMs.length + 1} failed attempts`);
  });

  it('drops a job not sent within keepForMs', async () => {
    await enqueueResetMail(deps(), member.email, 'link');
    now += RESET_MAILING.keepForMs;
    await drainResetMails(deps());
    expect(sent).toEqual([]);
    expect(await waiting()).toEqual([]);
    expect(logged).toEqual([expect.stringMatching(/^Gave up a password reset mail: not sent within/)]);
  });

  it('drains more than one batch, and a kick during a drain makes one more pass', async () => {
    for (let i = 0; i < RESET_MAILING.batch + 2; i++) await enqueueResetMail(deps(), 'nobody@school.example', 'link');
    const first = kickResetMails(deps());
    await enqueueResetMail(deps(), member.email, 'link');
    await Promise.all([first, kickResetMails(deps())]);
    expect(await waiting()).toEqual([]);
    expect(sent.map((mail) => mail.to)).toEqual([member.email]);
  });
});
