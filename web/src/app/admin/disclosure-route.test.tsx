import type { PageTextsEditView } from '@school/shared/page-text-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSettings } from '../../test/admin-settings';
import { disclosureDocuments, disclosureTexts, disclosureView } from '../../test/disclosure';
import { fill } from '../../test/fill';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { DisclosureRoute } from './pages-route';

// /admin/disclosure: the checklist above the page's editor follows what staff type, before any save.

const edit = (): PageTextsEditView<'disclosure'> => ({
  page: 'disclosure',
  published: disclosureView(disclosureTexts({ email: '' })),
  draft: null,
});

describe('/admin/disclosure', () => {
  it('shows the checklist above the editor, and a field filled in leaves the checklist at once', async () => {
    fakeApi.reply('GET', '/page-texts/disclosure/draft', edit());
    fakeApi.reply('GET', '/settings', adminSettings());
    fakeApi.reply('GET', '/documents/disclosure', disclosureDocuments());
    const { user } = renderAdmin(<DisclosureRoute />, { route: '/admin/disclosure' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mandatory Public Disclosure' })).toBeTruthy();
    const checklist = screen.getByRole('region', { name: 'What the page still lacks' });
    expect(await within(checklist).findByText('Section A, blank: E-mail.')).toBeTruthy();
    await fill(user, screen.getByRole('textbox', { name: 'E-mail address for section A' }), 'office@school.example');
    expect(within(checklist).queryByText('Section A, blank: E-mail.')).toBeNull();
    expect(screen.getByRole('link', { name: '/mandatory-public-disclosure' }).getAttribute('href')).toBe('/mandatory-public-disclosure');
  });
});
