import { INVALID_OTP } from '@school/shared/contact-fields';
import { sendOtpSchema, verifyOtpSchema } from '@school/shared/contact-schemas';
import type { Locale } from '@school/shared/i18n/locales';
import { ApiError, errorMessage } from '../api-client';
import { sendOtp, verifyOtp } from './otp-requests';
import type { StepState } from './verification-state';

// The e-mail verification's two presses, loaded on demand with the schemas they check with
// (./load-contact-schemas.ts): nothing here runs before a visitor presses Send OTP or Verify, so it
// stays off the forms' path to interactive (the public JS budget). ./use-email-verification.ts
// holds the state they set.

const OTP_SEND_FAILED = 'Failed to send OTP. Please try again.';
const OTP_SENT = 'OTP sent to your email. Please check and verify.';
const VERIFIED = 'Email verified successfully!';

/** Send OTP: the address checked, then a code mailed in the page's language. */
export async function requestCode(state: StepState, email: string, locale: Locale): Promise<void> {
  const parsed = sendOtpSchema.safeParse({ email });
  if (!parsed.success) {
    state.setEmailError(parsed.error.issues[0]?.message);
    return;
  }
  state.setEmailError(undefined);
  state.setBusy('sending');
  state.setNotice(null);
  try {
    await sendOtp(parsed.data.email, locale);
    state.setStep('otp-sent');
    state.setOtp('');
    state.setNotice({ severity: 'success', text: OTP_SENT });
  } catch (error) {
    // A rate limit says when to try again, which the generic text would hide.
    const text =
      error instanceof ApiError && (error.status === 429 || error.status === 0) ? errorMessage(error, OTP_SEND_FAILED) : OTP_SEND_FAILED;
    state.setNotice({ severity: 'error', text });
  } finally {
    state.setBusy(null);
  }
}

/** Verify: the code checked, then confirmed by the server. */
export async function confirmCode(state: StepState, email: string, code: string): Promise<void> {
  const parsed = verifyOtpSchema.safeParse({ email, otp: code });
  if (!parsed.success) {
    state.setNotice({ severity: 'error', text: INVALID_OTP });
    return;
  }
  state.setBusy('verifying');
  state.setNotice(null);
  try {
    await verifyOtp(parsed.data.email, parsed.data.otp);
    state.setStep('verified');
    state.setNotice({ severity: 'success', text: VERIFIED });
  } catch (error) {
    state.setNotice({ severity: 'error', text: errorMessage(error, INVALID_OTP) });
  } finally {
    state.setBusy(null);
  }
}
