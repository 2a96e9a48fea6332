import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { loginSchema } from '@school/shared/auth-schemas';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { getToken, saveAuth } from '../../lib/auth-storage';
import { AuthCard } from './auth-card';
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

      <Box component="form" noValidate onSubmit={(event) => void handleSubmit(event)} sx={{ display: 'grid', gap: 2 }}>
        {/* noValidate: the shared zod schema gives the same messages as the server, in every browser. */}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={!!fieldErrors.email}
          helperText={fieldErrors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={!!fieldErrors.password}
          helperText={fieldErrors.password}
        />
        <Button type="submit" variant="contained" size="large" loading={submitting} loadingPosition="start" fullWidth>
          Login
        </Button>
      </Box>

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
