import { INVALID_OTP } from '@school/shared/contact-fields';
import { useCallback, useState } from 'react';
import { errorMessage } from '../api-client';
import { useLocale } from '../i18n/i18n';
import { emailSteps } from './load-contact-schemas';
import type { Notice, StepState, VerificationStep } from './verification-state';

export type { Notice, VerificationStep };

/** As ./email-steps.ts words it (that module loads on demand; this text is for its failing to load). */
const OTP_SEND_FAILED = 'Failed to send OTP. Please try again.';

/**
 * The spec's e-mail verification steps: unverified, then OTP requested (code box shown), then
 * verified. The server enforces the same rule; this only guides the visitor through it. The presses
 * (./email-steps.ts) load on demand with the zod schemas they check with and the texts they show;
 * a form that is verified has them all (its consent's refusal and the server's are among them).
 */
export function useEmailVerification() {
  const [step, setStep] = useState<VerificationStep>('unverified');
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [emailError, setEmailError] = useState<string | undefined>();
  const locale = useLocale();
  const state: StepState = { setStep, setOtp, setBusy, setNotice, setEmailError };

  /** Runs a press once its code is here: at once, in the press's own event, when it already is (./on-demand.ts says why). */
  const run = (fallback: string, press: (steps: typeof import('./email-steps')) => Promise<void>) => {
    const steps = emailSteps.loaded();
    if (steps) return void press(steps);
    emailSteps.load().then(
      (loaded) => press(loaded),
      (error: unknown) => setNotice({ severity: 'error', text: errorMessage(error, fallback) }),
    );
  };

  /** Back to the start (a changed address, an expired verification, a sent message). */
  const reset = useCallback((keepNotice = false) => {
    setStep('unverified');
    setOtp('');
    setEmailError(undefined);
    if (!keepNotice) setNotice(null);
  }, []);

  return {
    step,
    otp,
    setOtp,
    busy,
    notice,
    emailError,
    requestCode: (email: string) => run(OTP_SEND_FAILED, (steps) => steps.requestCode(state, email, locale)),
    confirmCode: (email: string, code: string) => run(INVALID_OTP, (steps) => steps.confirmCode(state, email, code)),
    reset,
  };
}
