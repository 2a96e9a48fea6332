import type { PageTextsView } from '@school/shared/page-text-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fakeApi, renderPublic } from '../../test/render-public';
import { AdmissionsPage } from './admissions-page';

// The Apply Now tab's button: the school's external admission form, whose link staff save in
// /admin/admission. It says what is possible: loading, no form to open (none saved, or the link
// could not be read), or Start Application in a new tab. The API's side (GET /admission/link
// answers what PUT saved, '' when none) is functions/src/http/routes/admission.test.ts.

const LINK = 'https://forms.example.org/apply-2027';

const view: PageTextsView<'admissions'> = {
  page: 'admissions',
  texts: {
    subtitle: 'Join our school family.',
    process: { title: 'Admission Process', steps: [{ title: 'Apply online', text: 'Fill in the form.' }] },
    requirements: { title: 'Requirements', items: ['Birth certificate'] },
    apply: { title: 'Apply Now', intro: 'Start your application online.', items: ['Keep the documents ready'], feesNote: '' },
  },
  images: {},
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** /admissions/apply as the server renders it (its texts come with the page); the link is read by the browser. */
function render() {
  return renderPublic(<AdmissionsPage />, {
    route: '/admissions/apply',
    data: { '/page-texts/admissions': { status: 200, body: { success: true, data: view } } },
  });
}

const panel = () => screen.getByRole('tabpanel');

describe('/admissions/apply: the Apply Now button', () => {
  it('reads Loading... (disabled) while the link loads, then Admission Form Not Available (disabled) when the load fails', async () => {
    let fail: (error: unknown) => void = () => undefined;
    fakeApi.on('GET', '/admission/link', () => new Promise((_resolve, reject) => (fail = reject)));
    render();
    expect(within(panel()).getByRole('button', { name: 'Loading...' })).toHaveProperty('disabled', true);

    fail(new ApiError(500, { success: false, error: 'Database unavailable' }, 'Database unavailable'));
    const none = await within(panel()).findByRole('button', { name: 'Admission Form Not Available' });
    expect(none).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Loading...' })).toBeNull();
    // Only logged: the server's words are for the office, not for a parent.
    expect(screen.queryByText(/Database unavailable/)).toBeNull();
    expect(vi.mocked(console.error)).toHaveBeenCalledWith('Failed to load admission form link', expect.any(ApiError));
  });

  it('reads Admission Form Not Available (disabled) when no link is saved', async () => {
    fakeApi.reply('GET', '/admission/link', { admissionFormLink: '' });
    render();
    const none = await within(panel()).findByRole('button', { name: 'Admission Form Not Available' });
    expect(none).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: /Start Application/ })).toBeNull();
  });

  it('reads Start Application when a link is saved, and opens it in a new tab that cannot reach back to the page', async () => {
    fakeApi.reply('GET', '/admission/link', { admissionFormLink: LINK });
    render();
    const start = await within(panel()).findByRole('link', { name: 'Start Application (opens in a new tab)' });
    expect(start.textContent).toBe('Start Application');
    expect(start.getAttribute('aria-disabled')).toBeNull();
    expect([start.getAttribute('href'), start.getAttribute('target'), start.getAttribute('rel')]).toEqual([
      LINK,
      '_blank',
      'noopener noreferrer',
    ]);
    expect(within(panel()).queryByRole('button', { name: /Loading|Not Available/ })).toBeNull();
  });
});
