import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { disclosureDocument, disclosureDocuments, disclosureTexts, disclosureView } from '../../test/disclosure';
import { fakeApi, renderPublic } from '../../test/render-public';
import { DisclosurePage } from './disclosure-page';

// /mandatory-public-disclosure as the server renders it: the texts and the documents come with the
// page (no call), the settings are the test school's (CBSE, affiliation number 1630512).

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const render = (texts = disclosureTexts(), documents = disclosureDocuments()) =>
  renderPublic(<DisclosurePage />, {
    route: '/mandatory-public-disclosure',
    data: { '/page-texts/disclosure': ok(disclosureView(texts)), '/documents/disclosure': ok(documents) },
  });
const section = (name: RegExp) => screen.getByRole('region', { name });
const fact = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling?.textContent;

describe('/mandatory-public-disclosure', () => {
  it('shows sections A to E, with the school’s facts from the settings in A', () => {
    render();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      'A. General information',
      'B. Documents and information',
      'C. Results and academics',
      'D. Staff (teaching)',
      'E. School infrastructure',
    ]);
    const general = section(/^A\./);
    expect(fact(general, 'Affiliation number')).toBe('1630512');
    expect(fact(general, 'School code')).toBe('20512');
    expect(fact(general, "Principal's qualification")).toBe('M.A., B.Ed.');
    expect(fact(general, 'Complete address with PIN code')).toMatch(/151203$/);
    expect(within(general).getByRole('link', { name: 'principal@school.example' }).getAttribute('href')).toBe(
      'mailto:principal@school.example',
    );
    expect(fakeApi.calls('GET', '/documents/disclosure')).toHaveLength(0);
  });

  it('lists the nine documents: each published one linked with its validity, an expired one marked, a missing one not linked', () => {
    const fire = disclosureDocument('fire-safety', { title: 'Fire safety certificate 2026', validUntil: '2099-03-31' });
    const water = disclosureDocument('drinking-water', { title: 'Water test report', validUntil: '2020-03-31' });
    render(undefined, disclosureDocuments({ 'fire-safety': fire, 'drinking-water': water }));
    const table = within(section(/^B\./)).getByRole('table', { name: 'Documents of the school' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(9);
    const row = (name: string) => rows.find((one) => within(one).queryByRole('rowheader', { name }))!;
    const fireRow = row('Fire safety certificate');
    expect(within(fireRow).getByRole('link', { name: 'Fire safety certificate 2026' }).getAttribute('href')).toBe(
      '/documents/fire-safety-certificate',
    );
    expect(fireRow.textContent).toContain('Issued on April 1, 2026');
    expect(fireRow.textContent).toContain('Valid until March 31, 2099');
    expect(within(row('Drinking water certificate')).getByText('Expired on March 31, 2020').tagName).toBe('STRONG');
    const noc = row('No Objection Certificate (NOC) of the State Government');
    expect([noc.textContent?.includes('Not yet published'), within(noc).queryByRole('link')]).toEqual([true, null]);
  });

  it('shows the committees, the last three years’ results with pass percentages, and the fee and calendar links', () => {
    const row = (exam: 'X' | 'XII', year: string, registeredCount: string, passedCount: string) =>
      ({ exam, year, registeredCount, passedCount, remarks: '' }) as const;
    render(
      disclosureTexts({
        results: [
          row('X', '2022', '90', '80'),
          row('X', '2025', '112', '108'),
          row('XII', '2024', '3', '2'),
          row('X', '2023', '100', '100'),
        ],
      }),
    );
    const academics = section(/^C\./);
    expect(within(academics).getByRole('link', { name: 'See the fee structure' }).getAttribute('href')).toBe('/admissions/fees');
    expect(within(academics).getByRole('link', { name: 'See the academic calendar' }).getAttribute('href')).toBe(
      '/documents/academic-calendar-2026-27',
    );
    expect(within(academics).getByRole('table', { name: 'School Management Committee' }).textContent).toContain('Fr. Joseph Mathew');
    const results = within(academics).getByRole('table', { name: 'Board examination results, last three years' });
    const cells = within(results)
      .getAllByRole('row')
      .slice(1)
      .map((one) => [...one.children].slice(0, 5).map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Class X', '2025', '112', '108', '96.4%'],
      ['Class XII', '2024', '3', '2', '66.7%'],
      ['Class X', '2023', '100', '100', '100.0%'],
    ]);
  });

  it('says "Not yet published" for every blank, and links nothing it does not have', () => {
    const filled = disclosureTexts();
    const staff = Object.fromEntries(Object.keys(filled.staff).map((key) => [key, ''])) as typeof filled.staff;
    const blank = disclosureTexts({ email: '', calendarLink: '', smc: [], pta: [], results: [], staff });
    render(blank);
    expect(fact(section(/^A\./), 'E-mail')).toBe('Not yet published');
    expect(fact(section(/^C\./), 'Annual academic calendar')).toBe('Not yet published');
    expect(within(section(/^C\./)).queryByRole('table')).toBeNull();
    expect(within(section(/^C\./)).getAllByText('Not yet published')).toHaveLength(4);
    expect(fact(section(/^D\./), 'Post Graduate Teachers (PGT)')).toBe('Not yet published');
    expect(fact(section(/^D\./), 'Principal')).toBe('Sister Mary Thomas, M.A., B.Ed.');
    expect(fact(section(/^E\./), "Video of the school's inspection")).toBe('Not yet published');
  });

  it('keeps a wide table inside a region the keyboard can scroll', () => {
    render();
    const region = screen.getByRole('region', { name: 'Board examination results, last three years' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('loads the documents itself after a move within the site, and offers Try again when that fails', async () => {
    fakeApi.fail('GET', '/documents/disclosure', 500, 'down', 'once');
    fakeApi.reply('GET', '/documents/disclosure', disclosureDocuments({ 'fire-safety': disclosureDocument('fire-safety') }));
    const { user } = renderPublic(<DisclosurePage />, {
      route: '/mandatory-public-disclosure',
      data: { '/page-texts/disclosure': ok(disclosureView()) },
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'fire-safety certificate' })).toBeTruthy();
  });
});
