import type { MailMessage } from '../../ports/mailer.js';
import { INTL_LOCALES, type Locale } from '@school/shared/i18n/locales';
import { serverText, type ServerText } from '../i18n/server-messages.js';

type OtpMail = Pick<MailMessage, 'subject' | 'text' | 'html'>;

/** One language's words of the verification mail: plain text and HTML lines. */
function otpBody(text: ServerText, locale: Locale, code: string, minutes: number, expiresAt: Date): { text: string[]; html: string[] } {
  // The school and its visitors are in India: say the time as they read their clocks.
  const clock = expiresAt.toLocaleTimeString(INTL_LOCALES[locale], {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
  const expiry = text('It expires in {minutes} minutes (at {time}) and works once.', { minutes: String(minutes), time: `${clock} IST` });
  const ignore = text('If you did not ask for this code, you can ignore this email; nobody can write to us as you without it.');
  return {
    text: [
      text('Hello,'),
      '',
      text('Your code to verify your email address on the school website is: {code}', { code }),
      '',
      expiry,
      ignore,
    ],
    html: [
      `<p>${text('Hello,')}</p>`,
      `<p>${text('Your code to verify your email address on the school website is:')}</p>`,
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>`,
      `<p>${expiry}</p>`,
      `<p>${ignore}</p>`,
    ],
  };
}

/**
 * The verification mail: what the code is for, the code, and when it stops working. From a Punjabi
 * or Hindi page it is written in that language first and then in English (issue 25: a parent may
 * read one more easily, a family member the other); from an English page, in English alone.
 */
export function otpMail(code: string, ttlMs: number, expiresAt: Date, locale: Locale = 'en'): OtpMail {
  const minutes = Math.round(ttlMs / 60_000);
  const en = serverText('en');
  const english = otpBody(en, 'en', code, minutes, expiresAt);
  const englishSubject = en('Your verification code: {code}', { code });
  if (locale === 'en') return { subject: englishSubject, text: english.text.join('\n'), html: english.html.join('\n') };

  const local = serverText(locale);
  const own = otpBody(local, locale, code, minutes, expiresAt);
  const inEnglish = local('The same in English:');
  return {
    // Both names of the mail, then the code; test helpers find it by the English words.
    subject: `${local('Your verification code')} / ${englishSubject}`,
    text: [...own.text, '', '----', inEnglish, '', ...english.text].join('\n'),
    html: [
      `<div lang="${locale}">`,
      ...own.html,
      '</div>',
      '<hr>',
      `<p lang="${locale}">${inEnglish}</p>`,
      '<div lang="en">',
      ...english.html,
      '</div>',
    ].join('\n'),
  };
}

/**
 * The office's alert when one address reaches the ceiling of codes: plain text only (the visitor's
 * address is outside text, and plain text cannot be turned into markup).
 */
export function otpCeilingAlertMail(
  email: string,
  ceiling: { perNetwork: number; max: number; windowMs: number },
): Pick<MailMessage, 'subject' | 'text'> {
  const minutes = Math.round(ceiling.windowMs / 60_000);
  const span = minutes === 60 ? 'hour' : `${minutes} minutes`;
  const text = [
    'Hello,',
    '',
    `The contact form was asked for more than ${ceiling.perNetwork} email verification codes for ${email} from one network,`,
    `or more than ${ceiling.max} from everywhere together, within the last ${span}.`,
    '',
    'Someone may be using the form to flood this address with mail. The website sends no more codes',
    `to it from there for the rest of this ${span}; whoever asks is told to wait. The owner still gets`,
    'codes from another network, and from a device where they verified their address before.',
    '',
    'What to do: nothing, unless it keeps happening. If the owner of the address tells you they could',
    `not get a code, they can try again after the ${span}, or write to the school directly.`,
    '',
    `You receive at most one such message per address each ${span}.`,
  ].join('\n');
  return { subject: `Many verification codes asked for ${email}`, text };
}
