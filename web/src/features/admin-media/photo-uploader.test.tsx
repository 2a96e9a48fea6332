import type { GalleryView } from '@school/shared/gallery-schemas';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB } from '@school/shared/image-schemas';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadProgress } from '../../lib/api-client';
import { gallery, galleryPhoto, serveGalleries } from '../../test/galleries';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminMediaPage } from './admin-media-page';
import { TEXT } from './messages';

// The uploader inside the open gallery, as staff use it: choose or drop photos, watch each one's
// progress, and see the gallery with the new photos (or why they were not added).

const PATH = '/galleries/g1/images';

/** A photo of `bytes` bytes (the progress of each file is worked out from the sizes). */
const photo = (name: string, bytes = 100, type = 'image/jpeg') => new File(['x'.repeat(bytes)], name, { type });

/** The gallery as the server answers an upload: one new photo per file. */
const withPhotos = (files: File[], version = 4): GalleryView =>
  gallery({ version, images: files.map((file, order) => galleryPhoto({ _id: `p${order}`, caption: file.name, order })) });

async function renderGallery() {
  serveGalleries([gallery()]);
  const rendered = renderAdmin(<AdminMediaPage />);
  await screen.findByRole('heading', { name: 'Annual day' });
  return { ...rendered, input: screen.getByLabelText<HTMLInputElement>('Photos to upload') };
}

/** Answers the upload only when the test says, after reporting what progress it likes. */
function pendingUpload() {
  let progress: UploadProgress = () => undefined;
  let answer: (gallery: GalleryView) => void = () => undefined;
  fakeApi.on('POST', PATH, (call) => {
    progress = call.onProgress ?? progress;
    return new Promise<GalleryView>((resolve) => {
      answer = resolve;
    });
  });
  return { progress: (loaded: number, total: number) => progress(loaded, total), answer: (gallery: GalleryView) => answer(gallery) };
}

/** The names of the files the `at`th upload request carried. */
const filesSent = (at = 0) => {
  const body = fakeApi.calls('POST', PATH)[at]?.body;
  return body instanceof FormData ? body.getAll('images').map((file) => (file instanceof File ? file.name : file)) : [];
};
const queue = () => screen.getByRole('list', { name: 'Files being uploaded' });
const stateOf = (name: string) =>
  within(queue())
    .getByRole('progressbar', { name: (label) => label.startsWith(`${name}: `) })
    .getAttribute('aria-label');

describe('uploading photos', () => {
  it('sends several photos at once and shows each one’s progress, then that the server is processing them', async () => {
    const upload = pendingUpload();
    const { user, input } = await renderGallery();
    await user.upload(input, [photo('stage.jpg', 100), photo('prizes.jpg', 300)]);
    expect(filesSent()).toEqual(['stage.jpg', 'prizes.jpg']);
    expect(within(queue()).getByRole('img', { name: 'Preview of stage.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toHaveProperty('disabled', true);
    expect(stateOf('prizes.jpg')).toBe('prizes.jpg: Uploading 0%');
    // Half of the request's bytes, part headers included: 200 of the photos' 400 bytes.
    act(() => upload.progress(250, 500));
    expect(stateOf('stage.jpg')).toBe('stage.jpg: Uploading 100%');
    expect(stateOf('prizes.jpg')).toBe('prizes.jpg: Uploading 33%');
    expect(within(queue()).getByText('Uploading 33%')).toBeTruthy();
    act(() => upload.progress(500, 500));
    expect(within(queue()).getAllByText('Processing...')).toHaveLength(2);
  });

  it('shows the new photos once the server answers, says so and empties the queue', async () => {
    const upload = pendingUpload();
    const { user, input } = await renderGallery();
    const files = [photo('stage.jpg'), photo('prizes.jpg')];
    await user.upload(input, files);
    act(() => upload.answer(withPhotos(files)));
    expect(await screen.findByText('Photos uploaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Photo 2: prizes.jpg, open details' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Files being uploaded' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose photos' })).toHaveProperty('disabled', false);
  });

  it('says why the server refused the photos, marks them not uploaded, and Clear empties the queue', async () => {
    fakeApi.fail('POST', PATH, 400, 'prizes.heic: The file is not an image we can read.');
    const { user, input } = await renderGallery();
    await user.upload(input, [photo('stage.jpg'), photo('prizes.heic', 100, 'image/heic')]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${TEXT.uploadFailed} prizes.heic: The file is not an image we can read.`);
    expect(stateOf('stage.jpg')).toBe('stage.jpg: Not uploaded');
    expect(stateOf('prizes.heic')).toBe('prizes.heic: Not uploaded');
    expect(screen.queryByText('Photos uploaded')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('list', { name: 'Files being uploaded' })).toBeNull();
  });

  it('sends photos too big for one request in batches; when a later batch fails, the earlier one stays uploaded', async () => {
    // A request carries about 24 MB at most (Cloud Functions refuse bodies over 32 MB).
    const files = [photo('stage.jpg'), photo('prizes.jpg')];
    for (const file of files) Object.defineProperty(file, 'size', { value: 13 * 1024 * 1024 });
    fakeApi.reply('POST', PATH, withPhotos(files.slice(0, 1)), 'once');
    fakeApi.fail('POST', PATH, 500, 'Storage is full.');
    const { user, input } = await renderGallery();
    await user.upload(input, files);
    // Not the toast "Photos uploaded": on a busy machine it may be gone (5 s) by the time this looks.
    expect((await screen.findByText(`${TEXT.uploadFailed} Storage is full.`)).closest('[role="alert"]')).toBeTruthy();
    expect(fakeApi.calls('POST', PATH).map((_call, at) => filesSent(at))).toEqual([['stage.jpg'], ['prizes.jpg']]);
    expect(stateOf('stage.jpg')).toBe('stage.jpg: Uploaded');
    expect(stateOf('prizes.jpg')).toBe('prizes.jpg: Not uploaded');
    expect(screen.getByRole('button', { name: 'Photo 1: stage.jpg, open details' })).toBeTruthy();
  });

  it('still sends the later batches when an earlier one is refused, and names only the photos not uploaded', async () => {
    const files = [photo('stage.jpg'), photo('prizes.jpg')];
    for (const file of files) Object.defineProperty(file, 'size', { value: 13 * 1024 * 1024 });
    fakeApi.fail('POST', PATH, 400, 'stage.jpg: The file is not an image we can read.', 'once');
    fakeApi.reply('POST', PATH, withPhotos(files.slice(1)));
    const { user, input } = await renderGallery();
    await user.upload(input, files);
    expect(await screen.findByText(`${TEXT.uploadFailed} stage.jpg: The file is not an image we can read.`)).toBeTruthy();
    expect(fakeApi.calls('POST', PATH).map((_call, at) => filesSent(at))).toEqual([['stage.jpg'], ['prizes.jpg']]);
    expect(stateOf('stage.jpg')).toBe('stage.jpg: Not uploaded');
    expect(stateOf('prizes.jpg')).toBe('prizes.jpg: Uploaded');
    expect(screen.getByRole('button', { name: 'Photo 1: prizes.jpg, open details' })).toBeTruthy();
  });

  it('sends at most 20 photos per request', async () => {
    const files = Array.from({ length: 21 }, (_, at) => photo(`photo-${at + 1}.jpg`));
    fakeApi.reply('POST', PATH, withPhotos(files));
    const { user, input } = await renderGallery();
    await user.upload(input, files);
    expect(await screen.findByRole('button', { name: 'Photo 21: photo-21.jpg, open details' })).toBeTruthy();
    expect(fakeApi.calls('POST', PATH).map((_call, at) => filesSent(at).length)).toEqual([20, 1]);
  });
});

// Dropped rather than chosen: the file chooser offers only images.
describe('files the uploader refuses', () => {
  /** Drops files on the drop area (the box around the input), as dragged from the computer's folders. */
  const drop = (input: HTMLInputElement, files: File[]) => {
    const dataTransfer = new DataTransfer();
    for (const file of files) dataTransfer.items.add(file);
    fireEvent.drop(input.parentElement!, { dataTransfer });
  };

  it('names a file that is not an image and still sends the photos dropped with it', async () => {
    fakeApi.reply('POST', PATH, withPhotos([photo('stage.jpg')]));
    const { input } = await renderGallery();
    drop(input, [photo('stage.jpg'), photo('timetable.pdf', 100, 'application/pdf')]);
    expect(await screen.findByText('Photos uploaded')).toBeTruthy();
    expect(filesSent()).toEqual(['stage.jpg']);
    // Kept on screen after the photos went up.
    expect(screen.getByText('timetable.pdf: only image files can be uploaded.')).toBeTruthy();
  });

  it('names a photo over the size limit and sends nothing when nothing else was dropped', async () => {
    const big = photo('poster.jpg');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    const { input } = await renderGallery();
    drop(input, [big]);
    expect((await screen.findByRole('alert')).textContent).toBe(`poster.jpg: larger than ${MAX_UPLOAD_MB} MB.`);
    expect(fakeApi.calls('POST')).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Files being uploaded' })).toBeNull();
  });
});
