import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { ChangeEvent } from 'react';
import { TextFieldLite } from '../../lib/text-field-lite';
import type { useEmailVerification } from './use-email-verification';

interface Props {
  email: string;
  onEmailChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The form's own check of the address on submit. */
  emailError: string | undefined;
  verification: ReturnType<typeof useEmailVerification>;
}

/** The e-mail field with its Send OTP button, then the code box and Verify once a code was sent. */
export function OtpStep({ email, onEmailChange, emailError, verification }: Props) {
  const { step, otp, setOtp, busy, notice, requestCode, confirmCode } = verification;
  const error = emailError ?? verification.emailError;
  const verified = step === 'verified';

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextFieldLite
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={onEmailChange}
          error={error}
          endAdornment={
            verified ? (
              <InputAdornment position="end">
                <VerifiedIcon color="success" titleAccess="Verified" />
              </InputAdornment>
            ) : undefined
          }
        />
        {!verified && (
          <Button
            variant="outlined"
            disabled={busy !== null}
            onClick={() => void requestCode(email)}
            sx={{ flexShrink: 0, minHeight: 56, whiteSpace: 'nowrap' }}
          >
            {busy === 'sending' ? 'Sending OTP...' : step === 'otp-sent' ? 'Resend OTP' : 'Send OTP'}
          </Button>
        )}
      </Stack>

      {step === 'otp-sent' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextFieldLite
            label="Enter OTP"
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
            inputProps={{ inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' }}
            helperText="The 6-digit code from the email we sent you"
          />
          <Button
            variant="contained"
            color="secondary"
            disabled={busy !== null}
            onClick={() => void confirmCode(email, otp)}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {busy === 'verifying' ? 'Verifying...' : 'Verify'}
          </Button>
        </Stack>
      )}

      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
    </Box>
  );
}
