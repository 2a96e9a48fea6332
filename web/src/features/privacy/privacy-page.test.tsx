import type { PageTextsView } from '@school/shared/page-text-schemas';
import type { PrivacyTexts } from '@school/shared/privacy-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test/render-public';
import { PrivacyPage } from './privacy-page';

// /privacy as the server renders it (issue 37): the notice's texts come with the page, the contact
// from the test school's settings; its version is the publication's number.

const texts: PrivacyTexts = {
  subtitle: 'What {school name} collects, and why.',
  intro: '<p>{school name} is responsible for this data.</p>',
  items: [
    { title: 'Messages', collected: 'Your name and e-mail.', purpose: 'To answer you.', kept: '{message retention months} months.' },
    { title: 'Server logs', collected: 'Network addresses.', purpose: 'Security.', kept: 'One year.' },
  ],
  sections: [{ title: 'Your rights', body: '<p>Ask us to see, correct or erase your data.</p>' }],
};
const view: PageTextsView<'privacy'> = { page: 'privacy', texts, images: {}, updatedAt: '2026-11-20T06:00:00.000Z', publication: 3 };
const render = (school?: Parameters<typeof renderPublic>[1]['school']) =>
  renderPublic(<PrivacyPage />, {
    route: '/privacy',
    data: { '/page-texts/privacy': { status: 200, body: { success: true, data: view } } },
    school,
  });

describe('/privacy', () => {
  it('shows the version and date, each kind of data with what, why and how long, and the sections', () => {
    render({ retentionMonths: { messages: 18, enquiries: 24 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeTruthy();
    expect(screen.getByText('Version 3, published November 20, 2026')).toBeTruthy();
    expect(screen.getByText('Convent School Faridkot is responsible for this data.')).toBeTruthy();
    const messages = screen.getByRole('article', { name: 'Messages' });
    expect(within(messages).getByText('What we collect').nextElementSibling?.textContent).toBe('Your name and e-mail.');
    expect(within(messages).getByText('How long we keep it').nextElementSibling?.textContent).toBe('18 months.');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Your rights' }).textContent).toContain('Ask us to see, correct or erase your data.');
  });

  it('names the data-protection contact from the settings, with its e-mail and phone as links', () => {
    render({ dataProtection: { name: 'Mrs Harjit Kaur', email: 'privacy@school.example', phone: '+91 98140 22222' } });
    const contact = screen.getByRole('region', { name: 'Data-protection contact' });
    expect(contact.textContent).toContain('Mrs Harjit Kaur');
    expect(within(contact).getByRole('link', { name: 'privacy@school.example' }).getAttribute('href')).toBe(
      'mailto:privacy@school.example',
    );
    expect(within(contact).getByRole('link', { name: '+91 98140 22222' }).getAttribute('href')).toBe('tel:+919814022222');
  });

  it('with the contact left blank, names the school and its office phone, never an empty line', () => {
    render({ dataProtection: { name: '', email: '', phone: '' } });
    const contact = screen.getByRole('region', { name: 'Data-protection contact' });
    expect(contact.textContent).toContain('Convent School Faridkot');
    expect(within(contact).queryByText('E-mail')).toBeNull();
    expect(within(contact).getByRole('link', { name: '+91 1639 250 100' })).toBeTruthy();
  });
});
