import type { AdmissionsTexts, PageTextsEditView, PageTextsView } from '@school/shared/page-text-schemas';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../test/fill';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { PageEditor } from './page-editor';
import { PUBLISHED, SAVED } from '../../lib/admin/use-draft-editor';

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
const LOAD_FAILED = 'The page texts could not be loaded. Please try again.';
const STALE = 'Someone else changed this page since you opened it.';
const renderEditor = () => renderAdmin(<PageEditor page="admissions" RichEditor={() => null} />, { route: '/admin/pages/admissions' });
const subtitleBox = () => screen.findByRole<HTMLInputElement>('textbox', { name: 'Subtitle under the page title' });

/** Puts `text` over the subtitle, as staff change a text before saving. */
async function retypeSubtitle(user: UserEvent, text: string) {
  await fill(user, await subtitleBox(), text);
}

describe('/admin/pages/{page}', () => {
  it('shows a spinner until the texts answer', () => {
    fakeApi.hang('GET', `${PATH}/draft`);
    renderEditor();
    expect(screen.getByRole('progressbar', { name: 'Loading the page texts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('shows the load error, and on "Try again" the spinner until the texts answer', async () => {
    let answer: (data: unknown) => void = () => undefined;
    fakeApi.fail('GET', `${PATH}/draft`, 500, 'disk error', 'once');
    fakeApi.on('GET', `${PATH}/draft`, () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderEditor();
    expect(await screen.findByText(LOAD_FAILED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('progressbar', { name: 'Loading the page texts' })).toBeTruthy();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
    answer(view());
    expect((await subtitleBox()).value).toBe('Join our school');
    expect(screen.getByText('Published')).toBeTruthy();
  });

  it('tells an account without a staff role what the server said (403)', async () => {
    fakeApi.fail('GET', `${PATH}/draft`, 403, 'Only staff can edit the page texts.');
    renderEditor();
    expect(await screen.findByText('Only staff can edit the page texts.')).toBeTruthy();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('saves the draft based on the version shown and says visitors do not see it yet', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view());
    // The answer differs from the typing only to show the fields keep it (a rich editor keeps its place).
    fakeApi.reply('PUT', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z', 'Hello!')));
    const { user } = renderEditor();
    await retypeSubtitle(user, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('status')).textContent).toContain(SAVED);
    expect(screen.getByText('Draft not yet published')).toBeTruthy();
    expect((await subtitleBox()).value).toBe('Hello');
    expect(fakeApi.calls('PUT', `${PATH}/draft`)[0]).toMatchObject({
      ifMatch: '2026-11-01T00:00:00.000Z',
      body: { subtitle: 'Hello', translations: {} },
    });
  });

  it('edits the Punjabi texts beside the English ones, each with its English under it, and saves them with the draft', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view());
    fakeApi.reply('PUT', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z')));
    const { user } = renderEditor();
    await subtitleBox();
    await user.click(screen.getByRole('button', { name: 'Punjabi' }));
    const subtitle = screen.getByRole<HTMLInputElement>('textbox', { name: 'Subtitle under the page title (Punjabi)' });
    expect(subtitle.value).toBe('');
    expect(screen.getByText('English: Join our school')).toBeTruthy();
    // A level below the top (the process tab) is bound too, with its own English.
    expect(screen.getByText('English: How to apply')).toBeTruthy();
    await user.click(subtitle);
    await user.paste('ਸਾਡੇ ਸਕੂਲ ਵਿੱਚ ਆਓ');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('status')).textContent).toContain(SAVED);
    expect(fakeApi.calls('PUT', `${PATH}/draft`)[0]?.body).toMatchObject({
      subtitle: 'Join our school',
      translations: { pa: { subtitle: 'ਸਾਡੇ ਸਕੂਲ ਵਿੱਚ ਆਓ' } },
    });
  });

  it('says "Saving..." and holds the other buttons while the draft is on its way', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view());
    fakeApi.hang('PUT', `${PATH}/draft`);
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(screen.getByRole('button', { name: 'Saving...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Preview' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
  });

  it('marks a required text left empty and sends nothing', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view());
    const { user } = renderEditor();
    await retypeSubtitle(user, '');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the marked fields.');
    expect(screen.getByText('Subtitle is required')).toBeTruthy();
    expect(fakeApi.calls('PUT')).toHaveLength(0);
  });

  it('says why a save failed, keeps the typing, and a later save replaces the error', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view());
    fakeApi.fail('PUT', `${PATH}/draft`, 500, undefined, 'once');
    fakeApi.reply('PUT', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z', 'Hello')));
    const { user } = renderEditor();
    await retypeSubtitle(user, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The draft could not be saved.');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    expect((await subtitleBox()).value).toBe('Hello');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findByRole('status')).textContent).toContain(SAVED);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Reload when someone else saved since (409), which shows their version instead of the typing', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view(), 'once');
    fakeApi.reply('GET', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z', 'Their subtitle')));
    fakeApi.fail('PUT', `${PATH}/draft`, 409, STALE);
    const { user } = renderEditor();
    await retypeSubtitle(user, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`The draft could not be saved. ${STALE}`);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Draft not yet published')).toBeTruthy();
    expect((await subtitleBox()).value).toBe('Their subtitle');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fakeApi.calls('GET', `${PATH}/draft`)).toHaveLength(2);
  });

  it('publishes the draft it shows', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z', 'New subtitle')));
    fakeApi.reply('POST', `${PATH}/publish`, view());
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('status')).textContent).toContain(PUBLISHED);
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
    expect(fakeApi.calls('POST', `${PATH}/publish`)[0]?.ifMatch).toBe('2026-11-02T00:00:00.000Z');
  });

  it('takes down "Published" once the texts are typed over, so it never stands beside texts visitors do not see', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z', 'New subtitle')));
    fakeApi.reply('POST', `${PATH}/publish`, view());
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('status')).textContent).toContain(PUBLISHED);
    await retypeSubtitle(user, 'Typed after publishing');
    expect(screen.queryByText(PUBLISHED)).toBeNull();
  });

  it('saves unsaved typing as the draft first, then publishes that draft', async () => {
    const saved = view(version('2026-11-02T00:00:00.000Z', 'Typed'));
    fakeApi.reply('GET', `${PATH}/draft`, view());
    fakeApi.reply('PUT', `${PATH}/draft`, saved);
    fakeApi.reply('POST', `${PATH}/publish`, { ...saved, published: saved.draft, draft: null });
    const { user } = renderEditor();
    await retypeSubtitle(user, 'Typed');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('status')).textContent).toContain(PUBLISHED);
    expect(fakeApi.calls('PUT', `${PATH}/draft`)[0]?.body).toMatchObject({ subtitle: 'Typed' });
    expect(fakeApi.calls('POST', `${PATH}/publish`)[0]?.ifMatch).toBe('2026-11-02T00:00:00.000Z');
  });

  it('says why publishing failed, with the server’s reason', async () => {
    fakeApi.reply('GET', `${PATH}/draft`, view(version('2026-11-02T00:00:00.000Z', 'New subtitle')));
    fakeApi.fail('POST', `${PATH}/publish`, 409, STALE);
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`The page could not be published. ${STALE}`);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByText('Draft not yet published')).toBeTruthy();
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
    expect(fakeApi.calls('DELETE', `${PATH}/draft`)[0]?.ifMatch).toBe('2026-11-02T00:00:00.000Z');
    expect(screen.getByText('Published')).toBeTruthy();
    expect((await subtitleBox()).value).toBe('Join our school');
  });
});
