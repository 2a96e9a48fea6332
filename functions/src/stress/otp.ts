import type { ParsedMail } from 'mailparser';
import { call } from './http.js';

/** Codes from the SMTP sink by recipient, indexing only the mails that arrived since the last look. */
export class Mailbox {
  private seen = 0;
  private readonly codes = new Map<string, string>();

  constructor(private readonly messages: ParsedMail[]) {}

  codeFor(email: string): string | undefined {
    for (; this.seen < this.messages.length; this.seen++) {
      const mail = this.messages[this.seen];
      if (!mail?.subject?.startsWith('Your verification code')) continue;
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
      const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((v) => v.address?.toLowerCase()));
      for (const address of to) if (code && address) this.codes.set(address, code);
    }
    return this.codes.get(email.toLowerCase());
  }
}

/**
 * One loopback address per ten visitors: the server's OTP limits (20 sends an hour per IP) stay
 * as they ship, and each "household" stays well inside them.
 */
export function visitorAddress(index: number): string {
  const household = Math.floor(index / 10);
  return `127.1.${Math.floor(household / 250)}.${(household % 250) + 1}`;
}

/** The visitor's side of the contact form's e-mail check: ask for a code, read the mail, type it in. */
export async function verifyAddress(url: string, mailbox: Mailbox, email: string, from: string): Promise<void> {
  const sent = await call(url, 'POST', '/auth/send-otp', { body: { email }, from });
  if (sent.status !== 200) throw new Error(`send-otp for ${email} answered ${sent.status}: ${JSON.stringify(sent.body) ?? sent.error}`);
  const otp = mailbox.codeFor(email);
  if (!otp) throw new Error(`No verification mail reached the sink for ${email}`);
  const verified = await call(url, 'POST', '/auth/verify-otp', { body: { email, otp }, from });
  if (verified.status !== 200) throw new Error(`verify-otp for ${email} answered ${verified.status}: ${JSON.stringify(verified.body)}`);
}
