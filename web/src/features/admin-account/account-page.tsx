import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MIN_PASSWORD_LENGTH } from '@school/shared/auth-schemas';
import type { ReactNode } from 'react';
import { useSignedInMember } from '../../lib/admin/signed-in-member';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangePasswordForm } from './change-password-form';
import { SignOutEverywhere } from './sign-out-everywhere';

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: '1.35rem', mb: 0.5 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '60ch' }}>{intro}</Typography>
      {children}
    </Paper>
  );
}

/** /admin/account: every member's own password and sessions. */
export function AccountPage() {
  useDocumentTitle('My account · Admin');
  const { user } = useSignedInMember();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}>
      <div>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
          My account
        </Typography>
        {user && (
          <Typography sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere' }}>
            Signed in as {user.name} ({user.email})
          </Typography>
        )}
      </div>
      <Section
        id="account-password"
        title="Change my password"
        intro={`Choose a password of at least ${MIN_PASSWORD_LENGTH} characters that you do not use anywhere else. Your other devices will be signed out.`}
      >
        <ChangePasswordForm email={user?.email ?? ''} />
      </Section>
      <Section
        id="account-sessions"
        title="Sign out everywhere"
        intro="If you signed in on a shared computer or lost a phone, end every session of your account at once, this one included."
      >
        <SignOutEverywhere />
      </Section>
    </Container>
  );
}
