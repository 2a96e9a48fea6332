import { eligibleClass, enquiryYears } from '@school/shared/admission-classes';
import type { StoredConsent } from '@school/shared/consent-schemas';
import {
  enquiryRequestSchema,
  referenceFor,
  type EnquiryInput,
  type EnquiryPerson,
  type StoredEnquiry,
} from '@school/shared/enquiry-schemas';
import type { Locale } from '@school/shared/i18n/locales';
import type { StoredSchoolSettings } from '@school/shared/settings-schemas';
import { schoolDay } from '@school/shared/school-time';
import type { Clock } from '../../ports/clock.js';
import type { DocumentStore } from '../../ports/document-store.js';
import type { Mailer, MailMessage } from '../../ports/mailer.js';
import { ENQUIRIES } from '../collections.js';
import { ValidationError } from '../errors.js';
import { EmailVerification } from '../otp/email-verification.js';
import { parse } from '../parse.js';
import { takeConsent } from '../privacy/consent.js';
import { officeEmail, readSchoolSettings } from '../settings/school-settings.js';
import { isBotSubmission } from '../visitor-forms.js';
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

/**
 * A parent's admission enquiry (POST /api/enquiries, issue 38), taken as a contact message is: from
 * a recently verified address (one verification, one enquiry, so it is throttled by the code mails'
 * limits), with the privacy consent, or not at all. Kept with a reference of its academic year
 * (ENQ-2027-0042) and the class its date of birth fits, then acknowledged to the parent in the page's
 * language and notified to the office. Answers null for a bot's, which is kept nowhere.
 */
export async function receiveEnquiry(deps: EnquiryDeps, body: unknown): Promise<{ id: string; reference: string } | null> {
  if (isBotSubmission(body)) return null;
  const { request, settings } = await checkedEnquiry(deps, body);
  const { locale, ...input } = request;
  // Before the verification is looked at or used up: without consent, nothing is kept or mailed.
  const consent = await takeConsent(deps, body, locale);
  const office = await officeEmail(deps);
  const verification = new EmailVerification(deps.store, deps.mailer, deps.clock, {
    installerOfficeEmail: deps.installerOfficeEmail,
    log: deps.log ?? console,
  });
  await verification.assertVerified(input.email);
  const kept = await keepEnquiry(deps, request, settings, consent, null);
  await verification.consume(input.email);
  await mailAll(deps, [acknowledgementMail(kept.enquiry, settings), officeEnquiryMail(kept.enquiry, kept.id, office, deps.siteUrl)]);
  return { id: kept.id, reference: kept.enquiry.reference };
}

/**
 * An enquiry the office took by phone or at the gate (POST /api/enquiries/by-office, staff): the same
 * checks and reference, the parent's consent as the staff member confirms it (the box means "the
 * parent agreed to the privacy notice"), no code (staff are signed in); the parent is acknowledged.
 */
export async function recordEnquiry(deps: EnquiryDeps, body: unknown, by: EnquiryPerson): Promise<{ id: string; reference: string }> {
  const { request, settings } = await checkedEnquiry(deps, body);
  const consent = await takeConsent(deps, body, request.locale);
  const kept = await keepEnquiry(deps, request, settings, consent, by);
  await mailAll(deps, [acknowledgementMail(kept.enquiry, settings)]);
  return { id: kept.id, reference: kept.enquiry.reference };
}

/** The request's enquiry, with what only the school's settings and today can say checked too. */
async function checkedEnquiry(deps: EnquiryDeps, body: unknown) {
  const request = parse(enquiryRequestSchema, body);
  const today = schoolDay(deps.clock.now());
  const settings = await readSchoolSettings(deps);
  if (!settings.admissionClasses.some((one) => one.name === request.classSought))
    throw new ValidationError("Class: choose one of the school's classes");
  if (!enquiryYears(today).includes(request.academicYear)) throw new ValidationError('Academic year: choose one');
  if (request.dateOfBirth >= today) throw new ValidationError('Date of birth: choose a day in the past');
  if (request.visitDate !== '' && request.visitDate < today) throw new ValidationError('Preferred visit date: choose a day from today on');
  return { request, settings };
}

/** Stores the enquiry with the next reference of its year and the class its date of birth fits. */
async function keepEnquiry(
  deps: EnquiryDeps,
  input: EnquiryInput & { locale: Locale },
  settings: StoredSchoolSettings,
  consent: StoredConsent,
  by: EnquiryPerson | null,
): Promise<{ id: string; enquiry: StoredEnquiry }> {
  const reference = referenceFor(input.academicYear, await nextReferenceNumber(deps.store, input.academicYear));
  const at = consent.agreedAt;
  const enquiry: StoredEnquiry = listed({
    ...input,
    reference,
    eligibleClass: eligibleClass(input.dateOfBirth, input.academicYear, settings.admissionClasses),
    consent,
    status: 'new' as const,
    timeline: [{ at, by, kind: 'received' as const }],
    createdAt: at,
    updatedAt: at,
    version: 1,
  });
  const id = await deps.store.add(ENQUIRIES, enquiry);
  return { id, enquiry };
}

/** The enquiry is safe in the office's list: a mail server hiccup must not tell the parent it failed. */
async function mailAll({ mailer, log = console }: EnquiryDeps, mails: MailMessage[]): Promise<void> {
  for (const mail of mails)
    await mailer.send(mail).catch((error: unknown) => log.error(`An enquiry is stored, but mailing ${mail.to} failed:`, error));
}
