import { RESET_MAIL_QUEUE } from '../domain/collections.js';
import { settleResetMails } from '../domain/accounts/reset-mails.js';
import type { DocumentStore } from '../ports/document-store.js';

/**
 * Resolves once no password-reset mail is due and no drain is under way in this process: the mails
 * that follow "Forgot password?" answers (domain/accounts/reset-mails.ts) have then reached the SMTP
 * server, or failed and wait for their retry. For tests of the embedded home, which drains in process.
 */
export async function resetMailsHandled(store: DocumentStore, now: () => Date = () => new Date()): Promise<void> {
  for (let tries = 0; tries < 250; tries++) {
    await settleResetMails(store);
    const due = await store.count(RESET_MAIL_QUEUE, { where: [{ field: 'dueAt', op: '<=', value: now().toISOString() }] });
    if (due === 0) {
      await settleResetMails(store);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('Password-reset mails are still waiting to be sent');
}
