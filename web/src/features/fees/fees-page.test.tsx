import type { FeesTexts } from '@school/shared/fee-schemas';
import type { PageTextsView } from '@school/shared/page-text-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPublic } from '../../test/render-public';
import { FeesPage } from './fees-page';

// What a visitor reads on /admissions/fees: the newest year first, rupees as India writes them,
// each change since the year before (also in words for screen readers), "—" where a fee is not
// charged; and, before anything is published, the office's phone instead of a table.

const answer = (texts: FeesTexts): PageTextsView<'fees'> => ({ page: 'fees', texts, images: {}, updatedAt: '2026-11-01T00:00:00.000Z' });

const FEES: FeesTexts = {
  intro: 'Fees are paid at the office.',
  years: [
    { year: '2025-26', classes: ['Nursery', 'I'], heads: [{ name: 'Tuition fee', frequency: 'monthly', amounts: [40000, 2500] }] },
    {
      year: '2026-27',
      classes: ['Nursery', 'I'],
      heads: [
        { name: 'Tuition fee', frequency: 'monthly', amounts: [45000, 2400] },
        { name: 'Lab charges', frequency: 'annual', amounts: [null, 1200] },
      ],
    },
  ],
  shops: [{ name: 'Guru Nanak Book Depot', address: 'Main Bazaar, Faridkot', phone: '+91 98140 12345' }],
};

describe('/admissions/fees', () => {
  it('shows the newest year first, with rupees, changes and totals, then the shops and the law', async () => {
    fakeApi.reply('GET', '/page-texts/fees', answer(FEES));
    renderPublic(<FeesPage />, { route: '/admissions/fees' });
    const headings = await screen.findAllByRole('heading', { level: 2, name: /^Fee structure/ });
    expect(headings.map((one) => one.textContent)).toEqual(['Fee structure 2026-27', 'Fee structure 2025-26']);
    const newest = screen.getByRole('region', { name: 'Fee structure 2026-27 (scrolls sideways)' });
    expect(newest.tabIndex).toBe(0);
    const nursery = within(newest).getByRole('row', { name: /^Nursery/ });
    expect(nursery.textContent).toContain('₹45,000+12.5 %(+12.5 % more than in 2025-26)');
    expect(nursery.textContent).toContain('—Not charged');
    // 45,000 × 12; nothing one-time, so the year of admission costs the same.
    expect(
      within(nursery)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-2),
    ).toEqual(['₹5,40,000', '₹5,40,000']);
    expect(within(newest).getByRole('row', { name: /^I/ }).textContent).toContain('₹2,400−4.0 %(−4.0 % less than in 2025-26)');
    expect(within(newest).getByRole('columnheader', { name: 'Lab charges Per year' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download 2026-27 as CSV' }).getAttribute('href')).toBe('/api/fees/2026-27.csv');
    expect(screen.getByRole('link', { name: '+91 98140 12345' }).getAttribute('href')).toBe('tel:+919814012345');
    expect(screen.getByText('Shown as the Punjab Regulation of Fee of Unaided Educational Institutions Act, 2016 asks.')).toBeTruthy();
  });

  it('says the fee structure is not published yet and gives the office’s phone', async () => {
    fakeApi.reply('GET', '/page-texts/fees', answer({ intro: '', years: [], shops: [] }));
    renderPublic(<FeesPage />, { route: '/admissions/fees' });
    expect(await screen.findByText('The fee structure has not been published yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+91 1639 250 100' }).getAttribute('href')).toBe('tel:+911639250100');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
