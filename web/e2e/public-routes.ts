/** Every public route of the spec with a text only that page shows; shared by the page, meta and axe tests. */
export const publicPages: readonly { path: string; text: string | RegExp }[] = [
  { path: '/', text: 'Fun Learning Awaits' },
  { path: '/about', text: 'Community Impact' },
  { path: '/about/story', text: 'opened its doors in 2005' },
  { path: '/about/mission', text: 'Our mission is to give every child' },
  { path: '/about/leadership', text: /led by our Principal/ },
  { path: '/academics', text: 'Our digital curriculum partner' },
  { path: '/academics/curriculum', text: 'Our digital curriculum partner' },
  { path: '/academics/programs', text: 'Programs & Activities' },
  { path: '/academics/faculty', text: 'Our Faculty' },
  { path: '/academics/resources', text: 'Learning Resources' },
  { path: '/admissions', text: 'Parent Interview' },
  { path: '/admissions/process', text: 'Complete Enrollment Paperwork' },
  { path: '/admissions/requirements', text: 'School readiness assessment results' },
  { path: '/admissions/apply', text: 'Fill in the online application form' },
  { path: '/parent-resources', text: 'Learning Disability Support' },
  { path: '/contact', text: 'Mon-Fri, 8am-4pm' },
];

/** Public routes whose screens other features own (galleries, news and events, documents, fees, disclosure); axe checks them too. */
export const otherPublicPaths = [
  '/media',
  '/news',
  '/events',
  '/documents',
  '/admissions/fees',
  '/mandatory-public-disclosure',
  '/privacy',
  '/admissions/enquire',
  '/subscribe',
] as const;

/**
 * Public pages arrive prerendered and become interactive once React has hydrated them (after their
 * lazy chunk loads). A user's early click is replayed by React; a test's keyboard presses are not,
 * so interactive tests wait until the page content is React's.
 *
 * "React's" means committed, not only rendered: hydration runs in a transition that yields, and
 * React marks each element (`__reactFiber$`) while it renders, before the commit. A click landing
 * between the two does not reach React directly: early-taps.ts holds it and replays it after the
 * commit, a path whose timing a busy machine stretches (the suspect of the flaky phone Academics
 * tabs test). So this also waits for the root's committed state to stop being dehydrated, and the
 * test's clicks are plain clicks on a live page.
 */
export async function waitForHydration(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => {
    type HostRoot = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
    const container = document.getElementById('root') as (HTMLElement & Record<string, HostRoot | undefined>) | null;
    const key = container ? Object.keys(container).find((k) => k.startsWith('__reactContainer$')) : undefined;
    const committed = key ? container?.[key]?.stateNode?.current?.memoizedState?.isDehydrated === false : false;
    const content = document.querySelector('#main-content > *');
    return committed && !!content && Object.keys(content).some((k) => k.startsWith('__reactFiber$'));
  });
}

/** Opens a page and waits until React owns it, so a click or a key reaches the app, not the server's HTML. */
export async function openHydrated(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Opens a page by moving to it within the app, as a visitor does from the menu: then the page asks
 * the API itself (the answers page.route serves) instead of arriving rendered by the server with
 * the real ones. React Router follows the history's popstate event.
 */
export async function openInApp(page: import('@playwright/test').Page, path: string): Promise<void> {
  if (!page.url().includes('/about')) {
    await page.goto('/about');
    await waitForHydration(page);
  }
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
