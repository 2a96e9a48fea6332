/**
 * Photos in a phone's first screen (two rows of two tiles). They load at once with high priority,
 * as the largest thing on the screen; the rest load lazily as the visitor scrolls.
 */
export const FIRST_SCREEN_PHOTOS = 4;

/** Grid tiles: 2 columns on phones, 3 from 900 px, inside a container at most ~1150 px wide. */
export const GRID_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, 50vw';
