import type { MailMessage } from '../../ports/mailer.js';
import type { IdentityAccount } from '../../ports/identity.js';
import type { PasswordLinkView } from '@school/shared/staff-schemas';

interface LinkMail {
  purpose: PasswordLinkView['purpose'];
  account: Pick<IdentityAccount, 'name' | 'email' | 'role'>;
  url: string;
  expiresAt: Date;
  schoolName: string;
  /** The superadmin who added the member, for an invitation. */
  invitedBy?: string | undefined;
}

// Plain text only: names and the school's name are outside text, and plain text cannot be turned
// into markup. The school and its staff are in India: times as they read their clocks.
const istTime = (at: Date): string =>
  `${at.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hour12: true })} IST`;

/** The invitation of a new member, or a password reset: the link, what it does, and until when. */
export function passwordLinkMail({
  purpose,
  account,
  url,
  expiresAt,
  schoolName,
  invitedBy,
}: LinkMail): Pick<MailMessage, 'subject' | 'text'> {
  const forgot = `${new URL(url).origin}/admin/forgot-password`;
  if (purpose === 'invite') {
    return {
      subject: `Your staff account for the ${schoolName} website`,
      text: [
        `Hello ${account.name},`,
        '',
        `${invitedBy ?? 'The school'} has added you as a staff member (${account.role}) of the ${schoolName} website.`,
        'To start, choose your password here:',
        '',
        url,
        '',
        `The link works once, until ${istTime(expiresAt)}. If it has expired, ask for a new one at`,
        `${forgot} with this e-mail address (${account.email}).`,
      ].join('\n'),
    };
  }
  return {
    subject: `Reset your password for the ${schoolName} website`,
    text: [
      `Hello ${account.name},`,
      '',
      `A new password was asked for your staff account (${account.email}) on the ${schoolName} website.`,
      'Choose it here:',
      '',
      url,
      '',
      `The link works once, until ${istTime(expiresAt)}. Setting a new password signs you out everywhere.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** The office's alert when one account draws very many reset links (someone may be pestering the member). */
export function resetCeilingMail(
  email: string,
  ceiling: { perNetwork: number; max: number; windowMs: number },
): Pick<MailMessage, 'subject' | 'text'> {
  const minutes = Math.round(ceiling.windowMs / 60_000);
  return {
    subject: `Many password reset requests for the staff account ${email}`,
    text: [
      'Hello,',
      '',
      `The school website was asked for more than ${ceiling.perNetwork} password reset links for the staff account ${email}`,
      `from one network, or more than ${ceiling.max} from everywhere together, within ${minutes} minutes. No more links`,
      "are sent from there until the time is up, so the member's mailbox is not flooded; the member still gets",
      'one from another network, or from a device where they used a password link before. Their password has',
      'not changed and they can still sign in.',
      '',
      'If the member did not ask for them, someone else is typing their e-mail address on the sign-in page.',
      `You receive at most one such message per account every ${minutes} minutes.`,
    ].join('\n'),
  };
}
