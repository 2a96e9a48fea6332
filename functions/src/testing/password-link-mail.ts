import type { ParsedMail } from 'mailparser';

/** The whole link and its token in the newest invitation or reset mail to `email` the SMTP sink received. */
export function passwordLinkFromMail(messages: ParsedMail[], email: string): { url: string; token: string; mail: ParsedMail } {
  const mail = messages.findLast((m) => JSON.stringify(m.to).includes(email) && /\/admin\/set-password#token=/.test(m.text ?? ''));
  const url = (mail?.text ?? '').split(/\s/).find((word) => word.includes('/admin/set-password#token='));
  const token = url?.split('#token=')[1];
  if (!mail || !url || !token) throw new Error(`No password link mail for ${email}`);
  return { url, token: decodeURIComponent(token), mail };
}
