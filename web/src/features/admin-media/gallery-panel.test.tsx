import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withTrashNote } from '../../lib/admin/trash-undo';
import { gallery, galleryPhoto, serveGalleries } from '../../test/galleries';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminMediaPage } from './admin-media-page';
import { TEXT } from './messages';

// The deletes the open gallery offers (the gallery's own, and a photo's from its details), each
// after a question. The gallery's confirmed delete and its failure are in admin-media-page.test.tsx.

const PHOTO_PATH = '/galleries/g1/images/p1';
const secondPhoto = galleryPhoto({ _id: 'p2', url: '/media/annual-day/p2-800.webp', caption: 'Prize giving', order: 1 });
const twoPhotos = () => gallery({ images: [galleryPhoto({ caption: 'Opening dance' }), secondPhoto] });

const photoButton = (caption: string, at: number) => screen.queryByRole('button', { name: `Photo ${at}: ${caption}, open details` });
const question = (title: string) => screen.getByRole('dialog', { name: title });

/** Opens the first photo's details and asks to delete it. */
async function askToDeletePhoto() {
  serveGalleries([twoPhotos()]);
  const rendered = renderAdmin(<AdminMediaPage />);
  await rendered.user.click(await screen.findByRole('button', { name: 'Photo 1: Opening dance, open details' }));
  await rendered.user.click(within(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).getByRole('button', { name: 'Delete' }));
  return rendered;
}

describe('deleting a photo', () => {
  it('asks first, naming the trash, and sends nothing until answered', async () => {
    await askToDeletePhoto();
    expect(within(question('Delete image?')).getByText(withTrashNote(TEXT.confirmDeleteImage))).toBeTruthy();
    expect(fakeApi.calls('DELETE')).toHaveLength(0);
  });

  it('deletes it, closes its details, shows the gallery without it and offers Undo', async () => {
    fakeApi.reply('DELETE', PHOTO_PATH, gallery({ images: [{ ...secondPhoto, order: 0 }], version: 4 }));
    const { user } = await askToDeletePhoto();
    await user.click(within(question('Delete image?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(photoButton('Prize giving', 1)).toBeTruthy();
    expect(photoButton('Opening dance', 1)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Photo 1 of 2' })).toBeNull();
    expect(fakeApi.calls('DELETE', PHOTO_PATH)).toHaveLength(1);
  });

  it('puts the photo back with Undo and loads the galleries again', async () => {
    fakeApi.reply('DELETE', PHOTO_PATH, gallery({ images: [{ ...secondPhoto, order: 0 }], version: 4 }));
    fakeApi.reply('POST', '/trash/p1/restore', null);
    const { user } = await askToDeletePhoto();
    await user.click(within(question('Delete image?')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Restored')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Photo 1: Opening dance, open details' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Photo 1 of 2' })).toBeNull();
    expect(fakeApi.calls('GET', '/galleries')).toHaveLength(2);
  });

  it('Cancel keeps the photo and its details open', async () => {
    const { user } = await askToDeletePhoto();
    await user.click(within(question('Delete image?')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete image?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeTruthy();
    expect(fakeApi.calls('DELETE')).toHaveLength(0);
  });

  it('keeps the photo and gives the server’s reason when the delete fails', async () => {
    fakeApi.fail('DELETE', PHOTO_PATH, 500, 'Storage is offline.');
    const { user } = await askToDeletePhoto();
    await user.click(within(question('Delete image?')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`${TEXT.deleteImageFailed} Storage is offline.`)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeTruthy();
    expect(photoButton('Opening dance', 1)).toBeTruthy();
    expect(screen.queryByText('Image deleted')).toBeNull();
  });
});

describe('deleting the gallery', () => {
  it('Cancel keeps the gallery and sends nothing', async () => {
    serveGalleries([gallery()]);
    const { user } = renderAdmin(<AdminMediaPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete gallery' }));
    const dialog = question('Delete gallery?');
    expect(within(dialog).getByText(withTrashNote(TEXT.confirmDeleteGallery))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete gallery?' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Annual day' })).toBeTruthy();
    expect(fakeApi.calls('DELETE')).toHaveLength(0);
  });

  it('disables the gallery’s other changes while its delete is on its way', async () => {
    serveGalleries([gallery()]);
    fakeApi.hang('DELETE', '/galleries/g1');
    const { user } = renderAdmin(<AdminMediaPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete gallery' }));
    await user.click(within(question('Delete gallery?')).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('switch', { name: 'Published' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Edit details' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Delete gallery' })).toHaveProperty('disabled', true);
  });
});
