import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFirebaseEmulators } from './functions/src/testing/firebase-emulators.js';
import { slowAndRefusingRecipients, startSmtpSink } from './functions/src/testing/smtp-sink.js';

// Firebase's emulators take ~25 s to start, so they start once per run and the Firebase-mode
// tests (Identity contract on the Auth emulator, the function behind Hosting) share them.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A real SMTP server for the function's mail (verification codes, the office's notice), so a
  // route that sends mail answers as in production rather than "could not send".
  // Its mails also land as .eml files in a folder the tests read (they run in other processes).
  const mailOutbox = mkdtempSync(join(tmpdir(), 'school-firebase-mail-'));
  // Some addresses make it slow or refuse once (slowAndRefusingRecipients): how the tests see that
  // "Forgot password?" answers before it mails, and retries (firebase-attacks.test.ts).
  const sink = await startSmtpSink(mailOutbox, slowAndRefusingRecipients());
  const { stop, ...hosts } = await startFirebaseEmulators({ smtpUrl: sink.url });
  project.provide('firebase', { ...hosts, mailOutbox });
  return async () => {
    await stop();
    await sink.stop();
    rmSync(mailOutbox, { recursive: true, force: true });
  };
}
