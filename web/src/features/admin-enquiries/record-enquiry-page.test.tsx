import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill } from '../../test/fill';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { atRoute, reachedRoute } from '../../test/routes';
import { RecordEnquiryPage } from './record-enquiry-page';

const SETTINGS = {
  retentionMonths: { messages: 24, enquiries: 18 },
  admissionClasses: [
    { name: 'Nursery', age: 3, by: '03-31' },
    { name: 'LKG', age: 4, by: '03-31' },
    { name: 'UKG', age: 5, by: '03-31' },
  ],
};

// 1 December 2026 at the school: the years offered are 2026-27 and 2027-28.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T04:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

function renderForm() {
  fakeApi.reply('GET', '/settings', SETTINGS);
  const rendered = renderAdmin(atRoute('/admin/enquiries/new', <RecordEnquiryPage />), { route: '/admin/enquiries/new' });
  const { user } = rendered;
  const choose = async (label: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: label }));
    await user.click(await screen.findByRole('option', { name: option }));
  };
  /** Everything a valid enquiry needs, the class left to what the date of birth fills in. */
  const fillIn = async () => {
    await fill(user, screen.getByRole('textbox', { name: "Parent's name" }), 'Harpreet Kaur');
    await fill(user, screen.getByRole('textbox', { name: 'Mobile number' }), '98765 43210');
    await fill(user, screen.getByRole('textbox', { name: 'E-mail' }), 'harpreet@family.example');
    await choose("The family's language", 'Punjabi');
    await fill(user, screen.getByRole('textbox', { name: "Child's name" }), 'Simran');
    fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '2023-06-15' } });
    await choose('Academic year', '2027-28');
    await user.click(screen.getByRole('checkbox', { name: 'The parent agreed to the privacy notice' }));
  };
  return { ...rendered, choose, fillIn, press: () => user.click(screen.getByRole('button', { name: 'Record enquiry' })) };
}

describe('/admin/enquiries/new', () => {
  it('says what each empty field needs, puts the focus on the first, and sends nothing', async () => {
    const { press } = renderForm();
    await screen.findByRole('heading', { name: 'Record an enquiry', level: 1 });
    await press();
    // The check loads the shared schema at the first press.
    expect(await screen.findByText("Parent's name is required")).toBeTruthy();
    expect(screen.getByText('Mobile number is required')).toBeTruthy();
    expect(screen.getByText('Date of birth: choose a date')).toBeTruthy();
    expect(screen.getByText('Academic year: choose one')).toBeTruthy();
    expect(screen.getByText(/Confirm that the parent agreed to the privacy notice/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: "Parent's name" }));
    expect(fakeApi.calls('POST')).toEqual([]);
  });

  it('puts the focus on a wrong mobile number once the fields before it are right', async () => {
    const { user, press } = renderForm();
    await fill(user, screen.getByRole('textbox', { name: "Parent's name" }), 'Harpreet Kaur');
    await fill(user, screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await press();
    expect(await screen.findByText('Mobile number: enter a valid mobile number, like 98765 43210')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Mobile number' }));
  });

  it('asks for the parent’s consent last, with the focus on its box', async () => {
    const { user, fillIn, press } = renderForm();
    await fillIn();
    await user.click(screen.getByRole('checkbox', { name: 'The parent agreed to the privacy notice' }));
    await press();
    expect(await screen.findByText(/Confirm that the parent agreed to the privacy notice/)).toBeTruthy();
    const box = screen.getByRole('checkbox', { name: 'The parent agreed to the privacy notice' });
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(fakeApi.calls('POST')).toEqual([]);
  });

  it('says which class the date of birth fits, fills it in, and says so when another is chosen without refusing it', async () => {
    const { user, choose, fillIn } = renderForm();
    expect(screen.getByText('Choose the date of birth and the year to see which class fits the child’s age.')).toBeTruthy();
    await fillIn();
    expect(screen.getByText('By 31 March 2027 the child will be 3 years old: the class for that age is Nursery.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Class sought/ }).textContent).toBe('Nursery');
    await choose('Class sought', 'LKG');
    expect(
      screen.getByText(
        'By 31 March 2027 the child will be 3 years old: the class for that age is Nursery. Not the class chosen (LKG); you can still record it.',
      ),
    ).toBeTruthy();
    fakeApi.reply('POST', '/enquiries/by-office', { _id: 'e7', reference: 'ENQ-2027-0007' });
    await user.click(screen.getByRole('button', { name: 'Record enquiry' }));
    await vi.waitFor(() => expect(fakeApi.calls('POST', '/enquiries/by-office')[0]?.body).toMatchObject({ classSought: 'LKG' }));
  });

  it('shows the server’s refusal in an alert and keeps what was typed', async () => {
    const { fillIn, press } = renderForm();
    await fillIn();
    fakeApi.fail('POST', '/enquiries/by-office', 400, "Class: choose one of the school's classes");
    await press();
    expect((await screen.findByRole('alert')).textContent).toBe("Class: choose one of the school's classes");
    expect(screen.getByRole('textbox', { name: "Parent's name" })).toHaveProperty('value', 'Harpreet Kaur');
    expect(screen.getByRole('button', { name: 'Record enquiry' })).toHaveProperty('disabled', false);
  });

  it('records it in the family’s language with their consent, says its reference and opens it', async () => {
    const { fillIn, press } = renderForm();
    await fillIn();
    fakeApi.reply('POST', '/enquiries/by-office', { _id: 'e7', reference: 'ENQ-2027-0007' });
    await press();
    expect(await screen.findByText('Enquiry ENQ-2027-0007 recorded')).toBeTruthy();
    expect(await reachedRoute()).toBe('/admin/enquiries/e7');
    expect(fakeApi.calls('POST', '/enquiries/by-office')[0]?.body).toEqual({
      parentName: 'Harpreet Kaur',
      phone: '+919876543210',
      email: 'harpreet@family.example',
      childName: 'Simran',
      dateOfBirth: '2023-06-15',
      classSought: 'Nursery',
      academicYear: '2027-28',
      currentSchool: '',
      visitDate: '',
      message: '',
      locale: 'pa',
      consent: true,
    });
  });

  it('offers the privacy notice in a new tab and the way back to the list', () => {
    renderForm();
    const notice = screen.getByRole('link', { name: 'Read the privacy notice (opens in a new tab)' });
    expect(notice.getAttribute('href')).toBe('/privacy');
    expect(notice.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Back to enquiries' }).getAttribute('href')).toBe('/admin/enquiries');
  });
});
