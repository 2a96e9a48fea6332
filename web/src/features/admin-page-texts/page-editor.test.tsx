import type { AdmissionsTexts, PageTextsEditView, PageTextsView } from '@school/shared/page-text-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { PageEditor } from './page-editor';
import { PUBLISHED, SAVED } from './use-texts-editor';

const texts: AdmissionsTexts = {
  subtitle: 'Join our school',
  process: { title: 'How to apply', steps: [{ title: 'Visit', text: 'Come to the office.' }] },
  requirements: { title: 'What you need', items: ['Birth certificate'] },
  apply: { title: 'Apply now', intro: 'Fill in the form.', items: ['Bring two photos'], feesNote: '' },
};

const version = (updatedAt: string, subtitle = texts.subtitle): PageTextsView<'admissions'> => ({
  page: 'admissions',
  texts: { ...texts, subtitle },
  images: {},
  updatedAt,
});

const view = (draft: PageTextsView<'admissions'> | null = null): PageTextsEditView<'admissions'> => ({
  page: 'admissions',
  published: version('2026-11-01T00:00:00.000Z'),
  draft,
});

const PATH = '/page-texts/admissions';
const renderEditor = () => renderAdmin(<PageEditor page="admissions" RichEditor={() => null} />, { route: '/admin/pages/admissions' });

describe('/admin/pages/{page}', () => {
  it('shows a spinner until the texts answer', () => {
    fakeApi.hang('GET', `${PATH}/draft`);
    renderEditor();
    expect(screen.getByRole('progressbar', { name: 'Loading the page texts' })).toBeTruthy();
  });

  it('shows the load error and loads again on "Try again"', async () => {
    fakeApi.fail('GET', `${PATH}/draft`, 500, 'disk error', 'once');
    fakeApi.reply('GET', `${PATH}/draft`, view());
    const { user } = renderEditor();
    expect(await screen.findByText('The page texts could not be loaded. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Published')).toBeTruthy();
  });

  it('saves the draft based on the version shown and says visitors do not see it yet', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view());
    fakeApi.reply('PUT', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z')));
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('status')).textContent).toContain(SAVED);
    expect(screen.getByText('Draft not yet published')).toBeTruthy();
    expect(fakeApi.calls('PUT', `${PATH}/draft`)[0]).toMatchObject({
      ifMatch: '2026-11-01T00:00:00.000Z',
      body: { subtitle: 'Join our school' },
    });
  });

  it('says why a save failed, and offers Reload when someone else saved since (409)', async () => {
    const stale = 'Someone else changed this page since you opened it.';
    fakeApi.reply('GET', `${PATH}/draft`, view());
    fakeApi.fail('PUT', `${PATH}/draft`, 500, undefined, 'once');
    fakeApi.fail('PUT', `${PATH}/draft`, 409, stale);
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The draft could not be saved.');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(`The draft could not be saved. ${stale}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(fakeApi.calls('GET', `${PATH}/draft`)).toHaveLength(2);
  });

  it('publishes the draft it shows', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z', 'New subtitle')));
    fakeApi.reply('POST', `${PATH}/publish`, view());
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('status')).textContent).toContain(PUBLISHED);
    expect(fakeApi.calls('POST', `${PATH}/publish`)[0]?.ifMatch).toBe('2026-11-02T00:00:00.000Z');
  });

  it('discards the draft only after the question', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z', 'New subtitle')));
    fakeApi.reply('DELETE', `${PATH}/draft`, view());
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(fakeApi.calls('DELETE')).toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Discard/ }));
    expect(await screen.findByText('Draft discarded. The page shows the published texts.')).toBeTruthy();
    expect(fakeApi.calls('DELETE', `${PATH}/draft`)).toHaveLength(1);
  });
});
