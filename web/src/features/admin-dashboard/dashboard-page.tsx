import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { StoredUser } from '@school/shared/auth-schemas';
import { LoadingSpinner } from '../../lib/admin/load-states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DashboardStats, useDashboardStats } from './dashboard-stats';
import { DashboardTiles } from './dashboard-tiles';
import { DocumentsToRenew, useDocumentsToRenew } from './documents-to-renew';
import { FollowUpsDue, useFollowUpsDue } from './follow-ups-due';
import { SettingsChecklist, useSettingsChecklist } from './settings-checklist';

export type DashboardUser = StoredUser;

interface Props {
  /** The user kept in storage at login; null when none is stored. */
  initialUser: DashboardUser | null;
  /** Asks the server who is signed in (GET /auth/me); rejects when the session is no longer valid. */
  loadCurrentUser: (signal: AbortSignal) => Promise<DashboardUser>;
  /** Ends the session (server and local storage). */
  onLogout: () => Promise<void>;
}

/** The longest the tiles wait for the cards above them: a local answer takes a fraction of it. */
const CARDS_WAIT_MS = 1_500;

/** True once `ms` have passed since the first render. */
function useWaited(ms: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return waited;
}

const PUBLISH_DELAY_TEXT = 'What you publish appears on the public website within about a minute.';

/** Welcome line, logout, the tiles to each screen, and quick stats counted from the stored data. */
export function DashboardPage({ initialUser, loadCurrentUser, onLogout }: Props) {
  useDocumentTitle('Dashboard · Admin');
  const navigate = useNavigate();
  const [user, setUser] = useState(initialUser);
  const hasUser = user !== null;
  // The cards above the tiles come and go with what they load (a new install's checklist, documents
  // to renew): drawn one by one as each answered, they pushed the tiles down under a staff member's
  // click. So the cards and the tiles are drawn together, once all three have answered (or failed),
  // or after CARDS_WAIT_MS, so that a slow answer does not hold the tiles. The stats load meanwhile.
  const checklist = useSettingsChecklist(hasUser);
  const toRenew = useDocumentsToRenew(hasUser);
  const followUps = useFollowUpsDue(hasUser);
  const stats = useDashboardStats(hasUser);
  const waited = useWaited(CARDS_WAIT_MS);
  const cardsReady = waited || (!checklist.loading && !toRenew.loading && !followUps.loading);

  useEffect(() => {
    if (hasUser) return;
    // A token without a user is a broken session. Clear it before leaving, otherwise the login page
    // (which skips to the dashboard when a token exists) and this page would bounce forever.
    void onLogout().then(() => navigate('/admin/login', { replace: true }));
  }, [hasUser, onLogout, navigate]);

  useEffect(() => {
    if (!hasUser) return;
    const controller = new AbortController();
    // The token may have been revoked or expired since login: confirm it, and sign out if it fails.
    loadCurrentUser(controller.signal)
      .then(setUser)
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Current-user check failed; signing out.', error);
        await onLogout();
        void navigate('/admin/login', { replace: true });
      });
    return () => controller.abort();
  }, [hasUser, loadCurrentUser, onLogout, navigate]);

  if (!user) return null;

  const handleLogout = async () => {
    await onLogout();
    void navigate('/admin/login', { replace: true });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 4 }}
      >
        <div>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            Welcome, {user.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            Signed in as {user.email} ({user.role})
          </Typography>
          {/* Public pages are kept at the CDN for up to 60 s (functions/src/http/pages/public-pages.ts). */}
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{PUBLISH_DELAY_TEXT}</Typography>
        </div>
        <Button variant="outlined" onClick={() => void handleLogout()}>
          Logout
        </Button>
      </Stack>
      {cardsReady ? (
        <>
          <SettingsChecklist load={checklist} />
          <DocumentsToRenew load={toRenew} />
          <FollowUpsDue load={followUps} />
          <DashboardTiles role={user.role} />
          <DashboardStats load={stats} />
        </>
      ) : (
        <LoadingSpinner label="Loading the dashboard" space={{ py: 6 }} />
      )}
    </Container>
  );
}
