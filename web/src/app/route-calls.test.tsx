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

  it('are named for every route that shows stored content (the contact page shows only the site settings)', () => {
    expect(paths.filter((path) => !ROUTE_CALLS[path])).toEqual(['/contact']);
  });

  it("follow the route's parameters and the address's query", () => {
    expect(ROUTE_CALLS['/news/:slug']?.({ slug: 'sports-day' }, new URLSearchParams())).toEqual(['/events/slug/sports-day']);
    expect(ROUTE_CALLS['/about/mission']?.({}, new URLSearchParams())).toEqual(ROUTE_CALLS['/about']?.({}, new URLSearchParams()));
    expect(ROUTE_CALLS['/events']?.({}, new URLSearchParams('tag=sports'))?.join(' ')).toContain('tag=sports');
  });
});
