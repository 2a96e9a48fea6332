import type { MailMessage } from '../../ports/mailer.js';

/** The verification mail: what the code is for, the code, and when it stops working. */
export function otpMail(code: string, ttlMs: number, expiresAt: Date): Pick<MailMessage, 'subject' | 'text' | 'html'> {
  const minutes = Math.round(ttlMs / 60_000);
  // The school and its visitors are in India: say the time as they read their clocks.
  const until = `${expiresAt.toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: true })} IST`;
  const text = [
    'Hello,',
    '',
    `Your code to verify your email address on the school website's contact form is: ${code}`,
    '',
    `It expires in ${minutes} minutes (at ${until}) and works once.`,
    'If you did not ask for this code, you can ignore this email; nobody can write to us as you without it.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    "<p>Your code to verify your email address on the school website's contact form is:</p>",
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>`,
    `<p>It expires in ${minutes} minutes (at ${until}) and works once.</p>`,
    '<p>If you did not ask for this code, you can ignore this email; nobody can write to us as you without it.</p>',
  ].join('\n');
  return { subject: `Your verification code: ${code}`, text, html };
}

/**
 * The office's alert when one address reaches the ceiling of codes: plain text only (the visitor's
 * address is outside text, and plain text cannot be turned into markup).
 */
export function otpCeilingAlertMail(email: string, ceiling: { max: number; windowMs: number }): Pick<MailMessage, 'subject' | 'text'> {
  const minutes = Math.round(ceiling.windowMs / 60_000);
  const span = minutes === 60 ? 'hour' : `${minutes} minutes`;
  const text = [
    'Hello,',
    '',
    `The contact form was asked for more than ${ceiling.max} email verification codes for ${email} within the last ${span}.`,
    '',
    'Someone may be using the form to flood this address with mail. The website sends no more codes',
    `to it for the rest of this ${span}; whoever asks is told to wait.`,
    '',
    'What to do: nothing, unless it keeps happening. If the owner of the address tells you they could',
    `not get a code, they can try again after the ${span}, or write to the school directly.`,
    '',
    `You receive at most one such message per address each ${span}.`,
  ].join('\n');
  return { subject: `Many verification codes asked for ${email}`, text };
}
