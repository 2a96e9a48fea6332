import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './i18n/locales.js';
import { APP_ICONS, SERVICE_WORKER_PATH, SERVICE_WORKER_REGISTRATION_SCRIPT, WEB_APP_DELAY_MS, webAppManifestPath } from './web-app.js';

/** Runs the inline script against a page in `lang` made of plain objects: what it links and registers, and when. */
function runScript(lang: string, withWorker = true) {
  const links: { rel: string; href: string }[] = [];
  const registered: string[] = [];
  const done = () => links.length + registered.length;
  let onLoad: (() => void) | undefined;
  const timers: { run: () => void; ms: number | undefined }[] = [];
  const idle: (() => void)[] = [];
  const document = {
    documentElement: { lang },
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  const navigator = withWorker ? { serviceWorker: { register: (url: string) => (registered.push(url), Promise.resolve()) } } : {};
  const context = {
    document,
    navigator,
    addEventListener: (type: string, listener: () => void) => type === 'load' && (onLoad = listener),
    setTimeout: (run: () => void, ms?: number) => timers.push({ run, ms }),
    requestIdleCallback: (run: () => void) => idle.push(run),
    self: {} as Record<string, unknown>,
  };
  context.self = context;
  runInNewContext(SERVICE_WORKER_REGISTRATION_SCRIPT, context);
  const steps = [done()];
  onLoad?.();
  steps.push(done());
  expect(timers.map((timer) => timer.ms)).toEqual([WEB_APP_DELAY_MS]);
  timers[0]?.run();
  steps.push(done());
  idle[0]?.();
  return { steps, links, registered };
}

describe('the installable app script', () => {
  it.each(LOCALES)(
    "links the %s page's manifest and the icon, and registers the worker, at an idle moment a while after load",
    (locale) => {
      const { steps, links, registered } = runScript(locale);
      // Nothing before the page's load, nor at it, nor before an idle moment after the delay.
      expect(steps).toEqual([0, 0, 0]);
      expect(links).toEqual([
        { rel: 'manifest', href: webAppManifestPath(locale) },
        { rel: 'apple-touch-icon', href: APP_ICONS[0].src },
      ]);
      expect(registered).toEqual([SERVICE_WORKER_PATH]);
    },
  );

  it('still links the manifest where a browser has no service workers', () => {
    const { links, registered } = runScript('en', false);
    expect(links.map((link) => link.rel)).toEqual(['manifest', 'apple-touch-icon']);
    expect(registered).toEqual([]);
  });
});
