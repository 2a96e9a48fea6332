import { GALLERY_REQUIRED_MESSAGE } from '@school/shared/gallery-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gallery, serveGalleries } from '../../test/galleries';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminMediaPage } from './admin-media-page';
import { TEXT } from './messages';

// The dialog through the screen that opens it: the server's reason reaches the dialog by the
// screen's handlers (failureText), which is what a staff member sees.

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
/** Pasted rather than typed: every keystroke renders the whole dialog again, slow on a busy machine. */
async function fill(user: UserEvent, dialog: HTMLElement, name: string, text: string) {
  await user.click(field(dialog, name));
  await user.paste(text);
}

/** Opens "New gallery" on a screen with no galleries yet. */
async function openNew() {
  serveGalleries([]);
  const rendered = renderAdmin(<AdminMediaPage />);
  await screen.findByText('No galleries yet. Create the first one.');
  await rendered.user.click(screen.getByRole('button', { name: 'New gallery' }));
  return { ...rendered, dialog: dialogNamed('New gallery') };
}

/** Opens "Edit gallery" on the one gallery shown. */
async function openEdit() {
  serveGalleries([gallery({ description: 'The whole school on stage.' })]);
  const rendered = renderAdmin(<AdminMediaPage />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit details' }));
  return { ...rendered, dialog: dialogNamed('Edit gallery') };
}

describe('the New gallery dialog', () => {
  it('creates the gallery as a draft, says so and opens it', async () => {
    const created = gallery({ _id: 'g9', title: 'Sports day', category: 'Sports', slug: 'sports-day', version: 1 });
    fakeApi.reply('POST', '/galleries', created);
    // The list holds summaries: the new gallery opens whole from its address.
    fakeApi.reply('GET', '/galleries/slug/sports-day', created);
    const { user, dialog } = await openNew();
    await fill(user, dialog, 'Title', 'Sports day');
    await fill(user, dialog, 'Category', 'Sports');
    await user.click(within(dialog).getByRole('button', { name: 'Create gallery' }));
    expect(await screen.findByText('Gallery created')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sports day' })).toBeTruthy();
    // This dialog stays mounted and fades out.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New gallery' })).toBeNull());
    expect(fakeApi.calls('POST', '/galleries')[0]?.body).toMatchObject({ title: 'Sports day', category: 'Sports', isPublished: false });
  });

  it('says a title and category are needed, and asks the server nothing', async () => {
    const { user, dialog } = await openNew();
    await fill(user, dialog, 'Title', 'Sports day');
    await user.click(within(dialog).getByRole('button', { name: 'Create gallery' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(GALLERY_REQUIRED_MESSAGE);
    expect(fakeApi.calls('POST')).toHaveLength(0);
  });

  it('shows "Creating..." and cannot be sent twice while the server answers', async () => {
    fakeApi.hang('POST', '/galleries');
    const { user, dialog } = await openNew();
    await fill(user, dialog, 'Title', 'Sports day');
    await fill(user, dialog, 'Category', 'Sports');
    await user.click(within(dialog).getByRole('button', { name: 'Create gallery' }));
    expect(within(dialog).getByRole('button', { name: 'Creating...' })).toHaveProperty('disabled', true);
    expect(fakeApi.calls('POST', '/galleries')).toHaveLength(1);
  });

  it('keeps what was typed and shows the server’s reason when the create fails', async () => {
    fakeApi.fail('POST', '/galleries', 500, 'Storage is offline.');
    const { user, dialog } = await openNew();
    await fill(user, dialog, 'Title', 'Sports day');
    await fill(user, dialog, 'Category', 'Sports');
    await user.click(within(dialog).getByRole('button', { name: 'Create gallery' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`${TEXT.createFailed} Storage is offline.`);
    expect(field(dialog, 'Title')).toHaveProperty('value', 'Sports day');
    expect(within(dialog).getByRole('button', { name: 'Create gallery' })).toHaveProperty('disabled', false);
  });

  it('Cancel closes without a request, and the dialog opens empty again', async () => {
    const { user, dialog } = await openNew();
    await fill(user, dialog, 'Title', 'Sports day');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fakeApi.calls('POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'New gallery' }));
    expect(field(dialogNamed('New gallery'), 'Title')).toHaveProperty('value', '');
  });
});

describe('the Edit gallery dialog', () => {
  it('shows the gallery’s details and saves the change with the version shown', async () => {
    fakeApi.reply('PUT', '/galleries/g1', gallery({ title: 'Annual day 2026', version: 4 }));
    const { user, dialog } = await openEdit();
    expect(field(dialog, 'Category')).toHaveProperty('value', 'Events');
    expect(field(dialog, 'Description')).toHaveProperty('value', 'The whole school on stage.');
    await fill(user, dialog, 'Title', ' 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save gallery' }));
    expect(await screen.findByText('Gallery details saved')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Annual day 2026' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit gallery' })).toBeNull();
    expect(fakeApi.calls('PUT', '/galleries/g1')[0]?.body).toMatchObject({ title: 'Annual day 2026', category: 'Events', version: 3 });
  });

  it('sends a Punjabi title typed in its tab', async () => {
    fakeApi.reply('PUT', '/galleries/g1', gallery({ version: 4 }));
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('tab', { name: 'Punjabi' }));
    await fill(user, dialog, 'Title in Punjabi (optional)', 'ਸਾਲਾਨਾ ਦਿਨ');
    expect(within(dialog).getByRole('tab', { name: 'Punjabi ✓' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save gallery' }));
    await screen.findByText('Gallery details saved');
    expect(fakeApi.calls('PUT', '/galleries/g1')[0]?.body).toMatchObject({ translations: { pa: { title: 'ਸਾਲਾਨਾ ਦਿਨ' } } });
  });

  it('shows "Saving..." while the server answers', async () => {
    fakeApi.hang('PUT', '/galleries/g1');
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Save gallery' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
  });

  it('stays open with the server’s reason when the save fails', async () => {
    fakeApi.fail('PUT', '/galleries/g1', 500, 'disk full');
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Save gallery' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`${TEXT.updateGalleryFailed} disk full`);
    expect(screen.queryByText('Gallery details saved')).toBeNull();
  });

  it('gives the 409 words alone when someone else changed the gallery', async () => {
    const stale = 'Someone else changed this gallery since you opened it. Reload the page to see their changes.';
    fakeApi.fail('PUT', '/galleries/g1', 409, stale);
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: 'Save gallery' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(stale);
  });

  it('Cancel closes without a request and leaves the gallery as it was', async () => {
    const { user, dialog } = await openEdit();
    await user.clear(field(dialog, 'Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Edit gallery' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Annual day' })).toBeTruthy();
    expect(fakeApi.calls('PUT')).toHaveLength(0);
  });
});
