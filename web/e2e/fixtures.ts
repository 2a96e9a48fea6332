import { test as base } from '@playwright/test';
import { waitForSite, type Site } from './sites';

/** The sites beside the shared one (sites.ts), each ready once per worker, when a test first asks for it. */
interface Sites {
  seededSite: Site;
  emptySite: Site;
  firebaseSite: Site;
}

// Every spec takes `test` from here, so all share one set of worker fixtures: Playwright starts a
// worker process (and a browser) for each different set, and a spec that declared its own site
// fixture got workers of its own, 24 in a run instead of 6, each about 3 CPU-seconds to start.
// global-setup starts the shared server on a free port and says where through the environment.
export const test = base.extend<object, Sites>({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  seededSite: [async ({}, use) => use(await waitForSite('seeded')), { scope: 'worker', timeout: 180_000 }],
  emptySite: [async ({}, use) => use(await waitForSite('empty')), { scope: 'worker', timeout: 180_000 }],
  // The Firebase emulators take longest to start (start-sites.ts).
  firebaseSite: [async ({}, use) => use(await waitForSite('firebase')), { scope: 'worker', timeout: 300_000 }],
});
export { expect } from '@playwright/test';

export const admin = {
  get email() {
    return process.env.E2E_ADMIN_EMAIL ?? '';
  },
  get password() {
    return process.env.E2E_ADMIN_PASSWORD ?? '';
  },
  get name() {
    return process.env.E2E_ADMIN_NAME ?? '';
  },
};

/** A second superadmin, only for the test that logs out (see global-setup.ts). */
export const signOutStaff = (): { email: string; password: string; name: string } =>
  JSON.parse(process.env.E2E_SIGN_OUT_STAFF ?? '{}') as { email: string; password: string; name: string };

/** A fresh staff token for the e2e superadmin, straight from the API (no UI steps). */
export async function staffToken(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  const body = (await response.json()) as { token: string };
  return body.token;
}

/**
 * Signs the page in as the e2e superadmin by storing what the login page would store. The storage
 * is written from /robots.txt, a tiny file of the same origin: opening the login page for it would
 * load and render the back office once more in every admin test.
 */
export async function signIn(page: import('@playwright/test').Page): Promise<string> {
  const token = await staffToken(page.request);
  await storeSession(page, '', token, { name: admin.name, role: 'superadmin', email: admin.email });
  return token;
}

/** Stores `token` and `user` in the page of the site at `origin` ('' for the test's own) as the login page would. */
export async function storeSession(
  page: import('@playwright/test').Page,
  origin: string,
  token: string,
  user: { name: string; role: string; email: string },
): Promise<void> {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ([t, stored]) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('user', stored);
    },
    [token, JSON.stringify(user)] as const,
  );
}
