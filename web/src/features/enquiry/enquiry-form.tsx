import { CONSENT_FIELD } from '@school/shared/consent-fields';
import { addDays } from '@school/shared/school-time';
import { useId, type ChangeEvent } from 'react';
import { useT } from '../../lib/i18n/i18n';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { SelectField } from '../../lib/ui/select-field';
import { TextField } from '../../lib/ui/text-field';
import { ConsentField } from '../../lib/visitor-forms/consent-field';
import { HoneypotField } from '../../lib/visitor-forms/honeypot-field';
import { preloadContactSchemas, usePreloadContactSchemas } from '../../lib/visitor-forms/load-contact-schemas';
import { OtpStep } from '../../lib/visitor-forms/otp-step';
import { useShownText } from '../../lib/visitor-forms/shown-text';
import { EligibilityNote } from './eligibility-note';
import layout from '../../lib/visitor-forms/visitor-form.module.css';
import { enquiryLater } from './load-enquiry-later';
import { FORM, useEnquiryForm } from './use-enquiry-form';

type Field = Parameters<ReturnType<typeof useEnquiryForm>['change']>[0];

// The schemas and the later part load once the visitor comes near the form (lib/visitor-forms/on-demand.ts).
const preload = () => {
  enquiryLater.preload();
  preloadContactSchemas();
};

/**
 * The admission enquiry (issue 38): the parent, the child, the class and year, a visit. The e-mail is
 * verified with the contact form's code before anything goes; the form says which class the date of
 * birth fits, and asks before it sends another. Server-rendered: typing before its scripts arrive is kept.
 */
export function EnquiryForm() {
  const form = useEnquiryForm();
  const { values, errors, verification, verified, eligibility } = form;
  const t = useT();
  const shown = useShownText();
  const noteId = useId();
  enquiryLater.usePreload();
  usePreloadContactSchemas();
  // Here before anything it shows: every handler awaits it (./load-enquiry-later.ts).
  const later = enquiryLater.loaded();

  if (form.reference && later) return <later.EnquirySent reference={form.reference} email={values.email} phone={values.phone} />;

  const errorOf = (field: Field) => (errors[field] === undefined ? undefined : shown(errors[field]));
  const text = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => form.change(field, event.target.value),
    error: errorOf(field),
  });
  const buttonLabel = form.sending ? t('Sending...') : verified ? t('Send Enquiry') : t('Verify Email to Send Enquiry');

  return (
    <form
      name={FORM}
      noValidate
      aria-label={t('Admission enquiry')}
      className={layout.form}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(false);
      }}
      onFocus={preload}
      onInput={preload}
      onPointerDown={preload}
    >
      {/* noValidate: the shared zod schema gives the server's exact texts in every browser. */}
      <fieldset className={layout.group}>
        <legend className={layout.legend}>{t('About you')}</legend>
        <TextField label={t('Parent’s name')} autoComplete="name" required {...text('parentName')} />
        <TextField
          label={t('Mobile number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          helperText={t('An Indian mobile number, like 98765 43210')}
          {...text('phone')}
        />
        <OtpStep
          email={values.email}
          onEmailChange={(event) => form.change('email', event.target.value)}
          emailError={errors.email}
          verification={verification}
        />
      </fieldset>
      <fieldset className={layout.group}>
        <legend className={layout.legend}>{t('About your child')}</legend>
        <TextField label={t('Child’s name')} required {...text('childName')} />
        <TextField label={t('Date of birth')} type="date" max={addDays(form.today, -1)} required {...text('dateOfBirth')} />
        <SelectField
          label={t('Academic year')}
          placeholder={t('Choose a year')}
          options={form.years.map((year) => ({ value: year, label: year }))}
          required
          {...text('academicYear')}
        />
        <EligibilityNote id={noteId} eligibility={eligibility} />
        <SelectField
          label={t('Class sought')}
          placeholder={t('Choose a class')}
          options={form.classes.map(({ name }) => ({ value: name, label: name }))}
          required
          describedBy={noteId}
          {...text('classSought')}
        />
        <TextField label={t('Current school')} autoComplete="off" {...text('currentSchool')} />
      </fieldset>
      <fieldset className={layout.group}>
        <legend className={layout.legend}>{t('Your visit')}</legend>
        <TextField
          label={t('Preferred visit date')}
          type="date"
          min={form.today}
          helperText={t('A day you would like to see the school; the office will confirm it.')}
          {...text('visitDate')}
        />
        <TextField label={t('Message')} multiline minRows={4} {...text('message')} />
      </fieldset>
      <ConsentField
        checked={form.consent}
        onChange={form.setConsent}
        error={errors[CONSENT_FIELD] === undefined ? undefined : shown(errors[CONSENT_FIELD])}
      />
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
      {form.failure && <Alert severity="error">{shown(form.failure)}</Alert>}
      {form.asking && later ? (
        <later.MismatchQuestion
          chosen={values.classSought}
          eligible={eligibility?.name ?? null}
          academicYear={values.academicYear}
          onSend={() => void form.submit(true)}
          onCancel={form.cancelAsking}
        />
      ) : (
        <Button type="submit" size="large" disabled={!verified || form.sending} className={layout.submit}>
          {buttonLabel}
        </Button>
      )}
    </form>
  );
}
