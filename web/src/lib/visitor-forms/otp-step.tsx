import type { ChangeEvent } from 'react';
import { useT } from '../i18n/i18n';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { useEarlyPress } from '../ui/early-press';
import { Icon } from '../ui/icon';
import verifiedIcon from '../ui/icons/verified';
import { TextField } from '../ui/text-field';
import { EmailField } from './email-field';
import styles from './otp-step.module.css';
import { useShownText } from './shown-text';
import type { useEmailVerification } from './use-email-verification';

interface Props {
  email: string;
  onEmailChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The form's own check of the address on submit. */
  emailError: string | undefined;
  verification: ReturnType<typeof useEmailVerification>;
}

/** The e-mail field with its Send OTP button, then the code box and Verify once a code was sent. */
export function OtpStep({ email, onEmailChange, emailError, verification }: Props) {
  const { step, otp, setOtp, busy, notice, requestCode, confirmCode } = verification;
  const error = emailError ?? verification.emailError;
  const verified = step === 'verified';
  // A press before the page's scripts ran is kept and acted on once they have (lib/ui/early-press.tsx).
  const { pressProps, notice: waitNotice } = useEarlyPress();
  const t = useT();
  const shown = useShownText();

  return (
    <div className={styles.step}>
      <div className={styles.row}>
        <EmailField
          value={email}
          onChange={onEmailChange}
          error={error && shown(error)}
          endAdornment={
            verified ? (
              <span role="img" aria-label={t('Verified')} className={styles.verified}>
                <Icon path={verifiedIcon} />
              </span>
            ) : undefined
          }
        />
        {!verified && (
          <Button
            variant="outlined"
            disabled={busy !== null}
            onClick={() => void requestCode(email)}
            className={styles.action}
            {...pressProps}
          >
            {busy === 'sending' ? t('Sending OTP...') : step === 'otp-sent' ? t('Resend OTP') : t('Send OTP')}
          </Button>
        )}
        {waitNotice}
      </div>

      {step === 'otp-sent' && (
        <div className={styles.row}>
          <TextField
            label={t('Enter OTP')}
            name="otp"
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
            onKeyDown={(event) => {
              // Enter in the code box verifies; it must not submit the (still locked) form.
              if (event.key === 'Enter') {
                event.preventDefault();
                void confirmCode(email, otp);
              }
            }}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            pattern="[0-9]*"
            helperText={t('The 6-digit code from the email we sent you')}
          />
          <Button disabled={busy !== null} onClick={() => void confirmCode(email, otp)} className={`${styles.action} ${styles.secondary}`}>
            {busy === 'verifying' ? t('Verifying...') : t('Verify')}
          </Button>
        </div>
      )}

      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {shown(notice.text)}
        </Alert>
      )}
    </div>
  );
}
