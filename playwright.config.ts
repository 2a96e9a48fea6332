import { defineConfig } from '@playwright/test';

// Browser tests run Debian's Chromium (Playwright must not download its own; none can be fetched
// here) against the real embedded server, started by global-setup on a free port.
export default defineConfig({
  testDir: 'web/e2e',
  globalSetup: './web/e2e/global-setup.ts',
  fullyParallel: true,
  // Three on two cores: a browser test spends much of its time waiting (navigations, the server,
  // assertions polling), so a third worker fills the cores; PW_WORKERS overrides it.
  workers: Number(process.env.PW_WORKERS ?? 3),
  // One retry on CI only: the 2-core machine runs two browsers and a server; Playwright still reports flaky tests.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'list' : 'line',
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
});
