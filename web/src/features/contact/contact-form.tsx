import { CONSENT_FIELD, CONSENT_REQUIRED } from '@school/shared/consent-fields';
import { HONEYPOT_FIELD } from '@school/shared/contact-fields';
import type { ContactMessageInput } from '@school/shared/contact-schemas';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { earlyChecked, earlyInput, withEarlyInput } from '../../lib/early-fields';
import { useLocale, useT } from '../../lib/i18n/i18n';
import { Alert } from '../../lib/ui/alert';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/text-field';
import layout from '../../lib/visitor-forms/visitor-form.module.css';
import styles from './contact-form.module.css';
import { ConsentField } from '../../lib/visitor-forms/consent-field';
import { HoneypotField } from '../../lib/visitor-forms/honeypot-field';
import {
  loadContactSchemas,
  loadedContactSchemas,
  preloadContactSchemas,
  usePreloadContactSchemas,
} from '../../lib/visitor-forms/load-contact-schemas';
import { OtpStep } from '../../lib/visitor-forms/otp-step';
import { useShownText } from '../../lib/visitor-forms/shown-text';
import { useEmailVerification, type Notice } from '../../lib/visitor-forms/use-email-verification';
import { sendContactMessage } from './contact-requests';

type Field = keyof ContactMessageInput;
/** The form's name: lib/early-input.ts finds its server-rendered fields by it. */
const FORM = 'contact';
const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };
const SENT = 'Your message has been sent successfully! We will contact you soon.';
const SEND_FAILED = 'Failed to send message. Please try again later.';

/**
 * The contact form of spec points 4, 5 and 8: the visitor proves the e-mail address with a code
 * before the message can go. Standalone, so the contact page (app/ composes it) just places it.
 * Its zod schemas load apart from it, as soon as the visitor comes near (lib/visitor-forms/load-contact-schemas.ts);
 * its e-mail step, consent and honeypot are lib/visitor-forms', which the admission enquiry shares.
 */
export function ContactForm() {
  // What was typed before the page's scripts ran is kept (lib/early-input.ts).
  const [values, setValues] = useState(() => withEarlyInput(FORM, EMPTY));
  const [honeypot, setHoneypot] = useState(() => earlyInput(FORM, HONEYPOT_FIELD) ?? '');
  const [consent, setConsent] = useState(() => earlyChecked(FORM, CONSENT_FIELD) ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field | typeof CONSENT_FIELD, string>>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Notice | null>(null);
  const verification = useEmailVerification();
  const verified = verification.step === 'verified';
  usePreloadContactSchemas();
  const locale = useLocale();
  const t = useT();
  // Errors and notices are kept in English (the schemas' and the server's words) and shown translated.
  const shown = useShownText();
  const errorText = (field: Field) => (errors[field] === undefined ? undefined : shown(errors[field]));

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    // A verification belongs to one address; a new address starts over.
    if (field === 'email' && verification.step !== 'unverified') verification.reset();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!verified || sending) return;
    setResult(null);
    const schemas =
      loadedContactSchemas() ??
      (await loadContactSchemas().catch((error: unknown) => {
        setResult({ severity: 'error', text: errorMessage(error, SEND_FAILED) });
      }));
    if (!schemas) return;
    const parsed = schemas.contactMessageSchema.safeParse(values);
    const found: Partial<Record<Field | typeof CONSENT_FIELD, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    // The browser refuses it before the server would (which answers the same words).
    if (!consent) found[CONSENT_FIELD] = CONSENT_REQUIRED;
    if (!parsed.success || !consent) {
      setErrors(found);
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(parsed.data, honeypot, locale);
      setValues(EMPTY);
      setHoneypot('');
      setConsent(false);
      setErrors({});
      verification.reset();
      setResult({ severity: 'success', text: SENT });
    } catch (error) {
      // The server forgot the verification (it lasts 30 minutes): let the visitor verify again.
      if (error instanceof ApiError && error.status === 403) verification.reset();
      setResult({ severity: 'error', text: errorMessage(error, SEND_FAILED) });
    } finally {
      setSending(false);
    }
  };

  const buttonLabel = sending ? t('Sending...') : verified ? t('Send Message') : t('Verify Email to Send Message');

  return (
    <form
      name={FORM}
      noValidate
      aria-label={t('Send us a message')}
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
      onFocus={preloadContactSchemas}
      onInput={preloadContactSchemas}
      onPointerDown={preloadContactSchemas}
    >
      {/* noValidate: the shared zod schema gives the server's exact texts in every browser. */}
      <TextField
        label={t('Name')}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={change('name')}
        error={errorText('name')}
      />
      <OtpStep email={values.email} onEmailChange={change('email')} emailError={errors.email} verification={verification} />
      <TextField
        label={t('Subject')}
        name="subject"
        required
        value={values.subject}
        onChange={change('subject')}
        error={errorText('subject')}
      />
      <TextField
        label={t('Message')}
        name="message"
        required
        multiline
        minRows={5}
        value={values.message}
        onChange={change('message')}
        error={errorText('message')}
      />
      <ConsentField
        checked={consent}
        onChange={(checked) => {
          setConsent(checked);
          setErrors((current) => ({ ...current, [CONSENT_FIELD]: undefined }));
        }}
        error={errors[CONSENT_FIELD] === undefined ? undefined : shown(errors[CONSENT_FIELD])}
      />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      {result && (
        <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
          {shown(result.text)}
        </Alert>
      )}
      <Button type="submit" size="large" disabled={!verified || sending} className={layout.submit}>
        {buttonLabel}
      </Button>
    </form>
  );
}
