import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSettings } from '../../test/admin-settings';
import { fill } from '../../test/fill';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { SettingsPage } from './settings-page';

const settings = adminSettings;

const saveButton = () => screen.getByRole('button', { name: 'Save settings' });

describe('/admin/settings', () => {
  it('shows a spinner until the settings answer', () => {
    fakeApi.hang('GET', '/settings/admin');
    renderAdmin(<SettingsPage />);
    expect(screen.getByRole('progressbar', { name: 'Loading the settings' })).toBeTruthy();
  });

  it('shows the load error; "Try again" shows the spinner, then the form', async () => {
    fakeApi.fail('GET', '/settings/admin', 500, undefined, 'once');
    fakeApi.hang('GET', '/settings/admin');
    const { user } = renderAdmin(<SettingsPage />);
    expect(await screen.findByText('The settings could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('progressbar', { name: 'Loading the settings' })).toBeTruthy();
    expect(screen.queryByText('The settings could not be loaded.')).toBeNull();
  });

  it('says when the values are still the installer’s', async () => {
    fakeApi.reply('GET', '/settings/admin', settings({ confirmedAt: null }));
    renderAdmin(<SettingsPage />);
    expect(await screen.findByText(/These are the values the site was installed with/)).toBeTruthy();
  });

  it('saves with the version it loaded and says so', async () => {
    fakeApi.reply('GET', '/settings/admin', settings());
    fakeApi.reply('PUT', '/settings', settings({ version: 8 }));
    const { user } = renderAdmin(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/^Settings saved\./)).toBeTruthy();
    expect(fakeApi.calls('PUT', '/settings')[0]?.body).toMatchObject({ name: 'Convent School Faridkot', version: 7 });
  });

  it("saves the board, the affiliation, the principal's qualification and the fee cap; a wrong cap says why", async () => {
    fakeApi.reply('GET', '/settings/admin', settings({ board: { name: 'other', affiliationNumber: '', schoolCode: '' } }));
    fakeApi.reply('PUT', '/settings', settings({ version: 8 }));
    const { user } = renderAdmin(<SettingsPage />);
    const section = within(await screen.findByRole('region', { name: 'Board and affiliation' }));
    expect(section.getByText('With CBSE, the home page and the footer link the Mandatory Public Disclosure')).toBeTruthy();
    await user.click(section.getByRole('combobox', { name: /Board/ }));
    await user.click(screen.getByRole('option', { name: 'CBSE' }));
    await user.click(section.getByRole('textbox', { name: 'Affiliation number' }));
    await user.paste('1630512');
    await user.click(section.getByRole('textbox', { name: 'School code' }));
    await user.paste('20512');
    const cap = section.getByRole('textbox', { name: /Fee increase cap/ });
    expect(cap).toHaveProperty('value', '8');
    expect(section.getByText(/^Section 5 of the Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016/)).toBeTruthy();
    await fill(user, cap, '150');
    await user.click(saveButton());
    expect(await section.findByText('Fee increase cap must be between 0 and 100 per cent')).toBeTruthy();
    expect(document.activeElement).toBe(cap);
    expect(fakeApi.calls('PUT', '/settings')).toHaveLength(0);

    await fill(user, cap, '7');
    const qualification = screen.getByRole('textbox', { name: "Principal's qualification" });
    await fill(user, qualification, 'M.A. (English), B.Ed.');
    await user.click(saveButton());
    expect(await screen.findByText(/^Settings saved\./)).toBeTruthy();
    expect(fakeApi.calls('PUT', '/settings')[0]?.body).toMatchObject({
      board: { name: 'CBSE', affiliationNumber: '1630512', schoolCode: '20512' },
      feeCapPercent: 7,
      principal: { qualification: 'M.A. (English), B.Ed.' },
    });
  });

  it('saves the data-protection contact and the months messages are kept; a wrong address or month says why (issue 37)', async () => {
    fakeApi.reply('GET', '/settings/admin', settings());
    fakeApi.reply('PUT', '/settings', settings({ version: 8 }));
    const { user } = renderAdmin(<SettingsPage />);
    const section = within(await screen.findByRole('region', { name: 'Privacy and personal data' }));
    const name = section.getByRole('textbox', { name: 'Data protection contact' });
    await fill(user, name, 'Mrs Harjit Kaur');
    const email = section.getByRole('textbox', { name: 'Data protection e-mail' });
    await fill(user, email, 'not an address');
    const months = section.getByRole('textbox', { name: /Keep contact messages for/ });
    expect(months).toHaveProperty('value', '24');
    await fill(user, months, '0');
    await user.click(saveButton());
    expect(await section.findByText('Data protection e-mail: enter an address like name@example.com, or leave it blank')).toBeTruthy();
    expect(section.getByText('Keep contact messages for 1 to 120 months')).toBeTruthy();
    expect(fakeApi.calls('PUT', '/settings')).toHaveLength(0);

    await fill(user, email, 'Privacy@School.example');
    await fill(user, months, '18');
    await user.click(saveButton());
    expect(await screen.findByText(/^Settings saved\./)).toBeTruthy();
    expect(fakeApi.calls('PUT', '/settings')[0]?.body).toMatchObject({
      dataProtection: { name: 'Mrs Harjit Kaur', email: 'privacy@school.example', phone: '+91 98140 12345' },
      retentionMonths: { messages: 18 },
    });
  });

  it('says nothing was saved when the save fails, with the 409 words when stale', async () => {
    const stale = 'Someone else saved the settings since you opened them. Reload to see their changes.';
    fakeApi.reply('GET', '/settings/admin', settings());
    fakeApi.fail('PUT', '/settings', 500, undefined, 'once');
    fakeApi.fail('PUT', '/settings', 409, stale);
    const { user } = renderAdmin(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Nothing was saved: The settings could not be saved. Please try again.')).toBeTruthy();
    await user.click(saveButton());
    expect(await screen.findByText(`Nothing was saved: ${stale}`)).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', false);
  });
});
