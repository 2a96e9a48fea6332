import type { Dispatch, SetStateAction } from 'react';

// The e-mail verification's state: held by ./use-email-verification.ts, set by the presses of
// ./email-steps.ts (loaded on demand), so neither imports the other for it.

export type VerificationStep = 'unverified' | 'otp-sent' | 'verified';

export interface Notice {
  severity: 'success' | 'error';
  /** In English, as the spec and the server word it; translated where it is shown (./shown-text.ts). */
  text: string;
}

/** The verification's state setters, as the hook holds them. */
export interface StepState {
  setStep: Dispatch<SetStateAction<VerificationStep>>;
  setOtp: Dispatch<SetStateAction<string>>;
  setBusy: Dispatch<SetStateAction<'sending' | 'verifying' | null>>;
  setNotice: Dispatch<SetStateAction<Notice | null>>;
  setEmailError: Dispatch<SetStateAction<string | undefined>>;
}
