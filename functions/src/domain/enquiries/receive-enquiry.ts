import { eligibleClass, enquiryYears } from '@school/shared/admission-classes';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import { enquiryRequestSchema, referenceFor, type StoredEnquiry } from '@school/shared/enquiry-schemas';
import { schoolDay } from '@school/shared/school-time';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Mailer } from '../../ports/mailer.js';
import { ENQUIRIES } from '../collections.js';
import { ValidationError } from '../errors.js';
import { EmailVerification } from '../otp/email-verification.js';
import { parse } from '../parse.js';
import { takeConsent } from '../privacy/consent.js';
import { officeEmail, readSchoolSettings } from '../settings/school-settings.js';
import { acknowledgementMail, officeEnquiryMail } from './enquiry-mails.js';
import { listed, nextReferenceNumber } from './enquiry-records.js';

export interface EnquiryDeps {
  store: DocumentStore;
  mailer: Mailer;
  clock: Clock;
  /** The office's address before staff set one (AppConfig.officeEmail). */
  installerOfficeEmail: string;
  /** The site's address, for the office mail's link to the enquiry (AppConfig.siteUrl). */
  siteUrl: string;
  log?: Pick<Console, 'error'>;
}

/** The field people never see, filled in: a bot, answered as if it worked. */
function isBot(body: unknown): boolean {
  const honeypot = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[HONEYPOT_FIELD] : undefined;
  return typeof honeypot === 'string' && honeypot.trim() !== '';
}

/**
 * A parent's admission enquiry (POST /api/enquiries, issue 38), taken as a contact message is: from
 * a recently verified address (one verification, one enquiry, so it is throttled by the code mails'
 * limits), with the privacy consent, or not at all. Kept with a reference of its academic year
 * (ENQ-2027-0042) and the class its date of birth fits, then acknowledged to the parent in the page's
 * language and notified to the office. Answers null for a bot's, which is kept nowhere.
 */
export async function receiveEnquiry(deps: EnquiryDeps, body: unknown): Promise<{ id: string; reference: string } | null> {
  if (isBot(body)) return null;
  const { locale, ...input } = parse(enquiryRequestSchema, body);
  const { store, mailer, clock, log = console } = deps;
  const today = schoolDay(clock.now());
  const settings = await readSchoolSettings(deps);
  if (!settings.admissionClasses.some((one) => one.name === input.classSought))
    throw new ValidationError("Class: choose one of the school's classes");
  if (!enquiryYears(today).includes(input.academicYear)) throw new ValidationError('Academic year: choose one');
  if (input.dateOfBirth >= today) throw new ValidationError('Date of birth: choose a day in the past');
  if (input.visitDate !== '' && input.visitDate < today) throw new ValidationError('Preferred visit date: choose a day from today on');
  // Before the verification is looked at or used up: without consent, nothing is kept or mailed.
  const consent = await takeConsent(deps, body, locale);
  const office = await officeEmail(deps);
  const verification = new EmailVerification(store, mailer, clock, { installerOfficeEmail: deps.installerOfficeEmail, log });
  await verification.assertVerified(input.email);

  const reference = referenceFor(input.academicYear, await nextReferenceNumber(store, input.academicYear));
  const at = consent.agreedAt;
  const enquiry: StoredEnquiry = listed({
    ...input,
    reference,
    eligibleClass: eligibleClass(input.dateOfBirth, input.academicYear, settings.admissionClasses),
    locale,
    consent,
    status: 'new' as const,
    timeline: [{ at, by: null, kind: 'received' as const }],
    createdAt: at,
    updatedAt: at,
    version: 1,
  });
  const id = await store.add(ENQUIRIES, enquiry);
  await verification.consume(input.email);
  // The enquiry is safe in the office's list; a mail server hiccup must not tell the parent it failed.
  const mails = [acknowledgementMail(enquiry, settings), officeEnquiryMail(enquiry, id, office, deps.siteUrl)];
  for (const mail of mails)
    await mailer.send(mail).catch((error: unknown) => log.error(`Enquiry ${reference} stored, but mailing ${mail.to} failed:`, error));
  return { id, reference };
}
