import { INVALID_OTP } from '@school/shared/contact-fields';
import { useCallback, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n/i18n';
import { sendOtp, verifyOtp } from './contact-requests';
import { loadContactSchemas, loadedContactSchemas } from './load-contact-schemas';

export type VerificationStep = 'unverified' | 'otp-sent' | 'verified';
export interface Notice {
  severity: 'success' | 'error';
  /** In English, as the spec and the server word it; translated where it is shown (./shown-text.ts). */
  text: string;
}

const OTP_SENT = 'OTP sent to your email. Please check and verify.';
const OTP_SEND_FAILED = 'Failed to send OTP. Please try again.';
const VERIFIED = 'Email verified successfully!';

/**
 * The spec's e-mail verification steps: unverified, then OTP requested (code box shown), then
 * verified. The server enforces the same rule; this only guides the visitor through it. The
 * checks use the server's zod schemas, loaded on demand (./load-contact-schemas.ts).
 */
export function useEmailVerification() {
  const [step, setStep] = useState<VerificationStep>('unverified');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const locale = useLocale();

  const requestCode = useCallback(
    async (email: string) => {
      const schemas =
        loadedContactSchemas() ??
        (await loadContactSchemas().catch((error: unknown) => {
          setNotice({ severity: 'error', text: errorMessage(error, OTP_SEND_FAILED) });
        }));
      if (!schemas) return;
      const parsed = schemas.sendOtpSchema.safeParse({ email });
      if (!parsed.success) {
        setEmailError(parsed.error.issues[0]?.message);
        return;
      }
      setEmailError(undefined);
      setBusy('sending');
      setNotice(null);
      try {
        await sendOtp(parsed.data.email, locale);
        setStep('otp-sent');
        setOtp('');
        setNotice({ severity: 'success', text: OTP_SENT });
      } catch (error) {
        // A rate limit says when to try again, which the generic text would hide.
        const text =
          error instanceof ApiError && (error.status === 429 || error.status === 0)
            ? errorMessage(error, OTP_SEND_FAILED)
            : OTP_SEND_FAILED;
        setNotice({ severity: 'error', text });
      } finally {
        setBusy(null);
      }
    },
    [locale],
  );

  const confirmCode = useCallback(async (email: string, code: string) => {
    const schemas =
      loadedContactSchemas() ??
      (await loadContactSchemas().catch((error: unknown) => {
        setNotice({ severity: 'error', text: errorMessage(error, INVALID_OTP) });
      }));
    if (!schemas) return;
    const parsed = schemas.verifyOtpSchema.safeParse({ email, otp: code });
    if (!parsed.success) {
      setNotice({ severity: 'error', text: INVALID_OTP });
      return;
    }
    setBusy('verifying');
    setNotice(null);
    try {
      await verifyOtp(parsed.data.email, parsed.data.otp);
      setStep('verified');
      setNotice({ severity: 'success', text: VERIFIED });
    } catch (error) {
      setNotice({ severity: 'error', text: errorMessage(error, INVALID_OTP) });
    } finally {
      setBusy(null);
    }
  }, []);

  /** Back to the start (a changed address, an expired verification, a sent message). */
  const reset = useCallback((keepNotice = false) => {
    setStep('unverified');
    setOtp('');
    setEmailError(undefined);
    if (!keepNotice) setNotice(null);
  }, []);

  return { step, otp, setOtp, busy, notice, emailError, requestCode, confirmCode, reset };
}
