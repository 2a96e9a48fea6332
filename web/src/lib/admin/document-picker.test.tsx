import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { documentView, scanView } from '../../test/documents';
import { pageAnswer } from '../../test/page-answer';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { DocumentPicker, type ChosenDocument } from './document-picker';

// The document picker as staff use it in a form: a button, a dialog of the library (drafts too,
// each marked), search by title and category, twenty at a time, and the chosen document answered.

const draft = documentView({ _id: 'd3', title: 'Fee structure 2027-28', slug: 'fee-structure-2027-28', isPublished: false });
const scheduled = scanView({ publishAt: '2099-04-01T03:30:00.000Z' });

function renderPicker() {
  const chosen = vi.fn<(doc: ChosenDocument) => void>();
  const rendered = renderAdmin(<DocumentPicker onChoose={chosen} />);
  return { ...rendered, chosen };
}

const dialog = () => screen.getByRole('dialog', { name: 'Choose a document' });
const open = async (user: ReturnType<typeof renderPicker>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Choose a document' }));
  return dialog();
};

describe('the document picker', () => {
  it('asks for nothing until opened, then says it is loading', async () => {
    fakeApi.hang('GET', '/documents');
    const { user } = renderPicker();
    expect(fakeApi.calls()).toEqual([]);
    await open(user);
    expect(within(dialog()).getByRole('progressbar', { name: 'Loading documents' })).toBeTruthy();
  });

  it('says when the library is empty, and shows the server’s load error with Try again', async () => {
    fakeApi.fail('GET', '/documents', 500, 'The store is down.', 'once');
    fakeApi.reply('GET', '/documents', pageAnswer([]));
    const { user } = renderPicker();
    await open(user);
    expect((await within(dialog()).findByRole('alert')).textContent).toContain('The store is down.');
    await user.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog()).findByText('No documents in the library yet.')).toBeTruthy();
  });

  it('lists the library with the token, twenty at a time, each marked published, scheduled or draft', async () => {
    fakeApi.reply('GET', '/documents', pageAnswer([documentView(), draft, scheduled]));
    const { user } = renderPicker();
    await open(user);
    const rows = await within(dialog()).findAllByRole('button', { name: /issued/ });
    expect(rows.map((row) => row.textContent)).toEqual([
      'Holiday list 2026-27Holiday list · issued 1 April 2026Published',
      'Fee structure 2027-28Holiday list · issued 1 April 2026Draft: not on the site',
      expect.stringMatching(/^Fire safety certificateCertificate · issued 1 April 2026Scheduled for 1 Apr 2099, 9:00 am/i),
    ]);
    expect(fakeApi.calls('GET', '/documents')[0]?.query).toMatchObject({ limit: 20 });
  });

  it('searches by title once typing pauses, and filters by category', async () => {
    fakeApi.on('GET', '/documents', (call) => pageAnswer(call.query?.q === 'zebra' ? [] : [documentView()]));
    const { user } = renderPicker();
    await open(user);
    await within(dialog()).findByText('Holiday list 2026-27');
    await user.type(within(dialog()).getByRole('searchbox', { name: 'Search by title' }), 'zebra');
    expect(await within(dialog()).findByText('No documents match “zebra”.')).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Clear search' }));
    await within(dialog()).findByText('Holiday list 2026-27');
    await user.click(within(dialog()).getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Certificate' }));
    await waitFor(() => expect(fakeApi.calls('GET', '/documents').at(-1)?.query).toMatchObject({ category: 'certificate', q: undefined }));
    expect(fakeApi.calls('GET', '/documents').map((call) => call.query?.q)).toContain('zebra');
  });

  it('loads more under the rows when the library has more', async () => {
    fakeApi.on('GET', '/documents', (call) => (call.query?.after === 'c2' ? pageAnswer([scheduled]) : pageAnswer([documentView()], 'c2')));
    const { user } = renderPicker();
    await open(user);
    await within(dialog()).findByText('Holiday list 2026-27');
    await user.click(within(dialog()).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog()).findByText('Fire safety certificate')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('answers the chosen document with its page’s path, closes, and gives focus back to its button', async () => {
    fakeApi.reply('GET', '/documents', pageAnswer([documentView(), draft]));
    const { user, chosen } = renderPicker();
    await open(user);
    await user.click(await within(dialog()).findByRole('button', { name: /^Fee structure 2027-28/ }));
    expect(chosen).toHaveBeenCalledWith({
      id: 'd3',
      slug: 'fee-structure-2027-28',
      title: 'Fee structure 2027-28',
      path: '/documents/fee-structure-2027-28',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose a document' })));
  });

  it('is used with the keyboard alone: Enter opens, Tab reaches a document, Enter chooses; Escape closes', async () => {
    fakeApi.reply('GET', '/documents', pageAnswer([documentView()]));
    const { user, chosen } = renderPicker();
    screen.getByRole('button', { name: 'Choose a document' }).focus();
    await user.keyboard('{Enter}');
    const row = await within(dialog()).findByRole('button', { name: /^Holiday list 2026-27/ });
    while (document.activeElement !== row) await user.tab();
    await user.keyboard('{Enter}');
    expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ slug: 'holiday-list-2026-27', path: '/documents/holiday-list-2026-27' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('{Enter}');
    await within(dialog()).findByText('Holiday list 2026-27');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chosen).toHaveBeenCalledTimes(1);
  });
});
