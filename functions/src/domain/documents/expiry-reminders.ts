import { DOCUMENT_CATEGORY_LABELS, type DocumentDoc } from '@school/shared/document-schemas';
import { addDays, daysBetween, schoolDay } from '@school/shared/school-time';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore, StoredDocument } from '../../ports/document-store.js';
import type { Mailer, MailMessage } from '../../ports/mailer.js';
import { DOCUMENT_REMINDERS, DOCUMENTS } from '../collections.js';
import { ConflictError } from '../errors.js';
import { officeEmail } from '../settings/school-settings.js';

// Certificates must not lapse unnoticed (issue 35, item 6): the office is mailed 30 and 7 days before
// a document's "valid until" day, and the dashboard lists what lapses within 60 days and what has
// lapsed. Days are the school's (Asia/Kolkata). Each reminder is claimed in the store before it is
// sent, so two runs (two instances, a restart) never send it twice; a failed send gives its claim
// back, so the next daily run tries again. A document given a new "valid until" day is reminded anew.

/** Days before the "valid until" day on which the office hears of it. */
export const REMINDER_DAYS = [30, 7] as const;
/** How far ahead the dashboard looks. */
export const EXPIRY_HORIZON_DAYS = 60;
/** The most of each list the dashboard shows: a school has tens of certificates. */
const LISTED = 50;

export type DatedDocument = StoredDocument<DocumentDoc> & { validUntil: string };
export interface Validity {
  /** Valid today but not after the horizon, the soonest first. */
  expiring: DatedDocument[];
  /** Past their "valid until" day, the most recently lapsed first. */
  expired: DatedDocument[];
}

/** The documents whose "valid until" day is within `horizonDays` of today, or past. */
export async function documentValidity(store: DocumentStore, clock: Clock, horizonDays = EXPIRY_HORIZON_DAYS): Promise<Validity> {
  const today = schoolDay(clock.now());
  // A range on one field, ordered by it: no composite index. Documents without the day are not in it.
  const dated = (await store.find<DocumentDoc>(DOCUMENTS, {
    where: [{ field: 'validUntil', op: '<=', value: addDays(today, horizonDays) }],
    orderBy: [{ field: 'validUntil', direction: 'asc' }],
  })) as DatedDocument[];
  return {
    expiring: dated.filter((doc) => doc.validUntil >= today).slice(0, LISTED),
    expired: dated
      .filter((doc) => doc.validUntil < today)
      .reverse()
      .slice(0, LISTED),
  };
}

export interface ReminderDeps {
  store: DocumentStore;
  clock: Clock;
  mailer: Mailer;
  /** The office's address before staff set one (AppConfig.officeEmail). */
  installerOfficeEmail: string;
  siteUrl: string;
  log?: Pick<Console, 'error'>;
}

/** Mails the office each reminder that is due and not yet sent; says how many went. */
export async function sendExpiryReminders(deps: ReminderDeps): Promise<number> {
  const today = schoolDay(deps.clock.now());
  const { expiring } = await documentValidity(deps.store, deps.clock, Math.max(...REMINDER_DAYS));
  let sent = 0;
  for (const doc of expiring) {
    const daysLeft = daysBetween(today, doc.validUntil);
    // The nearest reminder not yet passed: a certificate added 5 days before its end gets the 7-day one only.
    const stage = Math.min(...REMINDER_DAYS.filter((days) => days >= daysLeft));
    const claim = `${doc.id}-${doc.validUntil}-${stage}`;
    try {
      await deps.store.create(DOCUMENT_REMINDERS, claim, {
        documentId: doc.id,
        validUntil: doc.validUntil,
        stage,
        sentAt: deps.clock.now().toISOString(),
      });
    } catch (error) {
      if (error instanceof ConflictError) continue; // sent already
      throw error;
    }
    try {
      await deps.mailer.send({ to: await officeEmail(deps), ...expiryMail(doc, daysLeft, deps.siteUrl) });
      sent++;
    } catch (error) {
      await deps.store.delete(DOCUMENT_REMINDERS, claim);
      (deps.log ?? console).error(`Could not mail the reminder for the document ${doc.id}:`, error);
    }
  }
  return sent;
}

function expiryMail(doc: DatedDocument, daysLeft: number, siteUrl: string): Omit<MailMessage, 'to'> {
  const day = new Date(`${doc.validUntil}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const when = daysLeft === 0 ? 'today is its last day' : `${daysLeft} day${daysLeft === 1 ? '' : 's'} from today`;
  return {
    subject: `Valid until ${day}: ${doc.title}`,
    text: [
      `"${doc.title}" (${DOCUMENT_CATEGORY_LABELS[doc.category]}) on the school website is valid until ${day}: ${when}.`,
      '',
      'Upload the renewed document in the back office, so the site keeps showing a valid one:',
      `${siteUrl}/admin/documents`,
    ].join('\n'),
  };
}
