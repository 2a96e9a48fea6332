import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { forgotPasswordSchema, STAFF_MESSAGES } from '@school/shared/staff-schemas';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { AuthField, AuthForm, AuthSubmit } from './auth-form';
import { requestResetLink } from './password-link-api';

/** /admin/forgot-password (open): asks for a reset link; the answer never says whether the e-mail is staff. */
export function ForgotPasswordPage({ schoolName }: { schoolName: string }) {
  useDocumentTitle(`Forgot password · ${schoolName}`);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setError('');
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Invalid email address');
      return;
    }
    setFieldError('');
    setSending(true);
    try {
      await requestResetLink(parsed.data.email);
      setSent(true);
    } catch (failure) {
      // 429 (too many requests) and network failures: the server's or the client's own words.
      setError(errorMessage(failure, 'The link could not be sent. Please try again later.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title="Forgot password?" subtitle={`${schoolName} staff portal`}>
      {sent ? (
        <Alert severity="success">{STAFF_MESSAGES.forgotSent}</Alert>
      ) : (
        <AuthForm onSubmit={submit}>
          <Typography sx={{ color: 'text.secondary' }}>
            Type the e-mail address of your staff account. We will send it a link to choose a new password.
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <AuthField label="Email" type="email" name="email" autoComplete="username" value={email} onChange={setEmail} error={fieldError} />
          <AuthSubmit busy={sending}>Send reset link</AuthSubmit>
        </AuthForm>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/admin/login">
          Back to login
        </Link>
      </Typography>
    </AuthCard>
  );
}
