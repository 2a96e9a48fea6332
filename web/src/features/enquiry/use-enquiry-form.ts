import { enquiryYears } from '@school/shared/admission-classes';
import { CONSENT_FIELD } from '@school/shared/consent-fields';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import { ENQUIRY_FIELDS, type EnquiryField } from '@school/shared/enquiry-fields';
import { schoolDay } from '@school/shared/school-time';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { earlyChecked, earlyInput, withEarlyInput } from '../../lib/early-fields';
import { useLocale } from '../../lib/i18n/i18n';
import { useSchool } from '../../lib/school-settings';
import { useEmailVerification } from '../../lib/visitor-forms/use-email-verification';
import { eligibilityOf } from './eligibility';
import type { EnquiryErrors } from './enquiry-later';
import { enquiryLater } from './load-enquiry-later';

/** The form's name: lib/early-input.ts finds its server-rendered fields by it. */
export const FORM = 'enquiry';
const EMPTY = Object.fromEntries(ENQUIRY_FIELDS.map((field) => [field, ''])) as Record<EnquiryField, string>;
const SEND_FAILED = 'Failed to send the enquiry. Please try again later.';

/**
 * The enquiry form's state and its send: the fields (from what was typed before the scripts ran),
 * the e-mail's verification, the eligibility the date of birth and year give, the question asked
 * before a class the age does not fit is sent, and the answer's reference. Errors and failures are
 * kept in English (the schemas' and the server's words) and shown translated (lib/visitor-forms/shown-text.ts).
 */
export function useEnquiryForm() {
  const school = useSchool();
  const locale = useLocale();
  // The school's day when the page was made, as the disclosure's documents take it: the years offered and the latest birth.
  const [today] = useState(() => schoolDay(Date.now()));
  const [values, setValues] = useState(() => withEarlyInput(FORM, EMPTY));
  const [honeypot, setHoneypot] = useState(() => earlyInput(FORM, HONEYPOT_FIELD) ?? '');
  const [consent, setConsentState] = useState(() => earlyChecked(FORM, CONSENT_FIELD) ?? false);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [sending, setSending] = useState(false);
  /** The send's failure, in English. */
  const [failure, setFailure] = useState<string | null>(null);
  /** True while the form asks whether to send a class the child's age does not fit. */
  const [asking, setAsking] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const verification = useEmailVerification();
  const verified = verification.step === 'verified';
  const classes = school.admissionClasses;
  const eligibility = eligibilityOf(values.dateOfBirth, values.academicYear, classes, today);

  const change = (field: EnquiryField, value: string) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A class not yet chosen becomes the one the age fits, which the parent may still change.
      if (field === 'dateOfBirth' || field === 'academicYear') {
        next.classSought ||= eligibilityOf(next.dateOfBirth, next.academicYear, classes, today)?.name ?? '';
      }
      return next;
    });
    setErrors((current) => ({ ...current, [field]: undefined }));
    setAsking(false);
    // A verification belongs to one address; a new address starts over.
    if (field === 'email' && verification.step !== 'unverified') verification.reset();
  };

  const setConsent = (checked: boolean) => {
    setConsentState(checked);
    setErrors((current) => ({ ...current, [CONSENT_FIELD]: undefined }));
  };

  /** Checks the form, asks about a class the age does not fit unless `confirmed`, then sends. */
  const submit = async (confirmed: boolean) => {
    if (!verified || sending) return;
    setFailure(null);
    const later =
      enquiryLater.loaded() ??
      (await enquiryLater.load().catch((error: unknown) => {
        setFailure(errorMessage(error, SEND_FAILED));
      }));
    if (!later) return;
    const checked = later.checkEnquiry(values, consent, today);
    setErrors(checked.errors ?? {});
    // A class the age does not fit (or none fits) goes only once the parent says so.
    const ask = !checked.errors && !confirmed && eligibility?.name !== values.classSought;
    setAsking(ask);
    if (checked.errors || ask) return;
    setSending(true);
    try {
      setReference((await later.sendEnquiry(checked.data, honeypot, locale)).reference);
    } catch (error) {
      // The server forgot the verification (it lasts 30 minutes): let the parent verify again.
      if (error instanceof ApiError && error.status === 403) verification.reset();
      setFailure(errorMessage(error, SEND_FAILED));
    } finally {
      setSending(false);
    }
  };

  return {
    values,
    change,
    honeypot,
    setHoneypot,
    consent,
    setConsent,
    errors,
    sending,
    failure,
    asking,
    cancelAsking: () => setAsking(false),
    reference,
    verification,
    verified,
    classes,
    years: enquiryYears(today),
    today,
    eligibility,
    submit,
  };
}
