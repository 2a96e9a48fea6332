import { describe, expect, it } from 'vitest';
import { publicRoutes } from './public-routes';
import { ROUTE_CALLS } from './route-calls';

// The server's table of each page's first calls stands apart from the route table the browser
// loads (issue 34, item 6); these keep the two in step.
describe("the public pages' first calls", () => {
  const paths = publicRoutes.map((route) => route.path);

  it('are named for routes of the table only', () => {
    expect(Object.keys(ROUTE_CALLS).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('are named for every route that shows stored content (the contact page, the enquiry and subscription forms show only the site settings)', () => {
    // The subscription's link pages load a parent's subscription in the browser: no cache keeps it.
    expect(paths.filter((path) => !ROUTE_CALLS[path])).toEqual([
      '/admissions/enquire',
      '/subscribe',
      '/subscribe/confirm',
      '/subscribe/manage',
      '/contact',
    ]);
  });

  it("follow the route's parameters, the address's query and the page's language", () => {
    const none = new URLSearchParams();
    expect(ROUTE_CALLS['/news/:slug']?.({ slug: 'sports-day' }, none, 'en')).toEqual(['/events/slug/sports-day']);
    expect(ROUTE_CALLS['/about/mission']?.({}, none, 'en')).toEqual(ROUTE_CALLS['/about']?.({}, none, 'en'));
    expect(ROUTE_CALLS['/events']?.({}, new URLSearchParams('tag=sports'), 'en')?.join(' ')).toContain('tag=sports');
    // The search asks in the page's language; no words, no call; a page that is none, no call either.
    expect(ROUTE_CALLS['/search']?.({}, new URLSearchParams('q=fee%20list&page=2'), 'hi')).toEqual(['/search?q=fee+list&lang=hi&page=2']);
    expect(ROUTE_CALLS['/search']?.({}, new URLSearchParams('q=+'), 'pa')).toEqual([]);
    expect(ROUTE_CALLS['/search']?.({}, new URLSearchParams('q=fees&page=11'), 'en')).toEqual([]);
  });
});
