import { outboxMails } from '../../functions/src/testing/outbox-mails';
import { passwordLinkFromMail } from '../../functions/src/testing/password-link-mail';
import { expect } from './fixtures';

// Invitations and reset links land in the server's outbox as .eml files (no SMTP_URL in the e2e
// servers). Read as a member reads their inbox: the newest password mail to the address.

const sharedOutbox = () => `${process.env.E2E_DATA_DIR ?? ''}/outbox`;

/** The path and #token of the newest invitation or reset link mailed to `email`, with the mail's subject. */
export async function passwordLinkFor(email: string, outbox = sharedOutbox()): Promise<{ path: string; subject: string }> {
  let found: { path: string; subject: string } | undefined;
  await expect
    .poll(
      async () => {
        try {
          const { url, mail } = passwordLinkFromMail(await outboxMails(outbox), email);
          const { pathname, hash } = new URL(url);
          found = { path: `${pathname}${hash}`, subject: mail.subject ?? '' };
        } catch {
          found = undefined;
        }
        return found?.path;
      },
      { message: `password link mail for ${email}` },
    )
    .toMatch(/^\/admin\/set-password#token=/);
  return found ?? { path: '', subject: '' };
}
