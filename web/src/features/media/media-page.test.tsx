import type { GallerySummary } from '@school/shared/gallery-pages';
import type { GalleryView } from '@school/shared/gallery-schemas';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { gallery, galleryPhoto } from '../../test/galleries';
import { fakeApi, notFoundPage, renderPublic, TEST_ORIGIN } from '../../test/render-public';
import { reachedRoute, ShownLocation } from '../../test/routes';
import { MediaPage } from './media-page';

const FIRST_PAGE = '/galleries?limit=12';

/** Gallery `n` whole, as GET /galleries/slug/gallery-<n> answers it, with `photos` photos. */
const whole = (n: number, photos = 2): GalleryView =>
  gallery({
    _id: `g${n}`,
    title: `Gallery ${n}`,
    slug: `gallery-${n}`,
    isPublished: true,
    images: Array.from({ length: photos }, (_, i) => galleryPhoto({ _id: `g${n}p${i}`, alt: `Photo ${i + 1} of gallery ${n}`, order: i })),
  });

/** Its summary on a page of galleries: the cover and how many photos, not the photos. */
const summary = (n: number, photos = 2): GallerySummary => {
  const { images, ...rest } = whole(n, photos);
  return { ...rest, cover: images[0] ?? null, imageCount: images.length };
};

const pageOf = (data: GallerySummary[], next: string | null = null) => ({ success: true, count: data.length, data, next });
const twelve = Array.from({ length: 12 }, (_, i) => summary(i + 1));

/** /media as app/public-routes.tsx mounts it; anywhere else shows the address reached. */
const site = (
  <Routes>
    <Route path="/media" element={<MediaPage notFound={notFoundPage} />} />
    <Route path="*" element={<ShownLocation />} />
  </Routes>
);

const picker = () => screen.getByRole('navigation', { name: 'Galleries' });
const pressed = () =>
  within(picker())
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);
const photoNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('img')
    .map((img) => img.getAttribute('alt'));
const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'Pages' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('/media: one page of galleries, the selected one’s photos', () => {
  it('says it is loading until the page of galleries answers', () => {
    fakeApi.hang('GET', FIRST_PAGE);
    renderPublic(site, { route: '/media' });
    expect(screen.getByRole('progressbar', { name: 'Loading galleries' })).toBeTruthy();
  });

  it('shows the error text when the galleries fail to load', async () => {
    fakeApi.fail('GET', FIRST_PAGE, 500, 'The store is down');
    renderPublic(site, { route: '/media' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load galleries. Please try again later.');
  });

  it('says an answer that is not a page of galleries is invalid', async () => {
    fakeApi.reply('GET', FIRST_PAGE, { success: true, count: 1, data: [whole(1)] });
    renderPublic(site, { route: '/media' });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid gallery data received from server');
  });

  it('says when there are no galleries yet, with no page links', async () => {
    fakeApi.reply('GET', FIRST_PAGE, pageOf([]));
    renderPublic(site, { route: '/media' });
    expect(await screen.findByText('No galleries yet. Please check back soon.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows the page’s galleries, the first selected with its photos, and links the older ones', async () => {
    fakeApi.reply('GET', FIRST_PAGE, pageOf(twelve, 'c2'));
    fakeApi.reply('GET', '/galleries/slug/gallery-1', whole(1));
    renderPublic(site, { route: '/media' });
    expect(await screen.findByRole('img', { name: 'Photo 1 of gallery 1' })).toBeTruthy();
    expect(within(picker()).getAllByRole('button')).toHaveLength(12);
    expect(pressed()).toEqual(['Gallery 1']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Gallery 1');
    expect(screen.getByRole('link', { name: "Open this gallery's page" }).getAttribute('href')).toBe('/media/gallery-1');
    expect(photoNames()).toEqual(['Photo 1 of gallery 1', 'Photo 2 of gallery 1']);
    expect(pageLinks()).toEqual([['Older galleries', '/media?after=c2']]);
    // Only the selected gallery's photos are read.
    expect(fakeApi.calls('GET').map((call) => call.path)).toEqual([FIRST_PAGE, '/galleries/slug/gallery-1']);
  });

  it('links a later page back to the newest, with its own canonical address; the last has no older link', async () => {
    fakeApi.reply('GET', '/galleries?limit=12&after=c2', pageOf([summary(13)]));
    fakeApi.reply('GET', '/galleries/slug/gallery-13', whole(13));
    renderPublic(site, { route: '/media?after=c2' });
    await screen.findByRole('img', { name: 'Photo 1 of gallery 13' });
    expect(pageLinks()).toEqual([['Newest', '/media']]);
    expect(canonical()).toBe(`${TEST_ORIGIN}/media?after=c2`);
  });

  it('follows Older galleries within the app to the next page, its first gallery selected; Newest goes back', async () => {
    const second = '/galleries?limit=12&after=c2';
    fakeApi.reply('GET', FIRST_PAGE, pageOf(twelve, 'c2'));
    fakeApi.reply('GET', second, pageOf([summary(13), summary(14), summary(15)]));
    for (const n of [1, 2, 13, 15]) fakeApi.reply('GET', `/galleries/slug/gallery-${n}`, whole(n));
    // The address bar beside the page: the moves stay on /media.
    const { user } = renderPublic(
      <>
        {site}
        <ShownLocation />
      </>,
      { route: '/media' },
    );
    await screen.findByRole('img', { name: 'Photo 1 of gallery 1' });
    await user.click(within(picker()).getByRole('button', { name: 'Gallery 2' }));

    await user.click(screen.getByRole('link', { name: 'Older galleries' }));
    expect(await screen.findByRole('img', { name: 'Photo 1 of gallery 13' })).toBeTruthy();
    expect(await reachedRoute()).toBe('/media?after=c2');
    // Another page starts again at its first gallery, whichever was chosen on the page before.
    expect(
      within(picker())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Gallery 13', 'Gallery 14', 'Gallery 15']);
    expect(pressed()).toEqual(['Gallery 13']);
    expect(pageLinks()).toEqual([['Newest', '/media']]);
    await user.click(within(picker()).getByRole('button', { name: 'Gallery 15' }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Gallery 15');
    expect(pressed()).toEqual(['Gallery 15']);

    await user.click(screen.getByRole('link', { name: 'Newest' }));
    expect(await screen.findByRole('img', { name: 'Photo 1 of gallery 1' })).toBeTruthy();
    expect(await reachedRoute()).toBe('/media');
    expect(pressed()).toEqual(['Gallery 1']);
    // Each page of galleries asked of the API as the visitor moved to it.
    const pages = fakeApi.calls('GET').filter((call) => call.path.startsWith('/galleries?'));
    expect(pages.map((call) => call.path)).toEqual([FIRST_PAGE, second, FIRST_PAGE]);
  });

  it('loads a gallery’s photos when it is selected, loading meanwhile', async () => {
    fakeApi.reply('GET', FIRST_PAGE, pageOf([summary(1), summary(2, 3)]));
    fakeApi.reply('GET', '/galleries/slug/gallery-1', whole(1));
    let answer: (gallery: GalleryView) => void = () => undefined;
    fakeApi.on('GET', '/galleries/slug/gallery-2', () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderPublic(site, { route: '/media' });
    await screen.findByRole('img', { name: 'Photo 1 of gallery 1' });

    await user.click(within(picker()).getByRole('button', { name: 'Gallery 2' }));
    expect(pressed()).toEqual(['Gallery 2']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Gallery 2');
    expect(screen.getByRole('progressbar', { name: 'Loading gallery' })).toBeTruthy();

    answer(whole(2, 3));
    expect(await screen.findByRole('img', { name: 'Photo 3 of gallery 2' })).toBeTruthy();
    expect(photoNames()).toHaveLength(3);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says a gallery’s photos are coming soon without asking for them', async () => {
    fakeApi.reply('GET', FIRST_PAGE, pageOf([summary(1, 0)]));
    renderPublic(site, { route: '/media' });
    expect(await screen.findByText('Photos of this gallery are coming soon.')).toBeTruthy();
    expect(fakeApi.calls('GET').map((call) => call.path)).toEqual([FIRST_PAGE]);
  });

  it('shows the gallery’s error text when its photos fail to load', async () => {
    fakeApi.reply('GET', FIRST_PAGE, pageOf([summary(1)]));
    fakeApi.fail('GET', '/galleries/slug/gallery-1', 503);
    renderPublic(site, { route: '/media' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load this gallery. Please try again.');
    expect(pressed()).toEqual(['Gallery 1']);
  });

  it('opens the lightbox on a photo', async () => {
    fakeApi.reply('GET', FIRST_PAGE, pageOf([summary(1)]));
    fakeApi.reply('GET', '/galleries/slug/gallery-1', whole(1));
    const { user } = renderPublic(site, { route: '/media' });
    await user.click(await screen.findByRole('button', { name: 'Photo 2 of gallery 1: view larger' }));
    expect(await screen.findByRole('dialog', { name: 'Photo viewer' })).toBeTruthy();
  });

  it('renders from the answers the server rendered it with, without a call', () => {
    const photos = '/galleries/slug/gallery-1';
    renderPublic(site, {
      route: '/media?utm_source=feed',
      data: {
        [FIRST_PAGE]: { status: 200, body: pageOf(twelve, 'c2') },
        [photos]: { status: 200, body: { success: true, data: whole(1) } },
      },
    });
    expect(photoNames()).toEqual(['Photo 1 of gallery 1', 'Photo 2 of gallery 1']);
    expect(fakeApi.calls()).toHaveLength(0);
    expect(canonical()).toBe(`${TEST_ORIGIN}/media`);
  });

  it.each([
    ['a cursor no API makes', '/media?after=%3Cscript%3E'],
    ['an empty cursor', '/media?after='],
    ['two cursors', '/media?after=a&after=b'],
    ['a cursor too long', `/media?after=${'a'.repeat(201)}`],
  ])('shows Not Found with a 404 for %s, without asking the API', (_case, route) => {
    const { status } = renderPublic(site, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
    expect(status.code).toBe(404);
    expect(fakeApi.calls()).toHaveLength(0);
  });

  it('shows Not Found when the API refuses the page’s cursor', async () => {
    fakeApi.fail('GET', '/galleries?limit=12&after=gone', 400, 'Invalid page address');
    renderPublic(site, { route: '/media?after=gone' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeTruthy();
  });
});
