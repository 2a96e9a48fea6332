import type { ParsedMail } from 'mailparser';

/** The whole link and its token in the newest invitation or reset mail to `email` the SMTP sink received. */
export function passwordLinkFromMail(messages: ParsedMail[], email: string): { url: string; token: string; mail: ParsedMail } {
  const mail = messages.findLast((m) => JSON.stringify(m.to).includes(email) && /\/admin\/set-password#token=/.test(m.text ?? ''));
  const url = /(\S+\/admin\/set-password#token=(\S+))/.exec(mail?.text ?? '');
  if (!mail || !url?.[1] || !url[2]) throw new Error(`No password link mail for ${email}`);
  return { url: url[1], token: decodeURIComponent(url[2]), mail };
}
