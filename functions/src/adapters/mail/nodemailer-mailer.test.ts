import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { NodemailerMailer } from './nodemailer-mailer.js';

describe('NodemailerMailer', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => sink.stop());

  it('delivers through a real SMTP server', async () => {
    const mailer = new NodemailerMailer({ from: 'School <office@school.example>', smtpUrl: sink.url });
    await mailer.send({ to: 'parent@example.com', subject: 'Your code', text: 'Code: 123456', replyTo: 'office@school.example' });
    await mailer.close();
    const mail = sink.messages.at(-1);
    expect(mail?.subject).toBe('Your code');
    expect(mail?.text?.trim()).toBe('Code: 123456');
    expect(mail?.from?.text).toContain('office@school.example');
  });

  it('writes an .eml file to the outbox when no SMTP server is configured', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'school-outbox-'));
    const lines: string[] = [];
    const mailer = new NodemailerMailer({ from: 'School <office@school.example>', outboxDir: dir, log: (l) => lines.push(l) });
    await mailer.send({ to: 'parent@example.com', subject: 'Hello', text: 'Body text' });
    const [file] = await readdir(dir);
    expect(file).toMatch(/\.eml$/);
    const eml = await readFile(join(dir, file ?? ''), 'utf8');
    expect(eml).toContain('Subject: Hello');
    expect(eml).toContain('Body text');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(join(dir, file ?? ''));
    await rm(dir, { recursive: true, force: true });
  });
});
