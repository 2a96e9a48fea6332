import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { setPasswordSchema, STAFF_MESSAGES, type PasswordLinkView } from '@school/shared/staff-schemas';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LoadErrorAlert, LoadingSpinner } from '../../lib/admin/load-states';
import { ApiError, errorMessage } from '../../lib/api-client';
import { saveAuth } from '../../lib/auth-storage';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { AuthField, AuthForm, AuthSubmit } from './auth-form';
import { readPasswordLink, setPasswordWithLink } from './password-link-api';

const PASSWORDS_DIFFER = 'The two passwords are not the same';

type LinkState =
  { kind: 'checking' } | { kind: 'invalid' } | { kind: 'failed'; message: string } | { kind: 'ready'; view: PasswordLinkView };

/** A 400 is the server saying the link is expired, used or unknown; anything else may pass if tried again. */
const isDeadLink = (error: unknown) => error instanceof ApiError && error.status === 400;

/** The mailed link's token, from the fragment (#token=...), which browsers never send to a server. */
const tokenIn = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/** /admin/set-password#token=... (open): a new member's invitation or a reset link; sets the password and signs in. */
export function SetPasswordPage({ schoolName }: { schoolName: string }) {
  useDocumentTitle(`Set your password · ${schoolName}`);
  const navigate = useNavigate();
  const token = tokenIn(useLocation().hash);
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    readPasswordLink(token, controller.signal).then(
      (view) => setLink({ kind: 'ready', view }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setLink(
          isDeadLink(failure) ? { kind: 'invalid' } : { kind: 'failed', message: errorMessage(failure, 'The link could not be checked.') },
        );
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  // Back to the spinner while checking again, as every screen's "Try again" does: left showing, the
  // same error answered again would look as if the button had done nothing.
  const retry = () => {
    setLink({ kind: 'checking' });
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setError('');
    const parsed = setPasswordSchema.safeParse({ token, newPassword: password });
    const errors: { password?: string; confirm?: string } = {};
    if (!parsed.success) errors.password = parsed.error.issues.find((issue) => issue.path[0] === 'newPassword')?.message;
    if (!errors.password && confirm !== password) errors.confirm = PASSWORDS_DIFFER;
    setFieldErrors(errors);
    if (!parsed.success || errors.password || errors.confirm) return;
    setSaving(true);
    try {
      const session = await setPasswordWithLink(parsed.data.token, parsed.data.newPassword);
      saveAuth(session.token, session.user);
      void navigate('/admin/dashboard', { replace: true });
    } catch (failure) {
      setSaving(false);
      if (failure instanceof ApiError && errorMessage(failure) === STAFF_MESSAGES.linkInvalid) setLink({ kind: 'invalid' });
      else setError(errorMessage(failure, 'The password could not be saved. Please try again.'));
    }
  };

  const shown: LinkState = token ? link : { kind: 'invalid' };
  if (shown.kind === 'invalid' || shown.kind === 'checking' || shown.kind === 'failed') {
    const title = shown.kind === 'invalid' ? 'This link no longer works' : 'Set your password';
    return (
      <AuthCard title={title}>
        {shown.kind === 'checking' && <LoadingSpinner label="Checking your link" space={{ py: 4 }} />}
        {shown.kind === 'failed' && <LoadErrorAlert message={shown.message} onRetry={retry} />}
        {shown.kind === 'invalid' && <Alert severity="error">{STAFF_MESSAGES.linkInvalid}</Alert>}
        <Typography variant="body2" sx={{ textAlign: 'center', mt: 3, display: 'grid', gap: 1.5 }}>
          <Link component={RouterLink} to="/admin/forgot-password">
            Forgot password?
          </Link>
          <Link component={RouterLink} to="/admin/login">
            Back to login
          </Link>
        </Typography>
      </AuthCard>
    );
  }

  const { view } = shown;
  const invite = view.purpose === 'invite';
  const intro = invite ? `Welcome, ${view.name}. Choose a password for ${view.email}.` : `Choose a new password for ${view.email}.`;
  return (
    <AuthCard title={invite ? 'Set your password' : 'Choose a new password'} subtitle={intro}>
      <AuthForm onSubmit={submit}>
        {/* For password managers: which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={view.email} readOnly hidden />
        {error && <Alert severity="error">{error}</Alert>}
        <AuthField
          label="New password"
          type="password"
          name="newPassword"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <AuthField
          label="Confirm new password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          error={fieldErrors.confirm}
        />
        <AuthSubmit busy={saving}>Save password and sign in</AuthSubmit>
      </AuthForm>
    </AuthCard>
  );
}
