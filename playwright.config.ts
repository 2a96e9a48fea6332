import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's headless shell (apt package chromium-headless-shell) is the browser Playwright itself
// runs headless by default: the same Blink and V8 without the desktop browser around them. Here it
// took a fifth less CPU than the full Chromium over the same specs, and the full one is slow enough
// on two busy cores to time out the longest journeys. The full Chromium stays the fallback.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browser = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Specs whose layout or behaviour differs between a phone and a desktop. */
const bothSizes = [
  'layout-shift',
  'public-page-audit',
  'public-layout',
  'public-site',
  'public-a11y',
  'public-pages',
  'i18n-pages',
  'i18n-switcher-hostile',
  'admin-staff-ui',
  'notices',
  'page-texts',
  'linked-documents',
  'personal-data',
  'no-data-leaves',
  'admin-enquiries',
  'enquiry',
];
/** Staff's journeys through the back office (and the Firebase home, run at one size). */
const atDesktop = [
  'activity',
  'admin-admission',
  'admin-login',
  'admin-messages',
  'admin-revisions-settings',
  'admin-settings',
  'admin-staff',
  'concurrent-edits',
  'content',
  'documents',
  'disclosure',
  'fees',
  'galleries',
  'news',
  'revisions',
  'scheduled-publishing',
  'search',
  'trash',
  'firebase-home',
];
const spec = (...names: string[]) => names.map((name) => `**/${name}.spec.ts`);

// Browser tests run Debian's Chromium (Playwright must not download its own; none can be fetched
// here) against the real embedded server, started by global-setup on a free port.
export default defineConfig({
  testDir: 'web/e2e',
  // The web build first when it is missing or older than its sources (as Vitest's unit project does):
  // the server serves web/dist and web/dist-ssr, so a stale build would test yesterday's screens. So
  // too the bundles of the server and the CLIs that the tests start (scripts/embedded-build.mjs).
  globalSetup: ['./scripts/web-build.mjs', './scripts/embedded-build.mjs', './web/e2e/global-setup.ts'],
  fullyParallel: true,
  // Three on two cores: a browser test spends much of its time waiting (navigations, the server,
  // assertions polling), so a third worker fills the cores; PW_WORKERS overrides it.
  workers: Number(process.env.PW_WORKERS ?? 3),
  // One retry on CI only: the 2-core machine runs two browsers and a server; Playwright still reports flaky tests.
  retries: process.env.CI ? 1 : 0,
  // A minute for a test: the longest journeys take 15 to 30 s alone, and twice that on two cores
  // shared with other work (a passing test never waits for it; a hung one still fails).
  timeout: 60_000,
  // Ten seconds for an expectation: a loaded 2-core machine can take more than the default five to
  // fetch an admin chunk and hear the server (a passing test never waits for it).
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    launchOptions: {
      executablePath: browser,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
    // The site registers a service worker (issue 39, item 4), which would answer requests that
    // page.route never sees and keep pages between a spec's steps; only offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  // Each journey runs once, at the size its people use: staff's back-office journeys at a desktop,
  // visitors' journeys on a 390 px phone. The specs whose layout or behaviour changes with the width
  // (the header, menus, dropdowns, layout shift, the admin on a phone) run at both sizes. This halves
  // the browser suite, the longest step of `npm test`, without leaving a behaviour untested.
  projects: [
    { name: 'desktop', testMatch: spec(...bothSizes, ...atDesktop), use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      testIgnore: spec(...atDesktop),
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
});
