import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SERVICE_WORKER_REGISTRATION_SCRIPT } from '@school/shared/web-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api-server.js';

// Issue 34, item 5: a Punjabi or Hindi page names its script font only once the browser has it
// cached, which its one inline script says before the first paint. Pages rendered by the real
// server build, with the headers both homes send.
const ssrDir = fileURLToPath(new URL('../../../../web/dist-ssr', import.meta.url));

const inlineScripts = (html: string): string[] => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

describe('the script font of a page', () => {
  let api: TestApi;
  const page = async (path: string) => {
    const response = await fetch(api.url + path);
    return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
  };

  beforeAll(async () => {
    api = await startTestApi({ ssrDir });
  });
  afterAll(() => api.close());

  it.each([
    ['/hi/news', 'Noto Sans Devanagari'],
    ['/pa', 'Noto Sans Gurmukhi'],
  ])('%s runs one inline script in <head>, the one its policy allows by hash', async (path, family) => {
    const { html, csp } = await page(path);
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = inlineScripts(head);
    expect(scripts).toHaveLength(1);
    // The other inline script is the service worker's registration, at the end (web-app.test.ts).
    expect(inlineScripts(html)).toEqual([scripts[0], SERVICE_WORKER_REGISTRATION_SCRIPT]);
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    // The font is declared, but the text names it only under the flag's class: a first visit never fetches it.
    expect(html).toContain(`@font-face{font-family:'${family}'`);
    expect(html).toMatch(new RegExp(`html\\.script-font\\[lang='${path.slice(1, 3)}'\\] body\\{font-family:'${family}'`));
    expect(html).not.toMatch(/html\[lang=[^\]]*\] body\{font-family/);
    expect(html).not.toMatch(/<link[^>]*\.woff2/);
  });

  // The footer is hydrated after the page (web/src/app/layout/later-parts-context.tsx); the server
  // writes it in place, never held back for an inline script to reveal (the CSP would block it).
  it.each(['/', '/about', '/contact', '/news'])(
    "%s has no inline script but the worker's registration, no script font, and its footer in place",
    async (path) => {
      const { html } = await page(path);
      expect(inlineScripts(html)).toEqual([SERVICE_WORKER_REGISTRATION_SCRIPT]);
      expect(html).not.toContain('@font-face');
      expect(html).not.toContain('<!--$?-->');
      expect(html).toContain('</main><!--$--><footer');
    },
  );
});
