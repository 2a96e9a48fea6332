import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSettings } from '../../test/admin-settings';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdmissionClassesSection } from './admission-classes-section';
import { SettingsPage } from './settings-page';
import { useSettingsForm } from './use-settings-form';

// The classes and admission ages, and the months enquiries are kept (issue 38), in /admin/settings.
// Boxes are filled with one change event each: the whole settings form draws again at every key.

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
const fill = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
const save = () => screen.getByRole('button', { name: 'Save settings' });

/** The section alone, with the settings form's own state (the page is slow to draw at every change). */
function SectionAlone() {
  const form = useSettingsForm(settings(), () => undefined, 7);
  return <AdmissionClassesSection form={form} />;
}

describe('/admin/settings: classes and admission ages', () => {
  it('reads as a short list until edited; a changed age is saved with the list', async () => {
    fakeApi.reply('GET', '/settings/admin', settings());
    fakeApi.reply('PUT', '/settings', settings({ version: 8 }));
    const { user } = renderAdmin(<SettingsPage />);
    await screen.findByRole('region', { name: 'Classes and admission ages' });
    expect(
      within(section().getByRole('list', { name: 'Classes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nursery: 3 years by 31 March', 'LKG: 4 years by 31 March', 'UKG: 5 years by 31 March']);
    await user.click(section().getByRole('button', { name: 'Edit the classes' }));
    expect(document.activeElement).toBe(row(1).getByRole('textbox', { name: 'Class name' }));
    fill(row(2).getByRole('textbox', { name: 'Age (years)' }), '5');
    await user.click(save());
    expect(await screen.findByText(/^Settings saved\./)).toBeTruthy();
    expect(fakeApi.calls('PUT', '/settings')[0]?.body).toMatchObject({
      admissionClasses: [
        { name: 'Nursery', age: 3, by: '03-31' },
        { name: 'LKG', age: 5, by: '03-31' },
        { name: 'UKG', age: 5, by: '03-31' },
      ],
      version: 7,
    });
  });

  it('adds a class (its name takes the focus), moves it up and removes another', async () => {
    const { user } = renderAdmin(<SectionAlone />);
    await user.click(section().getByRole('button', { name: 'Edit the classes' }));
    await user.click(section().getByRole('button', { name: 'Add a class' }));
    expect(document.activeElement).toBe(row(4).getByRole('textbox', { name: 'Class name' }));
    fill(row(4).getByRole('textbox', { name: 'Class name' }), 'Class 1');
    expect(row(4).getByRole('textbox', { name: 'Cut-off day (MM-DD)' })).toHaveProperty('value', '03-31');
    await user.click(row(4).getByRole('button', { name: 'Move Class 1 up' }));
    expect(names()).toEqual(['Nursery', 'LKG', 'Class 1', 'UKG']);
    // The focus stays on the button pressed, now in its row's new place.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Class 1 up');
    await user.click(row(1).getByRole('button', { name: 'Move Nursery down' }));
    expect(names()).toEqual(['LKG', 'Nursery', 'Class 1', 'UKG']);
    await user.click(row(4).getByRole('button', { name: 'Remove UKG' }));
    expect(names()).toEqual(['LKG', 'Nursery', 'Class 1']);
    expect(document.activeElement?.textContent).toBe('Add a class');
  });

  it('says what is wrong with a class, in the API’s words, and saves nothing', async () => {
    fakeApi.reply('GET', '/settings/admin', settings());
    const { user } = renderAdmin(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit the classes' }));
    const name = row(1).getByRole('textbox', { name: 'Class name' });
    fill(name, 'ukg');
    // A name twice is said at once: it comes from a change to the list.
    const twice = section().getByText('Each class once: two have the same name');
    await user.click(save());
    expect(document.activeElement).toBe(twice);

    fill(name, 'Nursery');
    const cutoff = row(2).getByRole('textbox', { name: 'Cut-off day (MM-DD)' });
    fill(cutoff, '31/03');
    fill(row(3).getByRole('textbox', { name: 'Age (years)' }), '');
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
    fill(months, '200');
    await user.click(save());
    expect(await privacy.findByText('Keep admission enquiries for 1 to 120 months')).toBeTruthy();
    fill(months, '12');
    await user.click(save());
    expect(await screen.findByText(/^Settings saved\./)).toBeTruthy();
    expect(fakeApi.calls('PUT', '/settings')[0]?.body).toMatchObject({ retentionMonths: { messages: 24, enquiries: 12 } });
  });
});
