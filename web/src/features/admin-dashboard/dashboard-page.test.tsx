import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enquiry } from '../../test/enquiries';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { DashboardPage, type DashboardUser } from './dashboard-page';

const ASHA: DashboardUser = { name: 'Asha Admin', role: 'admin', email: 'asha@school.example' };
const STATS = { pages: 5, media: 40, messages: 2, events: 7 };
const CONFIRMED = { confirmedAt: '2026-11-01T00:00:00.000Z', unconfirmed: [] };
const NONE_TO_RENEW = { expiring: [], expired: [] };
/** A whole day `days` from today at the school, as the API stores "valid until". */
const schoolDayIn = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

const renderDashboard = (loadCurrentUser: (signal: AbortSignal) => Promise<DashboardUser> = () => Promise.resolve(ASHA)) => {
  const onLogout = vi.fn(() => Promise.resolve());
  return { onLogout, ...renderAdmin(<DashboardPage initialUser={ASHA} loadCurrentUser={loadCurrentUser} onLogout={onLogout} />) };
};

describe('/admin/dashboard', () => {
  // None due unless a test says otherwise (the "Follow-ups due today" card, issue 38).
  beforeEach(() => fakeApi.reply('GET', '/enquiries', []));

  it('welcomes the member and shows the quick stats once counted', async () => {
    fakeApi.reply('GET', '/settings/admin', CONFIRMED);
    fakeApi.reply('GET', '/dashboard/stats', STATS);
    fakeApi.reply('GET', '/documents/expiring', NONE_TO_RENEW);
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome, Asha Admin' })).toBeTruthy();
    expect(await within(await screen.findByRole('group', { name: 'Media Files' })).findByText('40')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Unread Messages' })).getByText('2')).toBeTruthy();
    expect(screen.queryByRole('region', { name: "Confirm your school's details" })).toBeNull();
    // Nothing to renew: no card.
    expect(screen.queryByRole('region', { name: 'Documents to renew' })).toBeNull();
    expect(screen.getByRole('link', { name: /^Documents/ }).getAttribute('href')).toBe('/admin/documents');
  });

  it('says when the numbers could not be loaded', async () => {
    fakeApi.reply('GET', '/settings/admin', CONFIRMED);
    fakeApi.fail('GET', '/dashboard/stats', 500);
    fakeApi.reply('GET', '/documents/expiring', NONE_TO_RENEW);
    renderDashboard();
    expect(await screen.findByText('The numbers could not be loaded. Reload the page to try again.')).toBeTruthy();
  });

  it('lists the installer’s values still to check on a new install', async () => {
    fakeApi.reply('GET', '/settings/admin', { confirmedAt: null, unconfirmed: ['Office phone', 'Map'] });
    fakeApi.hang('GET', '/dashboard/stats');
    fakeApi.reply('GET', '/documents/expiring', NONE_TO_RENEW);
    renderDashboard();
    const card = await screen.findByRole('region', { name: "Confirm your school's details" });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Office phone', 'Map']);
    expect(within(card).getByRole('link', { name: 'Check the settings' }).getAttribute('href')).toBe('/admin/settings');
  });

  it('draws the cards and the tiles together once the three lists have answered, so nothing above a tile moves in later', async () => {
    fakeApi.reply('GET', '/settings/admin', { confirmedAt: null, unconfirmed: ['Office phone'] });
    fakeApi.reply('GET', '/dashboard/stats', STATS);
    let renew: (value: unknown) => void = () => undefined;
    fakeApi.on('GET', '/documents/expiring', () => new Promise((resolve) => (renew = resolve)));
    renderDashboard();
    expect(await screen.findByRole('progressbar', { name: 'Loading the dashboard' })).toBeTruthy();
    // The checklist and the follow-ups have answered; the documents have not: none is drawn yet.
    await vi.waitFor(() => expect(fakeApi.calls('GET', '/enquiries')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: "Confirm your school's details" })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Documents/ })).toBeNull();
    renew({ expiring: [{ _id: 'f', title: 'Fire safety certificate', validUntil: schoolDayIn(7) }], expired: [] });
    expect(await screen.findByRole('region', { name: "Confirm your school's details" })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Documents to renew' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Follow-ups due today' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Documents/ })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading the dashboard' })).toBeNull();
  });

  it('draws the tiles after a second and a half when cards’ lists are slow, those cards without their answers', async () => {
    fakeApi.reply('GET', '/settings/admin', CONFIRMED);
    fakeApi.reply('GET', '/dashboard/stats', STATS);
    fakeApi.hang('GET', '/documents/expiring');
    fakeApi.hang('GET', '/enquiries');
    renderDashboard();
    expect(await screen.findByRole('progressbar', { name: 'Loading the dashboard' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /^Documents/ }, { timeout: 3_000 })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Follow-ups due today' })).getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Documents to renew' })).toBeNull();
  });

  it('signs out when the server no longer knows the session', async () => {
    fakeApi.hang('GET', '/settings/admin');
    fakeApi.hang('GET', '/dashboard/stats');
    fakeApi.hang('GET', '/documents/expiring');
    const { onLogout } = renderDashboard(() => Promise.reject(new Error('401')));
    // Here nothing unmounts the page on the way to the login page; in the app the route does.
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalled());
  });

  it('lists the documents no longer valid and those valid for less than 60 days, with the way to renew them', async () => {
    fakeApi.reply('GET', '/settings/admin', CONFIRMED);
    fakeApi.hang('GET', '/dashboard/stats');
    fakeApi.reply('GET', '/documents/expiring', {
      expiring: [
        { _id: 'f', title: 'Fire safety certificate', validUntil: schoolDayIn(7) },
        { _id: 'w', title: 'Water testing report', validUntil: schoolDayIn(0) },
      ],
      expired: [{ _id: 'a', title: 'Affiliation letter', validUntil: '2026-03-31' }],
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Documents to renew' });
    const items = (name: string) =>
      within(within(card).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('No longer valid')).toEqual(['Affiliation letter: valid until 31 March 2026']);
    expect(items('Valid for less than 60 days')).toEqual([
      expect.stringMatching(/^Fire safety certificate: valid until .+ \(7 days left\)$/),
      expect.stringMatching(/^Water testing report: valid until .+ \(last day today\)$/),
    ]);
    expect(within(card).getByRole('link', { name: 'Upload the renewed documents' }).getAttribute('href')).toBe('/admin/documents');
  });

  it('shows no card when nothing needs renewing, or when the list cannot be loaded', async () => {
    fakeApi.reply('GET', '/settings/admin', CONFIRMED);
    fakeApi.reply('GET', '/dashboard/stats', STATS);
    fakeApi.fail('GET', '/documents/expiring', 500);
    renderDashboard();
    expect(await within(await screen.findByRole('group', { name: 'Media Files' })).findByText('40')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Documents to renew' })).toBeNull();
  });

  it('lists the enquiries whose follow-up day has come, each linking to it, and says "None due" when none', async () => {
    fakeApi.reply('GET', '/settings/admin', CONFIRMED);
    fakeApi.hang('GET', '/dashboard/stats');
    fakeApi.reply('GET', '/documents/expiring', NONE_TO_RENEW);
    fakeApi.reply('GET', '/enquiries', [
      enquiry({ _id: 'e7', reference: 'ENQ-2027-0007', followUp: schoolDayIn(-2), status: 'contacted' }),
      enquiry({ _id: 'e9', reference: 'ENQ-2027-0009', parentName: 'Gurdeep Brar', childName: 'Arjun', followUp: schoolDayIn(0) }),
    ]);
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Follow-ups due today' });
    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^ENQ-2027-0007: Harpreet Kaur for Simran, follow-up .+ \(2 days late\)$/),
      'ENQ-2027-0009: Gurdeep Brar for Arjun, follow-up today',
    ]);
    expect(within(card).getByRole('link', { name: 'ENQ-2027-0009' }).getAttribute('href')).toBe('/admin/enquiries/e9');
    expect(fakeApi.calls('GET', '/enquiries')[0]?.query).toEqual({ due: 'true' });
  });

  it('says "None due" when no follow-up has come', async () => {
    fakeApi.reply('GET', '/settings/admin', CONFIRMED);
    fakeApi.hang('GET', '/dashboard/stats');
    fakeApi.reply('GET', '/documents/expiring', NONE_TO_RENEW);
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Follow-ups due today' });
    expect(await within(card).findByText('None due.')).toBeTruthy();
  });
});
