import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { loginSchema } from '@school/shared/auth-schemas';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getToken, saveAuth } from '../../lib/auth-storage';
import { AuthCard } from './auth-card';
import { AuthField, AuthForm, AuthSubmit } from './auth-form';
import { requestLogin } from './login-request';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

export function LoginPage({ schoolName }: { schoolName: string }) {
  useDocumentTitle(`Admin Login · ${schoolName}`);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Already signed in: skip the form. Checked on render, so the form never flashes.
  if (getToken()) return <Navigate to="/admin/dashboard" replace />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setError(null);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    const result = await requestLogin(parsed.data);
    if (!result.ok) {
      setError(result.error);
      setSubmitting(false);
      return;
    }
    saveAuth(result.token, result.user);
    void navigate('/admin/dashboard', { replace: true });
  };

  return (
    <AuthCard title="Admin Login" subtitle={`${schoolName} staff portal`}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}

      <AuthForm onSubmit={handleSubmit}>
        <AuthField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          error={fieldErrors.email}
        />
        <AuthField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={fieldErrors.password}
        />
        <AuthSubmit busy={submitting}>Login</AuthSubmit>
      </AuthForm>

      <Typography variant="body2" sx={{ textAlign: 'center', mt: 3 }}>
        <Link component={RouterLink} to="/admin/forgot-password">
          Forgot password?
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 1.5 }}>
        <Link component={RouterLink} to="/">
          Back to the website
        </Link>
      </Typography>
    </AuthCard>
  );
}
