import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPublic } from '../../test/render-public';
import { SchoolMap } from './school-map';

// The contact page's map sends nothing to OpenStreetMap until the visitor asks for it (issue 37,
// item 5): first a drawing of our own and the address, then, on "Show map", the map in its place.
// (happy-dom logs that it does not load the frame's page: the frame's address is what is checked here;
// web/e2e/no-data-leaves.spec.ts sees Chromium request it.)
const EMBED =
  /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=74\.7463,30\.6709,74\.7703,30\.6829&layer=mapnik&marker=30\.6769,74\.7583$/;

/** Every address the rendered part would load by itself: pictures, frames, scripts, objects. */
const loadedAddresses = (container: HTMLElement) =>
  [...container.querySelectorAll('[src], object, embed')].map((element) => element.getAttribute('src') ?? element.outerHTML);

describe('the contact page’s map', () => {
  it('first shows the address and a Show map button, and loads nothing from elsewhere', () => {
    const { container } = renderPublic(<SchoolMap />, { route: '/contact' });
    expect(screen.getByRole('heading', { name: 'Find Us' })).toBeTruthy();
    // The drawing is the stylesheet's background from this site (the browser journey sees it load).
    expect(loadedAddresses(container)).toEqual([]);
    expect(container.querySelector('address')?.textContent).toBe('Convent School FaridkotKotkapura Road, Faridkot, Punjab 151203');
    const button = screen.getByRole('button', { name: 'Show map' });
    expect(button.getAttribute('aria-describedby')).toBe('map-note');
    expect(document.getElementById('map-note')?.textContent).toBe('The map comes from OpenStreetMap and loads only when you ask for it.');
    expect(screen.queryByTitle(/^Map showing/)).toBeNull();
    const larger = screen.getByRole('link', { name: 'Open a larger map (opens in a new tab)' });
    expect(larger.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=30.6769&mlon=74.7583#map=16/30.6769/74.7583');
    expect(larger.getAttribute('target')).toBe('_blank');
  });

  it('on Show map puts OpenStreetMap’s map in the drawing’s place and gives it the focus', async () => {
    const { container, user } = renderPublic(<SchoolMap />, { route: '/contact' });
    const box = container.querySelector('address')?.closest('section > div');
    await user.click(screen.getByRole('button', { name: 'Show map' }));
    const map = screen.getByTitle('Map showing Convent School Faridkot, Faridkot, Punjab 151203');
    expect(map.tagName).toBe('IFRAME');
    expect(map.getAttribute('src')).toMatch(EMBED);
    expect(map.getAttribute('referrerpolicy')).toBe('no-referrer');
    // The same box the drawing filled: nothing below it moves.
    expect(map.parentElement).toBe(box);
    expect(document.activeElement).toBe(map);
    expect(container.querySelector('address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
    expect(loadedAddresses(container)).toEqual([map.getAttribute('src')]);
    expect(screen.getByRole('link', { name: 'Open a larger map (opens in a new tab)' })).toBeTruthy();
  });

  it('is shown from the keyboard: Tab to the button, Enter', async () => {
    const { user } = renderPublic(<SchoolMap />, { route: '/contact' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show map' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByTitle(/^Map showing/));
  });
});
