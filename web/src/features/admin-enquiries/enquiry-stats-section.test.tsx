import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enquiryStats } from '../../test/enquiries';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { EnquiryStatsSection } from './enquiry-stats-section';

const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the year’s enquiries by class and status', () => {
  it('gives the chart’s numbers as a table, with a row per class and the totals', async () => {
    fakeApi.reply(
      'GET',
      '/enquiries/stats',
      enquiryStats('2027-28', [
        ['Nursery', { new: 3, contacted: 2, admitted: 1 }],
        ['Class 1', { 'visit-scheduled': 1, withdrawn: 1 }],
      ]),
    );
    renderAdmin(<EnquiryStatsSection academicYear="2027-28" />);
    const table = await screen.findByRole('table', { name: 'Enquiries for 2027-28 by class and status' });
    expect(fakeApi.calls('GET', '/enquiries/stats')[0]?.query).toEqual({ academicYear: '2027-28' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual([
      'Class',
      'New',
      'Contacted',
      'Visit scheduled',
      'Visited',
      'Applied',
      'Admitted',
      'Not admitted',
      'Withdrawn',
      'Total',
    ]);
    const rows = within(table).getAllByRole('row');
    expect(cells(rows[1]!)).toEqual(['Nursery', '3', '2', '0', '0', '0', '1', '0', '0', '6']);
    expect(cells(rows[2]!)).toEqual(['Class 1', '0', '0', '1', '0', '0', '0', '0', '1', '2']);
    expect(cells(rows[3]!)).toEqual(['All classes', '3', '2', '1', '0', '0', '1', '0', '1', '8']);
    // The table scrolls sideways on a phone, inside a region the keyboard can reach.
    expect(screen.getByRole('region', { name: 'Enquiries for 2027-28 by class and status' }).getAttribute('tabindex')).toBe('0');
    // The chart, loaded on demand, is a picture of the table.
    expect(await screen.findByRole('img', { name: /^Bar chart of the enquiries for 2027-28/ }, { timeout: 20_000 })).toBeTruthy();
  });

  it('says when the year has none, and when the numbers could not be loaded', async () => {
    fakeApi.reply('GET', '/enquiries/stats', enquiryStats('2026-27', [['Nursery', {}]]), 'once');
    fakeApi.fail('GET', '/enquiries/stats', 500);
    const { rerender } = renderAdmin(<EnquiryStatsSection academicYear="2026-27" />);
    expect(await screen.findByText('No enquiries for 2026-27 yet.')).toBeTruthy();
    rerender(<EnquiryStatsSection academicYear="2027-28" />);
    expect(await screen.findByText('The numbers could not be loaded.')).toBeTruthy();
  });
});
