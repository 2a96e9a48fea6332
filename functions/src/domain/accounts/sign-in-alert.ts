import type { MailMessage } from '../../ports/mailer.js';

/**
 * The office's alert when a staff account reaches the failed sign-in ceiling: plain text only (the
 * e-mail address is the only outside text in it, and plain text cannot be turned into markup).
 */
export function ceilingAlertMail(email: string, ceiling: { max: number; windowMs: number }): Pick<MailMessage, 'subject' | 'text'> {
  const minutes = Math.round(ceiling.windowMs / 60_000);
  const span = minutes === 60 ? 'hour' : `${minutes} minutes`;
  const text = [
    'Hello,',
    '',
    `The school website refused ${ceiling.max} sign-ins to the staff account ${email} with a wrong password within the last ${span}.`,
    '',
    'Someone may be trying to guess the password. The member can still sign in from the devices and',
    'networks they have used in the last 30 days. Sign-ins to this account from anywhere else are',
    `paused for the rest of this ${span}.`,
    '',
    'What to do: ask the member whether it was them. If it was not, ask them to change their password',
    'to a long one they use nowhere else.',
    '',
    `You receive at most one such message per account each ${span}.`,
  ].join('\n');
  return { subject: `Many failed sign-ins to the staff account ${email}`, text };
}
