import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gallery, serveGalleries } from '../../test/galleries';
import { fakeApi, renderAdmin } from '../../test/render-admin';
import { AdminMediaPage } from './admin-media-page';
import { TEXT } from './messages';

const publishedSwitch = () => screen.getByRole('switch', { name: 'Published' });

describe('/admin/media', () => {
  it('shows a spinner until the galleries answer', () => {
    fakeApi.hang('GET', '/galleries');
    renderAdmin(<AdminMediaPage />);
    expect(screen.getByRole('progressbar', { name: 'Loading galleries' })).toBeTruthy();
  });

  it('shows the load error with the server’s reason; "Try again" shows the spinner and loads again', async () => {
    fakeApi.fail('GET', '/galleries', 500, 'Storage is offline.', 'once');
    fakeApi.hang('GET', '/galleries');
    const { user } = renderAdmin(<AdminMediaPage />);
    expect(await screen.findByText(`${TEXT.loadFailed} Storage is offline.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('progressbar', { name: 'Loading galleries' })).toBeTruthy();
  });

  it('publishes the open gallery with the version shown and says so', async () => {
    serveGalleries([gallery()]);
    fakeApi.reply('PUT', '/galleries/g1', gallery({ isPublished: true, version: 4 }));
    const { user } = renderAdmin(<AdminMediaPage />);
    await screen.findByRole('heading', { name: 'Annual day' });
    await user.click(publishedSwitch());
    expect(await screen.findByText('Gallery published')).toBeTruthy();
    expect(publishedSwitch()).toHaveProperty('checked', true);
    expect(fakeApi.calls('PUT', '/galleries/g1')[0]?.body).toEqual({ isPublished: true, version: 3 });
  });

  it('says why a change failed, and gives the 409 words alone when someone else changed the gallery', async () => {
    const stale = 'Someone else changed this gallery since you opened it. Reload the page to see their changes.';
    serveGalleries([gallery()]);
    fakeApi.fail('PUT', '/galleries/g1', 500, 'disk full', 'once');
    fakeApi.fail('PUT', '/galleries/g1', 409, stale);
    const { user } = renderAdmin(<AdminMediaPage />);
    await screen.findByRole('heading', { name: 'Annual day' });
    await user.click(publishedSwitch());
    expect(await screen.findByText(`${TEXT.updateGalleryFailed} disk full`)).toBeTruthy();
    expect(publishedSwitch()).toHaveProperty('checked', false);
    await user.click(publishedSwitch());
    expect(await screen.findByText(stale)).toBeTruthy();
  });

  it('deletes a gallery after the question and offers Undo', async () => {
    serveGalleries([gallery(), gallery({ _id: 'g2', title: 'Sports day', slug: 'sports-day' })]);
    fakeApi.reply('DELETE', '/galleries/g1', null);
    const { user } = renderAdmin(<AdminMediaPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete gallery' }));
    expect(fakeApi.calls('DELETE')).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog', { name: 'Delete gallery?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Gallery deleted')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sports day' })).toBeTruthy();
  });

  it('keeps the gallery and says so when its delete fails', async () => {
    serveGalleries([gallery()]);
    fakeApi.fail('DELETE', '/galleries/g1', 500);
    const { user } = renderAdmin(<AdminMediaPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete gallery' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete gallery?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TEXT.deleteGalleryFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Annual day' })).toBeTruthy();
  });
});
