import type { PageTextsEditView, ParentResourcesTexts } from '@school/shared/page-text-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentView } from '../../test/documents';
import { pageAnswer } from '../../test/page-answer';
import { fill } from '../../test/fill';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { PageEditor } from './page-editor';
import { SAVED } from '../../lib/admin/use-draft-editor';

// The Parent Resources cards' links (issue 35, item 7): each card's link is typed, or filled with the
// page of a document chosen from the library; the draft saves whichever staff left there.

const texts: ParentResourcesTexts = {
  subtitle: 'Help for families',
  resources: [
    { title: 'Talk to us', text: 'Meet the class teacher.', category: 'communication', icon: 'chat', link: '/contact' },
    { title: 'Fee structure', text: 'What the year costs.', category: 'learning-support', icon: 'idea', link: '/contact' },
  ],
  help: { title: 'Need help?', text: 'Call the office.' },
};

const view: PageTextsEditView<'parent-resources'> = {
  page: 'parent-resources',
  published: { page: 'parent-resources', texts, images: {}, updatedAt: '2026-11-01T00:00:00.000Z' },
  draft: null,
};

const PATH = '/page-texts/parent-resources';
const card = async (name: string) => (await screen.findByText(name)).closest<HTMLElement>('.MuiPaper-root')!;

describe('/admin/pages/parent-resources: a card’s link', () => {
  it('is filled with the page of the document chosen from the library, and saved with the draft', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view);
    fakeApi.reply('GET', '/documents', pageAnswer([documentView({ title: 'Fee structure 2026-27', slug: 'fee-structure-2026-27' })]));
    fakeApi.reply('PUT', `${PATH}/draft`, view);
    const { user } = renderAdmin(<PageEditor page="parent-resources" RichEditor={() => null} />);
    const second = await card('Resource 2');
    await user.click(within(second).getByRole('button', { name: 'Choose a document' }));
    await user.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /^Fee structure 2026-27/ }));
    expect(within(second).getByRole<HTMLInputElement>('textbox', { name: 'Link' }).value).toBe('/documents/fee-structure-2026-27');
    // The other card keeps the link typed by hand.
    expect(within(await card('Resource 1')).getByRole<HTMLInputElement>('textbox', { name: 'Link' }).value).toBe('/contact');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('status')).textContent).toContain(SAVED);
    const saved = fakeApi.calls('PUT', `${PATH}/draft`)[0]?.body as ParentResourcesTexts;
    expect(saved.resources.map((resource) => resource.link)).toEqual(['/contact', '/documents/fee-structure-2026-27']);
  });

  it('can still be typed by hand, and a link that is neither a page nor https is marked', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view);
    const { user } = renderAdmin(<PageEditor page="parent-resources" RichEditor={() => null} />);
    const link = within(await card('Resource 1')).getByRole<HTMLInputElement>('textbox', { name: 'Link' });
    await fill(user, link, 'ftp://files.example/fees.pdf');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Link: a page of this site (starting with /) or a full address starting with https://')).toBeTruthy();
    expect(fakeApi.calls('PUT')).toHaveLength(0);
    expect(fakeApi.calls('GET', '/documents')).toHaveLength(0);
  });
});
