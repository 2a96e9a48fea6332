import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredMailJob } from '@school/shared/mailing-schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { MAIL_JOBS, SUBSCRIBERS } from '../domain/collections.js';
import { embeddedHome } from '../entry/embedded/embedded-wiring.js';
import { startSmtpSink } from '../testing/smtp-sink.js';
import { eventually } from '../testing/subscriptions.js';
import { createStaffAccount, readDocuments, signIn } from './data-dir.js';
import { call, closeAgents } from './http.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

// Issue 39, item 2: the subscribers' queue loses no mail and sends none twice across a crash. The
// real server (`npm start`'s entry, a child process) announces a news item to 200 subscribers and is
// SIGKILLed in the middle of sending them, while the SMTP server holds its 80th mail (so the kill
// lands inside an SMTP conversation, the moment a queue most easily loses or repeats a mail); then
// it is started again on the same data folder. The SMTP sink must end with each of the 200 exactly
// once, and every job in the SQLite file marked sent.

const SUBSCRIBERS_COUNT = 200;
const KILL_AT = 80;

describe('the subscribers’ mail queue across a crash', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    closeAgents();
    for (const step of cleanup.reverse()) await step();
  });

  it(`sends each of ${SUBSCRIBERS_COUNT} mails exactly once though the server is killed in the middle`, { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'school-mail-crash-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    await createStaffAccount(dataDir);
    await plantSubscribers(dataDir);

    let server: ServerProcess | undefined;
    let rcpts = 0;
    let killed: Promise<void> | undefined;
    const sink = await startSmtpSink(undefined, {
      // The 80th mail is held at RCPT TO while the server that sends it dies.
      delayFor: (to) => {
        if (!to.startsWith('crash-') || ++rcpts !== KILL_AT || !server) return 0;
        killed = server.kill();
        return 3_000;
      },
    });
    cleanup.push(() => sink.stop());
    const received = () => sink.messages.filter((mail) => JSON.stringify(mail.to).includes('crash-'));

    server = await startServerProcess({ dataDir, smtpUrl: sink.url });
    cleanup.push(() => server?.stop() ?? Promise.resolve());
    const token = await signIn(server.url);
    const item = await call(server.url, 'POST', '/events', {
      token,
      body: { title: 'Term dates', description: 'The new term.', type: 'news' },
    });
    expect(item.status).toBe(201);
    const announced = await call(server.url, 'POST', '/announcements', { token, body: { kind: 'event', id: (item.body as any).data._id } });
    expect(announced.status).toBe(201);

    await eventually(() => killed !== undefined, 'the kill in the middle of sending', 60_000);
    await killed;
    const beforeRestart = received().length;
    expect(beforeRestart).toBe(KILL_AT - 1);

    server = await startServerProcess({ dataDir, smtpUrl: sink.url });
    await eventually(() => received().length >= SUBSCRIBERS_COUNT, 'every mail after the restart', 90_000);
    // Time for a mail sent twice to arrive, were one to be.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await server.stop();

    const recipients = received().flatMap((mail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((to) => to?.value.map((one) => one.address)),
    );
    expect(recipients).toHaveLength(SUBSCRIBERS_COUNT);
    expect(new Set(recipients).size).toBe(SUBSCRIBERS_COUNT);
    const jobs = readDocuments<StoredMailJob>(dataDir, MAIL_JOBS);
    expect(jobs).toHaveLength(SUBSCRIBERS_COUNT);
    expect(jobs.filter((job) => job.status !== 'sent')).toEqual([]);
    // The held mail was claimed twice (before and after the kill); every other once.
    expect(jobs.filter((job) => job.attempts > 1)).toHaveLength(1);
  });
});

/** The subscribers, confirmed, straight into the SQLite file before the server starts. */
async function plantSubscribers(dataDir: string): Promise<void> {
  const home = await embeddedHome({ DATA_DIR: dataDir, MAIL_FROM: 'x <x@school.example>' });
  const at = new Date().toISOString();
  try {
    for (let i = 0; i < SUBSCRIBERS_COUNT; i++) {
      await home.store.set(SUBSCRIBERS, `crash${String(i).padStart(4, '0')}`, {
        email: `crash-${i}@family.example`,
        locale: (['en', 'pa', 'hi'] as const)[i % 3],
        topics: ['news'],
        audience: ['news'],
        status: 'confirmed',
        consent: { noticeVersion: 1, agreedAt: at, locale: 'en' },
        createdAt: at,
        updatedAt: at,
        confirmedAt: at,
        bounces: 0,
      });
    }
  } finally {
    await home.close();
  }
}
