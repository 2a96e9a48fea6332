import { EDIT_CONFLICT_MESSAGE } from '@school/shared/item-version';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enquiry } from '../../test/enquiries';
import { fill } from '../../test/fill';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { atRoute, reachedRoute } from '../../test/routes';
import { EnquiryPage } from './enquiry-page';

const ASSIGNEES = [
  { uid: 'u1', name: 'Asha Admin' },
  { uid: 'u2', name: 'Mrs Gill' },
];
const ASHA = { uid: 'u1', name: 'Asha Admin' };

const renderEnquiry = () => renderAdmin(atRoute('/admin/enquiries/:id', <EnquiryPage />), { route: '/admin/enquiries/e1' });
const panel = () => within(screen.getByRole('region', { name: 'Work this enquiry' }));
const timeline = () =>
  within(screen.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/admin/enquiries/:id', () => {
  it('shows a spinner until the enquiry answers', () => {
    fakeApi.reply('GET', '/enquiries/assignees', ASSIGNEES);
    fakeApi.hang('GET', '/enquiries/e1');
    renderEnquiry();
    expect(screen.getByRole('progressbar', { name: 'Loading the enquiry' })).toBeTruthy();
  });

  it('shows the load error, with the way back to the list', async () => {
    fakeApi.reply('GET', '/enquiries/assignees', ASSIGNEES);
    fakeApi.fail('GET', '/enquiries/e1', 404, 'Enquiry not found');
    renderEnquiry();
    expect(await screen.findByText('Enquiry not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to enquiries' }).getAttribute('href')).toBe('/admin/enquiries');
  });

  it('shows how to reach the parent, the child, what they agreed to, and the eligible class when it is not the one sought', async () => {
    fakeApi.reply('GET', '/enquiries/assignees', ASSIGNEES);
    fakeApi.reply('GET', '/enquiries/e1', enquiry({ classSought: 'LKG', eligibleClass: 'Nursery', visitDate: '2026-12-05' }));
    renderEnquiry();
    expect(await screen.findByRole('heading', { name: 'ENQ-2027-0001', level: 1 })).toBeTruthy();
    const phone = screen.getByRole('link', { name: '+91 98765 43210' });
    expect(phone.getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('link', { name: 'harpreet@family.example' }).getAttribute('href')).toBe('mailto:harpreet@family.example');
    expect(screen.getByText('By the date of birth, the child is of an age for Nursery, not LKG.')).toBeTruthy();
    expect(screen.getByText('15 June 2023')).toBeTruthy();
    expect(screen.getByText('5 December 2026')).toBeTruthy();
    expect(screen.getByText('Agreed to the privacy notice, version 2, on the Punjabi page.')).toBeTruthy();
    expect(timeline()).toEqual([expect.stringMatching(/^Enquiry receivedFrom the website · 26 Nov 2026/)]);
  });

  it('says the consent of an enquiry the office recorded was given to them, in the family’s language', async () => {
    fakeApi.reply('GET', '/enquiries/assignees', ASSIGNEES);
    const recorded = { at: '2026-11-26T04:00:00.000Z', by: { uid: 'u1', name: 'Sister Anne' }, kind: 'received' as const };
    fakeApi.reply('GET', '/enquiries/e1', enquiry({ timeline: [recorded] }));
    renderEnquiry();
    expect(
      await screen.findByText(
        'The parent agreed to the privacy notice, version 2, as Sister Anne recorded (the family’s language: Punjabi).',
      ),
    ).toBeTruthy();
  });

  it('says nothing of the class when the child is of an age for the one sought', async () => {
    fakeApi.reply('GET', '/enquiries/assignees', ASSIGNEES);
    fakeApi.reply('GET', '/enquiries/e1', enquiry());
    renderEnquiry();
    await screen.findByRole('heading', { name: 'ENQ-2027-0001', level: 1 });
    expect(screen.queryByText(/By the date of birth/)).toBeNull();
  });

  it('changes the status with a note in one save with the version shown; the timeline shows it first', async () => {
    fakeApi.reply('GET', '/enquiries/assignees', ASSIGNEES);
    fakeApi.reply('GET', '/enquiries/e1', enquiry());
    const at = '2026-11-27T05:00:00.000Z';
    fakeApi.reply(
      'PATCH',
      '/enquiries/e1',
      enquiry({
        status: 'contacted',
        version: 2,
        timeline: [
          ...enquiry().timeline,
          { at, by: ASHA, kind: 'status', status: 'contacted' },
          { at, by: ASHA, kind: 'note', note: 'Called; visit on Saturday.' },
        ],
      }),
    );
    const { user } = renderEnquiry();
    await screen.findByRole('heading', { name: 'ENQ-2027-0001', level: 1 });
    const save = panel().getByRole('button', { name: 'Save changes' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(panel().getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option')).toHaveLength(8);
    await user.click(screen.getByRole('option', { name: 'Contacted' }));
    await fill(user, panel().getByRole('textbox', { name: 'Note' }), 'Called; visit on Saturday.');
    await user.click(panel().getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enquiry updated')).toBeTruthy();
    expect(fakeApi.calls('PATCH', '/enquiries/e1')[0]?.body).toEqual({
      version: 1,
      status: 'contacted',
      note: 'Called; visit on Saturday.',
    });
    expect(timeline()[0]).toMatch(/^NoteCalled; visit on Saturday\.Asha Admin · 27 Nov 2026/);
    expect(timeline()[1]).toMatch(/^Status: ContactedAsha Admin/);
    expect(panel().getByRole('textbox', { name: 'Note' })).toHaveProperty('value', '');
    expect(panel().getByRole('combobox', { name: 'Status' }).textContent).toBe('Contacted');
  });

  it('sets a follow-up day and gives the enquiry to a member; a settled status needs no follow-up', async () => {
    fakeApi.reply('GET', '/enquiries/assignees', ASSIGNEES);
    fakeApi.reply('GET', '/enquiries/e1', enquiry({ followUp: '2026-12-01' }));
    fakeApi.reply('PATCH', '/enquiries/e1', enquiry({ version: 2 }));
    const { user } = renderEnquiry();
    await screen.findByRole('heading', { name: 'ENQ-2027-0001', level: 1 });
    const day = panel().getByLabelText('Follow-up day');
    expect(day).toHaveProperty('value', '2026-12-01');
    fireEvent.change(day, { target: { value: '2026-12-10' } });
    await user.click(panel().getByRole('combobox', { name: 'Assigned to' }));
    await user.click(screen.getByRole('option', { name: 'Mrs Gill' }));
    await user.click(panel().getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enquiry updated')).toBeTruthy();
    expect(fakeApi.calls('PATCH', '/enquiries/e1')[0]?.body).toEqual({ version: 1, followUp: '2026-12-10', assignedTo: 'u2' });

    await user.click(panel().getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Withdrawn' }));
    expect(panel().getByLabelText('Follow-up day')).toHaveProperty('disabled', true);
    expect(panel().getByText('A settled enquiry needs no follow-up.')).toBeTruthy();
  });

  it('says when someone else changed it since, and Reload shows theirs with the note still typed', async () => {
    fakeApi.reply('GET', '/enquiries/assignees', ASSIGNEES);
    fakeApi.reply('GET', '/enquiries/e1', enquiry(), 'once');
    fakeApi.reply('GET', '/enquiries/e1', enquiry({ status: 'visited', version: 3 }));
    fakeApi.fail('PATCH', '/enquiries/e1', 409, EDIT_CONFLICT_MESSAGE);
    const { user } = renderEnquiry();
    await screen.findByRole('heading', { name: 'ENQ-2027-0001', level: 1 });
    await fill(user, panel().getByRole('textbox', { name: 'Note' }), 'Asked for the fee list.');
    await user.click(panel().getByRole('button', { name: 'Save changes' }));
    expect(await panel().findByText(EDIT_CONFLICT_MESSAGE)).toBeTruthy();
    await user.click(panel().getByRole('button', { name: 'Reload' }));
    await screen.findByRole('combobox', { name: 'Status' });
    await panel().findByText('Visited');
    expect(panel().queryByText(EDIT_CONFLICT_MESSAGE)).toBeNull();
    expect(panel().getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'Asked for the fee list.');
  });

  it('deletes to the trash after the question, and goes back to the list', async () => {
    fakeApi.reply('GET', '/enquiries/assignees', ASSIGNEES);
    fakeApi.reply('GET', '/enquiries/e1', enquiry());
    fakeApi.reply('DELETE', '/enquiries/e1', null);
    const { user } = renderEnquiry();
    await user.click(await screen.findByRole('button', { name: 'Delete enquiry' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete enquiry?' });
    expect(dialog.textContent).toMatch(/Are you sure you want to delete ENQ-2027-0001\? You can restore it from the trash/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Enquiry deleted')).toBeTruthy();
    expect(await reachedRoute()).toBe('/admin/enquiries');
  });
});
