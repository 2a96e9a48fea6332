import type { ParsedMail } from 'mailparser';
import type { TestApi } from './api-server.js';

/** The code in the newest verification mail to `email` that the SMTP sink received. */
export function codeFromMail(messages: ParsedMail[], email: string): string {
  const mail = messages.findLast((m) => m.subject?.includes('Your verification code') && JSON.stringify(m.to).includes(email));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No verification mail with a code for ${email}`);
  return code;
}

/** Walks the real send-otp / verify-otp calls, reading the code from the mail, as a visitor would. */
export async function verifyEmail(api: TestApi, messages: ParsedMail[], email: string): Promise<void> {
  const sent = await api.call('POST', '/auth/send-otp', { body: { email } });
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const verified = await api.call('POST', '/auth/verify-otp', { body: { email, otp: codeFromMail(messages, email) } });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
}
