import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { documentView } from '../../test/documents';
import { pageAnswer } from '../../test/page-answer';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import BodyEditor from './body-editor';

// The body editor's "Link a document" (issue 35, item 7): the page of a document chosen from the
// library becomes a link in the body, on the selected words or as the document's title.

function renderEditor(initialHtml: string) {
  const changed = vi.fn<(html: string) => void>();
  fakeApi.reply('GET', '/documents', pageAnswer([documentView()]));
  const rendered = renderAdmin(
    <>
      <span id="body-label">Content</span>
      <BodyEditor initialHtml={initialHtml} onChange={changed} labelId="body-label" />
    </>,
  );
  const lastHtml = () => changed.mock.calls.at(-1)?.[0] ?? '';
  return { ...rendered, lastHtml };
}

const body = () => screen.getByRole('textbox', { name: 'Content' });
const LINK = '<a target="_blank" rel="noopener noreferrer nofollow" href="/documents/holiday-list-2026-27">';

async function chooseHolidayList(user: ReturnType<typeof renderAdmin>['user']) {
  await user.click(screen.getByRole('button', { name: 'Link a document' }));
  await user.click(await within(screen.getByRole('dialog', { name: 'Choose a document' })).findByRole('button', { name: /^Holiday list/ }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the page body editor: Link a document', () => {
  it('puts the document’s title in as a link to its page when nothing is selected, and gives focus back to the body', async () => {
    const { user, lastHtml } = renderEditor('');
    await user.click(body());
    await chooseHolidayList(user);
    expect(lastHtml()).toBe(`<p>${LINK}Holiday list 2026-27</a></p>`);
    await waitFor(() => expect(body().contains(document.activeElement)).toBe(true));
    // What staff type next is not part of the link.
    await user.keyboard(' is out');
    expect(lastHtml()).toBe(`<p>${LINK}Holiday list 2026-27</a> is out</p>`);
  });

  it('links the selected words to the document’s page', async () => {
    const { user, lastHtml } = renderEditor('<p>Read the holiday list</p>');
    await user.click(body());
    await user.keyboard('{Control>}a{/Control}');
    await chooseHolidayList(user);
    expect(lastHtml()).toBe(`<p>${LINK}Read the holiday list</a></p>`);
  });

  it('changes nothing when staff cancel, and the body has the focus again', async () => {
    const { user, lastHtml } = renderEditor('<p>Dates</p>');
    await user.click(body());
    await user.click(screen.getByRole('button', { name: 'Link a document' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(body().contains(document.activeElement)).toBe(true));
    expect(lastHtml()).toBe('');
  });
});
