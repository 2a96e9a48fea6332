import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSettings } from '../../test/admin-settings';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { SettingsPage } from './settings-page';

// The settings form's refused states, once checks of admin-settings.spec.ts in the browser: a state
// of one screen, proven here in a fraction of a second. The browser keeps the journeys (the
// first-run checklist, the keyboard-only save, the photos).

// user.clear leaves the focus in the box, so paste fills it (typing key by key re-renders the long form each time).
const box = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save settings' });
/** The texts the box's aria-describedby points at: what a screen reader reads after its name. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const osmLink = () => screen.queryByRole('link', { name: /Check the position on OpenStreetMap/ });

describe('/admin/settings refuses', () => {
  it('invalid values with a message beside each box, the focus on the first, what was typed kept, and nothing sent', async () => {
    fakeApi.reply('GET', '/settings/admin', adminSettings());
    const { user } = renderAdmin(<SettingsPage />);
    await screen.findByRole('button', { name: 'Save settings' });
    expect(osmLink()).toBeTruthy();

    const phone = box('Office phone');
    await user.clear(phone);
    await user.paste('call the office');
    await user.tab();
    // On leaving the box, before any save.
    expect(description(phone)).toContain('Office phone: use digits, spaces and an optional + at the start (for example +91 1639 250 100)');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await user.clear(box('Latitude'));
    await user.paste('91');
    await user.clear(box('Facebook page'));
    await user.paste('http://www.facebook.com/school');
    await user.click(saveButton());

    expect(await screen.findByText(/^Nothing was saved: some boxes need correcting/)).toBeTruthy();
    expect(description(box('Latitude'))).toContain('Latitude must be between -90 and 90');
    expect(description(box('Facebook page'))).toContain('Facebook page: enter a full address starting with https://');
    expect(document.activeElement).toBe(phone);
    expect(phone).toHaveProperty('value', 'call the office');
    // A position out of range is not offered to check on the map.
    expect(osmLink()).toBeNull();
    expect(fakeApi.calls('PUT', '/settings')).toEqual([]);
  });

  it("a save with the server's reason, keeping what was typed", async () => {
    // The form checks with the API's own schema, so only a server that disagrees (an older API, say) refuses a save it let through.
    fakeApi.reply('GET', '/settings/admin', adminSettings());
    fakeApi.fail('PUT', '/settings', 400, 'Office phone must have 8 to 15 digits');
    const { user } = renderAdmin(<SettingsPage />);
    const hours = await screen.findByRole('textbox', { name: 'Office hours' });
    await user.clear(hours);
    await user.paste('Mon-Fri, 9am-1pm (refused)');
    await user.click(saveButton());
    expect(await screen.findByText('Nothing was saved: Office phone must have 8 to 15 digits')).toBeTruthy();
    expect(box('Office hours')).toHaveProperty('value', 'Mon-Fri, 9am-1pm (refused)');
    expect(saveButton()).toHaveProperty('disabled', false);
  });
});
