import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { DashboardPage, type DashboardUser } from './dashboard-page';

const ASHA: DashboardUser = { name: 'Asha Admin', role: 'admin', email: 'asha@school.example' };
const STATS = { pages: 5, media: 40, messages: 2, events: 7 };
const CONFIRMED = { confirmedAt: '2026-11-01T00:00:00.000Z', unconfirmed: [] };

const renderDashboard = (loadCurrentUser: (signal: AbortSignal) => Promise<DashboardUser> = () => Promise.resolve(ASHA)) => {
  const onLogout = vi.fn(() => Promise.resolve());
  return { onLogout, ...renderAdmin(<DashboardPage initialUser={ASHA} loadCurrentUser={loadCurrentUser} onLogout={onLogout} />) };
};

describe('/admin/dashboard', () => {
  it('welcomes the member and shows the quick stats once counted', async () => {
    fakeApi.reply('GET', '/settings/admin', CONFIRMED);
    fakeApi.reply('GET', '/dashboard/stats', STATS);
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome, Asha Admin' })).toBeTruthy();
    expect(await within(screen.getByRole('group', { name: 'Media Files' })).findByText('40')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Unread Messages' })).getByText('2')).toBeTruthy();
    expect(screen.queryByRole('region', { name: "Confirm your school's details" })).toBeNull();
  });

  it('says when the numbers could not be loaded', async () => {
    fakeApi.reply('GET', '/settings/admin', CONFIRMED);
    fakeApi.fail('GET', '/dashboard/stats', 500);
    renderDashboard();
    expect(await screen.findByText('The numbers could not be loaded. Reload the page to try again.')).toBeTruthy();
  });

  it('lists the installer’s values still to check on a new install', async () => {
    fakeApi.reply('GET', '/settings/admin', { confirmedAt: null, unconfirmed: ['Office phone', 'Map'] });
    fakeApi.hang('GET', '/dashboard/stats');
    renderDashboard();
    const card = await screen.findByRole('region', { name: "Confirm your school's details" });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Office phone', 'Map']);
    expect(within(card).getByRole('link', { name: 'Check the settings' }).getAttribute('href')).toBe('/admin/settings');
  });

  it('signs out when the server no longer knows the session', async () => {
    fakeApi.hang('GET', '/settings/admin');
    fakeApi.hang('GET', '/dashboard/stats');
    const { onLogout } = renderDashboard(() => Promise.reject(new Error('401')));
    // Here nothing unmounts the page on the way to the login page; in the app the route does.
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalled());
  });
});
