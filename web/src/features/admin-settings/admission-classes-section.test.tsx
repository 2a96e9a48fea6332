import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSettings } from '../../test/admin-settings';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { SettingsPage } from './settings-page';

// The classes and admission ages, and the months enquiries are kept (issue 38), in /admin/settings.

const CLASSES = [
  { name: 'Nursery', age: 3, by: '03-31' },
  { name: 'LKG', age: 4, by: '03-31' },
  { name: 'UKG', age: 5, by: '03-31' },
];
const settings = (over = {}) => adminSettings({ admissionClasses: CLASSES, ...over });

const section = () => within(screen.getByRole('region', { name: 'Classes and admission ages' }));
const row = (n: number) => within(section().getByRole('group', { name: `Class ${n}` }));
const names = () =>
  section()
    .getAllByRole('textbox', { name: 'Class name' })
    .map((box) => (box as HTMLInputElement).value);
const save = () => screen.getByRole('button', { name: 'Save settings' });

describe('/admin/settings: classes and admission ages', () => {
  it('changes an age, adds a class, moves it and removes another, and saves the list in its order', async () => {
    fakeApi.reply('GET', '/settings/admin', settings());
    fakeApi.reply('PUT', '/settings', settings({ version: 8 }));
    const { user } = renderAdmin(<SettingsPage />);
    await screen.findByRole('region', { name: 'Classes and admission ages' });
    expect(names()).toEqual(['Nursery', 'LKG', 'UKG']);
    expect(row(1).getByRole('textbox', { name: 'Cut-off day (MM-DD)' })).toHaveProperty('value', '03-31');
    const age = row(2).getByRole('textbox', { name: 'Age (years)' });
    await user.clear(age);
    await user.type(age, '4');

    await user.click(section().getByRole('button', { name: 'Add a class' }));
    // The new row's name has the focus, ready to type.
    await user.keyboard('Class 1');
    await user.type(row(4).getByRole('textbox', { name: 'Age (years)' }), '6');
    await user.click(row(4).getByRole('button', { name: 'Move Class 1 up' }));
    expect(names()).toEqual(['Nursery', 'LKG', 'Class 1', 'UKG']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Class 1 up');
    await user.click(row(4).getByRole('button', { name: 'Remove UKG' }));
    expect(names()).toEqual(['Nursery', 'LKG', 'Class 1']);

    await user.click(save());
    expect(await screen.findByText(/^Settings saved\./)).toBeTruthy();
    expect(fakeApi.calls('PUT', '/settings')[0]?.body).toMatchObject({
      admissionClasses: [
        { name: 'Nursery', age: 3, by: '03-31' },
        { name: 'LKG', age: 4, by: '03-31' },
        { name: 'Class 1', age: 6, by: '03-31' },
      ],
      version: 7,
    });
  });

  it('says what is wrong with a class, in the API’s words, and saves nothing', async () => {
    fakeApi.reply('GET', '/settings/admin', settings());
    const { user } = renderAdmin(<SettingsPage />);
    await screen.findByRole('region', { name: 'Classes and admission ages' });
    const name = row(1).getByRole('textbox', { name: 'Class name' });
    await user.clear(name);
    await user.type(name, 'ukg');
    // A name twice is said at once: it comes from a change to the list.
    const twice = await section().findByText('Each class once: two have the same name');
    await user.click(save());
    expect(document.activeElement).toBe(twice);

    await user.clear(name);
    await user.type(name, 'Nursery');
    const cutoff = row(2).getByRole('textbox', { name: 'Cut-off day (MM-DD)' });
    await user.clear(cutoff);
    await user.type(cutoff, '31/03');
    await user.clear(row(3).getByRole('textbox', { name: 'Age (years)' }));
    await user.click(save());
    expect(row(2).getByText('Cut-off day: write it as MM-DD, like 03-31')).toBeTruthy();
    expect(row(3).getByText('Age must be a number')).toBeTruthy();
    expect(document.activeElement).toBe(cutoff);
    expect(fakeApi.calls('PUT', '/settings')).toHaveLength(0);
  });

  it('keeps admission enquiries for the months set beside the messages’ ones', async () => {
    fakeApi.reply('GET', '/settings/admin', settings({ retentionMonths: { messages: 24, enquiries: 36 } }));
    fakeApi.reply('PUT', '/settings', settings({ version: 8 }));
    const { user } = renderAdmin(<SettingsPage />);
    const privacy = within(await screen.findByRole('region', { name: 'Privacy and personal data' }));
    const months = privacy.getByRole('textbox', { name: /Months to keep admission enquiries/ });
    expect(months).toHaveProperty('value', '36');
    await user.clear(months);
    await user.type(months, '200');
    await user.click(save());
    expect(await privacy.findByText('Keep admission enquiries for 1 to 120 months')).toBeTruthy();
    await user.clear(months);
    await user.type(months, '12');
    await user.click(save());
    expect(await screen.findByText(/^Settings saved\./)).toBeTruthy();
    expect(fakeApi.calls('PUT', '/settings')[0]?.body).toMatchObject({ retentionMonths: { messages: 24, enquiries: 12 } });
  });
});
