import { GALLERY_LIMITS } from '@school/shared/gallery-schemas';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { gallery, galleryPhoto, serveGalleries } from '../../test/galleries';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminMediaPage } from './admin-media-page';
import { TEXT } from './messages';

// The photo's details through the screen that opens them: its save goes through the screen's
// write (toasts, the server's reason, the busy state), which is what a staff member sees.

const PATH = '/galleries/g1/images/p1';
const twoPhotos = () =>
  gallery({
    images: [galleryPhoto({ caption: 'Opening dance' }), galleryPhoto({ _id: 'p2', url: '/media/annual-day/p2-800.webp', order: 1 })],
  });

/** Opens the first photo's details. */
async function openFirstPhoto() {
  serveGalleries([twoPhotos()]);
  const rendered = renderAdmin(<AdminMediaPage />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Photo 1: Opening dance, open details' }));
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Photo 1 of 2' }) };
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
/** Pasted rather than typed: every keystroke renders the whole dialog again, slow on a busy machine. */
async function fill(user: UserEvent, dialog: HTMLElement, name: string, text: string) {
  await user.clear(field(dialog, name));
  await user.paste(text);
}

describe('the photo details dialog', () => {
  it('shows the photo, its caption and size', async () => {
    const { dialog } = await openFirstPhoto();
    expect(field(dialog, 'Caption')).toHaveProperty('value', 'Opening dance');
    expect(field(dialog, 'Alt text')).toHaveProperty('value', '');
    expect(within(dialog).getByRole('img', { name: 'Opening dance' }).getAttribute('src')).toBe('/media/annual-day/p1-800.webp');
    expect(within(dialog).getByText(/800 × 600 px · http:\/\/.+\/media\/annual-day\/p1-800\.webp/)).toBeTruthy();
  });

  it('saves the caption and alt text, says so and shows the new caption in the grid', async () => {
    const saved = twoPhotos();
    saved.images[0] = galleryPhoto({ caption: 'Opening dance, class 5', alt: 'Children dancing on stage' });
    fakeApi.reply('PUT', PATH, { ...saved, version: 4 });
    const { user, dialog } = await openFirstPhoto();
    await fill(user, dialog, 'Caption', 'Opening dance, class 5');
    await fill(user, dialog, 'Alt text', 'Children dancing on stage');
    await user.click(button(dialog, 'Save details'));
    expect(await screen.findByText('Image details saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Photo 1: Opening dance, class 5, open details' })).toBeTruthy();
    expect(fakeApi.calls('PUT', PATH)[0]?.body).toMatchObject({ caption: 'Opening dance, class 5', alt: 'Children dancing on stage' });
  });

  it('sends a Hindi caption typed in its tab', async () => {
    fakeApi.reply('PUT', PATH, twoPhotos());
    const { user, dialog } = await openFirstPhoto();
    await user.click(within(dialog).getByRole('tab', { name: 'Hindi' }));
    await user.click(field(dialog, 'Caption in Hindi (optional)'));
    await user.paste('उद्घाटन नृत्य');
    await user.click(button(dialog, 'Save details'));
    await screen.findByText('Image details saved');
    expect(fakeApi.calls('PUT', PATH)[0]?.body).toMatchObject({ translations: { hi: { caption: 'उद्घाटन नृत्य' } } });
  });

  it('refuses an alt text over its limit under the field, without a request', async () => {
    const { user, dialog } = await openFirstPhoto();
    await fill(user, dialog, 'Alt text', 'x'.repeat(GALLERY_LIMITS.alt + 1));
    await user.click(button(dialog, 'Save details'));
    expect(within(dialog).getByText(`Alt text must be at most ${GALLERY_LIMITS.alt} characters`)).toBeTruthy();
    expect(fakeApi.calls('PUT')).toHaveLength(0);
  });

  it('refuses a caption over its limit under the caption, leaving the alt text unmarked', async () => {
    const { user, dialog } = await openFirstPhoto();
    await fill(user, dialog, 'Caption', 'x'.repeat(GALLERY_LIMITS.caption + 1));
    await user.click(button(dialog, 'Save details'));
    const message = within(dialog).getByText(`Caption must be at most ${GALLERY_LIMITS.caption} characters`);
    expect(message.id).toBe(field(dialog, 'Caption').getAttribute('aria-describedby'));
    expect(field(dialog, 'Caption').getAttribute('aria-invalid')).toBe('true');
    expect(field(dialog, 'Alt text').getAttribute('aria-invalid')).toBe('false');
    expect(fakeApi.calls('PUT')).toHaveLength(0);
  });

  it('disables saving, moving and deleting while the save is on its way', async () => {
    fakeApi.hang('PUT', PATH);
    const { user, dialog } = await openFirstPhoto();
    await user.click(button(dialog, 'Save details'));
    for (const name of ['Save details', 'Move later', 'Delete']) expect(button(dialog, name)).toHaveProperty('disabled', true);
    expect(button(dialog, 'Close')).toHaveProperty('disabled', false);
  });

  it('keeps what was typed and gives the server’s reason when the save fails', async () => {
    fakeApi.fail('PUT', PATH, 500, 'disk full');
    const { user, dialog } = await openFirstPhoto();
    await fill(user, dialog, 'Caption', 'Opening dance, class 5');
    await user.click(button(dialog, 'Save details'));
    expect(await screen.findByText(`${TEXT.saveImageFailed} disk full`)).toBeTruthy();
    expect(screen.queryByText('Image details saved')).toBeNull();
    expect(field(dialog, 'Caption')).toHaveProperty('value', 'Opening dance, class 5');
    expect(button(dialog, 'Save details')).toHaveProperty('disabled', false);
  });

  it('gives the 409 words alone when someone else changed the gallery', async () => {
    const stale = 'Someone else changed this gallery since you opened it. Reload the page to see their changes.';
    fakeApi.fail('PUT', PATH, 409, stale);
    const { user, dialog } = await openFirstPhoto();
    await user.click(button(dialog, 'Save details'));
    expect(await screen.findByText(stale)).toBeTruthy();
  });

  it('moves the first photo later (it cannot move earlier) and says why a move failed', async () => {
    fakeApi.fail('PUT', PATH, 500, 'disk full');
    const { user, dialog } = await openFirstPhoto();
    expect(button(dialog, 'Move earlier')).toHaveProperty('disabled', true);
    await user.click(button(dialog, 'Move later'));
    expect(await screen.findByText(`${TEXT.moveImageFailed} disk full`)).toBeTruthy();
    expect(fakeApi.calls('PUT', PATH).map((call) => call.body)).toEqual([{ order: 1 }]);
  });
});
