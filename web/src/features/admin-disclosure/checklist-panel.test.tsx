import { addDays, schoolDay } from '@school/shared/school-time';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminSettings } from '../../test/admin-settings';
import { disclosureDocument, disclosureDocuments, disclosureTexts } from '../../test/disclosure';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { ChecklistPanel } from './checklist-panel';

// /admin/disclosure's checklist: what the page still lacks, from the texts staff edit, the settings
// and the documents visitors see.

const inDays = (days: number) => addDays(schoolDay(Date.now()), days);
const allButTwo = () =>
  disclosureDocuments({
    'affiliation-letter': disclosureDocument('affiliation-letter'),
    'trust-registration': disclosureDocument('trust-registration'),
    'state-noc': disclosureDocument('state-noc'),
    'rte-recognition': disclosureDocument('rte-recognition'),
    'building-safety': disclosureDocument('building-safety', { validUntil: inDays(-3) }),
    'fire-safety': disclosureDocument('fire-safety', { validUntil: inDays(20) }),
    'deo-certificate': disclosureDocument('deo-certificate', { validUntil: inDays(400) }),
  });
const rows = () =>
  within(screen.getByRole('list', { name: 'Checklist' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('the disclosure checklist', () => {
  it('counts the published documents, names the lapsing and the missing ones, links where to fix them', async () => {
    fakeApi.reply('GET', '/settings', adminSettings());
    fakeApi.reply('GET', '/documents/disclosure', allButTwo());
    renderAdmin(<ChecklistPanel texts={disclosureTexts()} />);
    const summary = await screen.findByText(/^7 of 9 documents published/);
    expect(summary.textContent).toMatch(
      /^7 of 9 documents published; Building safety certificate expired on \d+ \w+ \d{4}; Fire safety certificate expires in 20 days\.$/,
    );
    expect(rows()[0]).toBe(
      'Documents not yet published: Drinking water certificate; Health and sanitation certificates. Upload them in Documents and choose their item.',
    );
    expect(screen.getByRole('link', { name: 'Upload them in Documents' }).getAttribute('href')).toBe('/admin/documents');
    // One year of results in the test texts (Class X and XII of 2025); the counsellor and the video are blank.
    expect(rows()).toContain('Section D, blank: Counsellor and wellness teacher.');
    expect(rows()).toContain('Section E, blank: Video of the inspection.');
    expect(rows().at(-1)).toMatch(/^Results of 1 of the last 3 years entered/);
  });

  it('names the settings section A needs, with a link to Settings, and every blank section', async () => {
    const school = adminSettings();
    fakeApi.reply('GET', '/settings', { ...school, board: { ...school.board, affiliationNumber: '', schoolCode: '' } });
    fakeApi.reply('GET', '/documents/disclosure', disclosureDocuments());
    renderAdmin(<ChecklistPanel texts={disclosureTexts({ email: '', calendarLink: '', results: [] })} />);
    expect(await screen.findByText('0 of 9 documents published.')).toBeTruthy();
    expect(rows()).toContain('Blank in the settings: Affiliation number, School code. Fill them in Settings.');
    expect(screen.getByRole('link', { name: 'Fill them in Settings' }).getAttribute('href')).toBe('/admin/settings');
    expect(rows()).toContain('Section A, blank: E-mail.');
    expect(rows()).toContain('Section C, blank: Academic calendar, Results.');
  });

  it('says when nothing is missing', async () => {
    const full = disclosureDocuments(
      Object.fromEntries(Object.keys(disclosureDocuments()).map((item) => [item, disclosureDocument(item as 'state-noc')])),
    );
    const year = (y: string) => ({ exam: 'X', year: y, registeredCount: '10', passedCount: '9', remarks: '' }) as const;
    const texts = disclosureTexts();
    fakeApi.reply('GET', '/settings', adminSettings());
    fakeApi.reply('GET', '/documents/disclosure', full);
    renderAdmin(
      <ChecklistPanel
        texts={{
          ...texts,
          results: [year('2023'), year('2024'), year('2025')],
          staff: { ...texts.staff, counsellor: 'Ms. Anita' },
          infrastructure: { ...texts.infrastructure, videoLink: 'https://www.youtube.com/watch?v=abc' },
        }}
      />,
    );
    expect(await screen.findByText('9 of 9 documents published.')).toBeTruthy();
    expect(rows()).toEqual(['Everything CBSE asks for is filled in and published.']);
  });

  it('shows loading, then the load error with Try again, which loads again', async () => {
    fakeApi.hang('GET', '/settings');
    fakeApi.reply('GET', '/documents/disclosure', disclosureDocuments());
    const first = renderAdmin(<ChecklistPanel texts={disclosureTexts()} />);
    expect(screen.getByRole('progressbar', { name: 'Loading the checklist' })).toBeTruthy();
    first.unmount();
    fakeApi.fail('GET', '/documents/disclosure', 500, 'down', 'once');
    fakeApi.reply('GET', '/settings', adminSettings());
    const { user } = renderAdmin(<ChecklistPanel texts={disclosureTexts()} />);
    expect((await screen.findByRole('alert')).textContent).toMatch(/^The settings and documents could not be loaded for the checklist/);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^0 of 9 documents published/)).toBeTruthy();
  });
});
