import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { onTestFinished, vi } from 'vitest';
import { theme } from '../app/admin/theme';
import { SignedInMemberProvider, type SignedInMember } from '../lib/admin/signed-in-member';
import type { StoredUser } from '../lib/auth-storage';

export { fakeApi } from './fake-api';

const ADMIN: StoredUser = { name: 'Asha Admin', role: 'admin', email: 'asha@school.example' };

export interface RenderAdminOptions {
  /** The signed-in member; an admin unless said otherwise. */
  user?: StoredUser | null;
  /** False while the layout's GET /auth/me has not answered. */
  confirmed?: boolean;
  /** The address the screen opens at. */
  route?: string;
}

/**
 * Renders one back-office screen inside what the admin shell gives it (theme, toasts, router, the
 * signed-in member), with the API answered by `fakeApi`. Failures a screen logs on purpose are
 * silenced (console.error); a test that wants them can spy again. Typing does not wait between keys.
 * The screen's styles are its own (a fresh emotion cache), gone when the test ends.
 */
export function renderAdmin(screen: ReactElement, options: RenderAdminOptions = {}): RenderResult & { user: UserEvent } {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const member: SignedInMember = { user: options.user === undefined ? ADMIN : options.user, confirmed: options.confirmed ?? true };
  // The test's own style sheet, taken out of the page when it ends. With one emotion cache the
  // styles of every screen a worker had drawn stayed in the shared document (isolate: false), about
  // a thousand <style> tags, and happy-dom matches every rule in them each time a role query names an
  // element (getComputedStyle): that was a third of the web tests' time.
  const styles = createCache({ key: 'css' });
  onTestFinished(() => styles.sheet.flush());
  const result = render(
    <CacheProvider value={styles}>
      <ThemeProvider theme={theme}>
        <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
          <MemoryRouter initialEntries={[options.route ?? '/admin']}>
            <SignedInMemberProvider value={member}>{screen}</SignedInMemberProvider>
          </MemoryRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  return { ...result, user: userEvent.setup({ delay: null }) };
}
