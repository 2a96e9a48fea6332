import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from './fixtures';

// The e2e server has no SMTP_URL, so every mail it sends is an .eml file in DATA_DIR/outbox
// (global-setup says where). Tests read verification codes there, as a visitor reads their inbox.

async function mails(outbox: string): Promise<string[]> {
  const dir = outbox;
  const names = await readdir(dir).catch(() => [] as string[]);
  // Names start with an ISO timestamp, so sorting puts the newest last.
  return Promise.all(
    names
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .map((n) => readFile(join(dir, n), 'utf8')),
  );
}

const sharedOutbox = () => join(process.env.E2E_DATA_DIR ?? '', 'outbox');

/**
 * The code in the newest verification mail sent to `email`, waiting briefly for it to land; from the
 * shared server's outbox, or another site's (`Site.outbox`).
 */
export async function latestCode(email: string, outbox = sharedOutbox()): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const forAddress = (await mails(outbox)).filter((mail) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(mail));
        code = /^Subject: Your verification code: (\d{6})$/m.exec(forAddress.at(-1) ?? '')?.[1];
        return code;
      },
      { message: `verification mail for ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/**
 * The newest mail addressed to `to` (null: to anyone) whose subject contains `subject`, parsed
 * (subjects in Punjabi and Hindi are encoded), waiting for it to land; from the shared server's
 * outbox, or another site's. By the To header itself: the office's copy names the parent in Reply-To.
 */
export async function newestMail(to: string | null, subject = '', outbox = sharedOutbox()): Promise<ParsedMail> {
  const addressed = to === null ? /^To: /m : new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const raw of (await mails(outbox)).filter((mail) => addressed.test(mail)).reverse()) {
          const mail = await simpleParser(raw);
          if (mail.subject?.includes(subject)) return !!(found = mail);
        }
        return false;
      },
      { message: `a mail to ${to ?? 'anyone'} about "${subject}"` },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** A unique visitor address per test and project, so parallel tests never share codes or limits. */
export function visitorEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@family.example`;
}

/**
 * A real contact message through the public API: code by mail, verify, send. Each seeding call
 * says it comes from its own client address, so the per-IP code limit of the one shared e2e server
 * is left to the tests that exercise the form itself.
 */
export async function sendVerifiedMessage(
  request: APIRequestContext,
  message: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  const headers = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 250)}` };
  expect((await request.post('/api/auth/send-otp', { data: { email: message.email }, headers })).status()).toBe(200);
  const otp = await latestCode(message.email);
  expect((await request.post('/api/auth/verify-otp', { data: { email: message.email, otp }, headers })).status()).toBe(200);
  expect((await request.post('/api/content/contact', { data: { ...message, consent: true }, headers })).status()).toBe(201);
}

/**
 * Gives the page a client address of its own (the server trusts the tests' X-Forwarded-For), so the
 * per-client limits on codes and forms are this test's alone.
 */
export async function ownClient(page: Page): Promise<string> {
  const ip = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/** Send OTP, the code from the mail, Verify: as a parent proves the address in a form. */
export async function verifyEmail(
  form: Locator,
  email: string,
  labels = { email: 'Email', send: 'Send OTP', code: 'Enter OTP', verify: 'Verify' },
): Promise<void> {
  await form.getByLabel(labels.email).fill(email);
  await form.getByRole('button', { name: labels.send }).click();
  const mail = await newestMail(email, 'Your verification code');
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
  await form.getByLabel(labels.code).fill(code);
  await form.getByRole('button', { name: labels.verify, exact: true }).click();
}
