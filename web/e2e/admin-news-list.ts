import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// The admin News & Events list as the browser tests find items in it. It shows a page at a time
// (the 20 newest first), and the e2e server is shared by specs that add items all the run long, so
// a test finds its own item by searching for its title, as staff do in a long list.

/** The list's row of the item titled exactly `title`. */
export const newsRow = (page: Page, title: string) =>
  page.getByTestId('news-admin-row').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Searches the list for `title` and answers its row, once the search's answer shows it. */
export async function findNewsRow(page: Page, title: string) {
  const box = page.getByRole('searchbox', { name: 'Search by title' });
  // Waits for the search's own answer: the row may be on the page already, in the list it replaces.
  if ((await box.inputValue()) !== title) {
    const searched = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/events' && url.searchParams.get('q') === title;
    });
    await box.fill(title);
    await searched;
  }
  const row = newsRow(page, title);
  await expect(row).toBeVisible();
  return row;
}
