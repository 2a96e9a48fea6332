/** Ties the menu button (aria-controls) to the drawer, which loads lazily. */
export const MOBILE_MENU_ID = 'mobile-menu';
