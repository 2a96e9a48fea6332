import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdmissionFormPage } from './admission-form-page';

const LINK = 'https://forms.example.com/admission';
const field = () => screen.getByRole('textbox', { name: 'Admission Form URL' });

describe('/admin/admission-form', () => {
  it('keeps the field and Save disabled until the link answers', () => {
    fakeApi.hang('GET', '/admission/link');
    renderAdmin(<AdmissionFormPage />);
    expect(field()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('says in a toast when the link could not be loaded, then works as if none were set', async () => {
    fakeApi.fail('GET', '/admission/link', 500, 'disk error');
    renderAdmin(<AdmissionFormPage />);
    expect(await screen.findByText('Failed to load admission form link')).toBeTruthy();
    expect(screen.getByText('No admission form link is set. Visitors see Admission Form Not Available.')).toBeTruthy();
    expect(field()).toHaveProperty('disabled', false);
  });

  it('shows the stored link and saves a new one', async () => {
    fakeApi.reply('GET', '/admission/link', { admissionFormLink: LINK });
    fakeApi.reply('PUT', '/admission/link', { admissionFormLink: 'https://forms.example.com/2027' });
    const { user } = renderAdmin(<AdmissionFormPage />);
    expect(await screen.findByRole('link', { name: LINK })).toBeTruthy();
    expect(field()).toHaveProperty('value', LINK);
    await user.clear(field());
    await user.paste('https://forms.example.com/2027');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Admission form link updated successfully!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'https://forms.example.com/2027' })).toBeTruthy();
    expect(field()).toHaveProperty('value', 'https://forms.example.com/2027');
    expect(fakeApi.calls('PUT', '/admission/link')[0]?.body).toEqual({ admissionFormLink: 'https://forms.example.com/2027' });
  });

  it('says the save failed in a toast, and under the field what the server refused (400)', async () => {
    fakeApi.reply('GET', '/admission/link', { admissionFormLink: '' });
    fakeApi.fail('PUT', '/admission/link', 400, 'The link must start with https://');
    const { user } = renderAdmin(<AdmissionFormPage />);
    // The field is enabled once the link has answered.
    await screen.findByText('No admission form link is set. Visitors see Admission Form Not Available.');
    await user.click(field());
    await user.paste('forms.example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update admission form link')).toBeTruthy();
    expect(screen.getByText('The link must start with https://')).toBeTruthy();
    expect(field()).toHaveProperty('value', 'forms.example.com');
  });

  it('shows only the toast when the save fails for another reason', async () => {
    fakeApi.reply('GET', '/admission/link', { admissionFormLink: LINK });
    fakeApi.fail('PUT', '/admission/link', 500, 'disk full');
    const { user } = renderAdmin(<AdmissionFormPage />);
    await screen.findByRole('link', { name: LINK });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update admission form link')).toBeTruthy();
    expect(screen.queryByText('disk full')).toBeNull();
  });
});
