import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { enquiries, enquiry, enquiryStats } from '../../test/enquiries';
import { pageAnswer } from '../../test/page-answer';
import { failSecondPageOnce, holdSecondPage, pressLoadMore } from '../../test/paged-list';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { atRoute, reachedRoute, ShownLocation } from '../../test/routes';
import { EnquiriesPage } from './enquiries-page';

// The chart itself is drawn by MUI X Charts in a browser (the journey sees it); here its table of
// numbers stands for it, and the list must not wait for its code.
vi.mock('./enquiry-chart', () => ({ default: () => <p>The chart</p> }));

const SETTINGS = {
  retentionMonths: { messages: 24, enquiries: 18 },
  admissionClasses: [
    { name: 'Nursery', age: 3, by: '03-31' },
    { name: 'LKG', age: 4, by: '03-31' },
  ],
};

/** The server's answers besides the list's: the public settings and the year's numbers. */
function answerAround() {
  fakeApi.reply('GET', '/settings', SETTINGS);
  fakeApi.reply('GET', '/enquiries/stats', enquiryStats('2027-28', []));
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Enquiries' }))
    .queryAllByRole('link')
    .map((row) => row.textContent);
const asked = () => fakeApi.calls('GET', '/enquiries').map((call) => call.query);

const choose = async (user: ReturnType<typeof renderAdmin>['user'], label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: option }));
};

describe('/admin/enquiries', () => {
  it('shows a spinner until the list answers, then the load error with Try again', async () => {
    answerAround();
    fakeApi.fail('GET', '/enquiries', 500, undefined, 'once');
    fakeApi.hang('GET', '/enquiries');
    const { user } = renderAdmin(<EnquiriesPage />, { route: '/admin/enquiries' });
    expect(screen.getByRole('progressbar', { name: 'Loading enquiries' })).toBeTruthy();
    expect(await screen.findByText('Failed to load enquiries. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('progressbar', { name: 'Loading enquiries' })).toBeTruthy();
  });

  it('shows each row’s reference, parent, child, class, year, status, follow-up, who has it and when it came; "Load more" adds the next page', async () => {
    answerAround();
    const first = [
      enquiry({ status: 'contacted', followUp: '2026-12-03', assignedTo: { uid: 'u2', name: 'Mrs Gill' } }),
      ...enquiries(2, 1),
    ];
    const { answerMore } = holdSecondPage('/enquiries', pageAnswer(first, 'c2'));
    const { user } = renderAdmin(<EnquiriesPage />, { route: '/admin/enquiries' });
    const row = await screen.findByRole('link', { name: /ENQ-2027-0001/ });
    for (const text of [
      'Contacted',
      'Harpreet Kaur for Simran',
      'Nursery · 2027-28',
      'Follow-up 3 December 2026',
      'Assigned to Mrs Gill',
      'Received 26 Nov 2026',
    ])
      expect(row.textContent).toContain(text);
    expect(row.getAttribute('href')).toBe('/admin/enquiries/e1');
    expect(rows()[1]).toContain('Not assigned');
    expect(asked()[0]).toEqual({
      limit: 20,
      status: undefined,
      classSought: undefined,
      academicYear: undefined,
      due: undefined,
      q: undefined,
      after: undefined,
    });

    await pressLoadMore(user);
    answerMore(pageAnswer(enquiries(3, 2)));
    expect(await screen.findByText(/ENQ-2027-0004/)).toBeTruthy();
    expect(rows()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the rows when the next page fails, and Try again asks for that page', async () => {
    answerAround();
    failSecondPageOnce('/enquiries', pageAnswer(enquiries(1, 1), 'c1'), pageAnswer(enquiries(2, 1)));
    const { user } = renderAdmin(<EnquiriesPage />, { route: '/admin/enquiries' });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/ENQ-2027-0002/)).toBeTruthy();
    expect(rows()).toHaveLength(2);
  });

  it('asks the server by status, class (the settings’ classes) and year, keeps them in the address, and says when nothing matches', async () => {
    answerAround();
    fakeApi.on('GET', '/enquiries', (call) => pageAnswer(call.query?.status ? [] : enquiries(1, 2)));
    const { user } = renderAdmin(
      <>
        <EnquiriesPage />
        <ShownLocation />
      </>,
      { route: '/admin/enquiries?classSought=LKG' },
    );
    await screen.findByText(/ENQ-2027-0001/);
    expect(asked()[0]).toMatchObject({ classSought: 'LKG' });
    await user.click(screen.getByRole('combobox', { name: 'Class sought' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All classes', 'Nursery', 'LKG']);
    await user.click(screen.getByRole('option', { name: 'Nursery' }));
    await choose(user, 'Academic year', '2027-28');
    await choose(user, 'Status', 'Visit scheduled');
    expect(await screen.findByText('No enquiries match these filters.')).toBeTruthy();
    expect(asked().at(-1)).toMatchObject({ status: 'visit-scheduled', classSought: 'Nursery', academicYear: '2027-28' });
    expect(screen.getByTestId('reached-location').textContent).toBe(
      '/admin/enquiries?status=visit-scheduled&classSought=Nursery&academicYear=2027-28',
    );
  });

  it('shows the due follow-ups alone (?due=true) without the other filters', async () => {
    answerAround();
    fakeApi.on('GET', '/enquiries', (call) =>
      call.query?.due ? [enquiry({ followUp: '2026-11-20', status: 'contacted' })] : pageAnswer(enquiries(1, 3)),
    );
    const { user } = renderAdmin(<EnquiriesPage />, { route: '/admin/enquiries?status=contacted' });
    await screen.findByText(/ENQ-2027-0003/);
    await user.click(screen.getByRole('button', { name: 'Due follow-ups' }));
    expect(await screen.findByText(/Follow-up 20 November 2026/)).toBeTruthy();
    expect(rows()).toHaveLength(1);
    expect(asked().at(-1)).toEqual({ due: 'true' });
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('searches names and references once typing pauses, and says when nothing matches', async () => {
    answerAround();
    fakeApi.on('GET', '/enquiries', (call) => pageAnswer(call.query?.q ? [] : enquiries(1, 1)));
    const { user } = renderAdmin(<EnquiriesPage />, { route: '/admin/enquiries' });
    await screen.findByText(/ENQ-2027-0001/);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or reference' }), 'sandhu');
    expect(await screen.findByText('No enquiries match “sandhu”.')).toBeTruthy();
    expect(asked().at(-1)).toMatchObject({ q: 'sandhu' });
  });

  it('says when there are no enquiries yet, how long they are kept, and where to change it', async () => {
    answerAround();
    fakeApi.reply('GET', '/enquiries', pageAnswer([]));
    renderAdmin(<EnquiriesPage />, { route: '/admin/enquiries' });
    expect(await screen.findByText('No enquiries yet.')).toBeTruthy();
    expect(await screen.findByText(/Enquiries are deleted by themselves 18 months after they arrive/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change in Settings' }).getAttribute('href')).toBe('/admin/settings');
  });

  it('downloads the CSV of the filtered list, and says when it could not', async () => {
    // The browser's save, not a navigation of the window the next test files share (isolate: false).
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    answerAround();
    fakeApi.reply('GET', '/enquiries', pageAnswer(enquiries(1, 1)));
    fakeApi.reply('GET', '/enquiries/export.csv', null, 'once');
    fakeApi.fail('GET', '/enquiries/export.csv', 500);
    const { user } = renderAdmin(<EnquiriesPage />, { route: '/admin/enquiries?status=contacted&academicYear=2027-28' });
    await screen.findByText(/ENQ-2027-0001/);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(fakeApi.calls('GET', '/enquiries/export.csv')).toHaveLength(1));
    expect(fakeApi.calls('GET', '/enquiries/export.csv')[0]?.query).toMatchObject({ status: 'contacted', academicYear: '2027-28' });
    await vi.waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe('enquiries.csv');
    saved.mockRestore();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The file could not be downloaded. Please try again.')).toBeTruthy();
  });

  it('opens an enquiry from its row, remembering the filtered list to come back to', async () => {
    answerAround();
    fakeApi.reply('GET', '/enquiries', pageAnswer(enquiries(1, 1)));
    const { user } = renderAdmin(atRoute('/admin/enquiries', <EnquiriesPage />), { route: '/admin/enquiries?status=new' });
    await user.click(await screen.findByRole('link', { name: /ENQ-2027-0001/ }));
    expect(await reachedRoute()).toBe('/admin/enquiries/e1');
  });

  it('leads to the form for an enquiry the office took by phone or at the gate', async () => {
    answerAround();
    fakeApi.reply('GET', '/enquiries', pageAnswer([]));
    const { user } = renderAdmin(atRoute('/admin/enquiries', <EnquiriesPage />), { route: '/admin/enquiries' });
    await user.click(screen.getByRole('link', { name: 'Record an enquiry' }));
    expect(await reachedRoute()).toBe('/admin/enquiries/new');
  });
});
