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
