import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AccountPage } from './account-page';

// The change-password form sent empty: once a step of admin-staff-ui.spec.ts in the browser, a state
// of this one form (account-page.test.tsx has the other refusals and the change itself).
describe('/admin/account, "Change my password" sent empty', () => {
  it('says the current password is required beside its box, and asks nothing of the server', async () => {
    const { user } = renderAdmin(<AccountPage />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true');
    expect(fakeApi.calls()).toHaveLength(0);
  });
});
