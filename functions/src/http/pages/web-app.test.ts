import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVICE_WORKER_REGISTRATION_SCRIPT } from '@school/shared/web-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';
import { settingsInput } from '../../testing/settings-input.js';

// Issue 39, item 4: every public page ends with the inline script, allowed by its policy, that links
// the web app manifest of its language and registers the service worker (what the script does:
// packages/shared/src/web-app.test.ts); the manifest carries the school's name as staff set it. Pages
// rendered by the real server build, with the headers both homes send (the Firebase home's rewrites
// and headers: firebase-rewrites.test.ts, entry/embedded/server.test.ts).
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));
const webDist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));

describe('the installable app', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
  });
  afterAll(() => api.close());

  it.each(['/', '/news', '/pa/about', '/hi'])(
    '%s ends with the script that links its manifest and registers the worker, which its policy allows',
    async (path) => {
      const response = await fetch(api.url + path);
      const html = await response.text();
      expect(html).toContain(`<script>${SERVICE_WORKER_REGISTRATION_SCRIPT}</script></body>`);
      // Nothing of the app in <head>: the manifest and the icon are linked after the page's load.
      expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/manifest|apple-touch-icon/);
      const hash = createHash('sha256').update(SERVICE_WORKER_REGISTRATION_SCRIPT).digest('base64');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`'sha256-${hash}'`);
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
    },
  );

  it("answers each language's manifest with the school's name from the settings, its home page and the icons", async () => {
    const get = async (path: string) => {
      const response = await fetch(api.url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('application/manifest+json');
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
      return (await response.json()) as Record<string, unknown> & { icons: { src: string; purpose: string }[] };
    };
    const english = await get('/manifest.webmanifest');
    expect(english).toMatchObject({
      id: '/',
      name: 'Convent School Faridkot',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(english.icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
    for (const icon of english.icons) expect(existsSync(webDist + icon.src), icon.src).toBe(true);
    expect(await get('/pa/manifest.webmanifest')).toMatchObject({ id: '/', lang: 'pa', start_url: '/pa' });
    expect(await get('/hi/manifest.webmanifest')).toMatchObject({ id: '/', lang: 'hi', start_url: '/hi' });

    // Staff rename the school: the next manifest says so (the memo of public answers forgets it at the write).
    const { token } = await api.staff('admin');
    expect((await api.call('PUT', '/settings', { token, body: settingsInput({ name: 'St. Mary’s <Convent> School' }) })).status).toBe(200);
    expect(await get('/pa/manifest.webmanifest')).toMatchObject({
      name: 'St. Mary’s <Convent> School',
      short_name: 'St. Mary’s <Convent> School',
    });
  });

  it('has an offline page per language and the worker in the build', () => {
    for (const file of ['/sw.js', '/offline/en.html', '/offline/pa.html', '/offline/hi.html']) {
      expect(existsSync(webDist + file), file).toBe(true);
    }
  });
});
