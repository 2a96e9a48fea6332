/** Target of the skip link; kept apart so the header and layout don't import each other. */
export const MAIN_CONTENT_ID = 'main-content';
