import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { isWebBuildCurrent } from './web-build.mjs';

// `npm start` and the tests' globalSetup rebuild the web app when it is stale. A build stopped
// half-way must count as stale too, even while the older build's template is newer than the sources:
// otherwise the server would serve a dist/ without its pages' shell (this happened on 2026-11-30).
let root = '';
const file = (path: string, text = '') => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
const aMinuteAgo = () => new Date(Date.now() - 60_000);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'web-build-'));
  file('web/src/main.tsx');
  utimesSync(join(root, 'web/src/main.tsx'), aMinuteAgo(), aMinuteAgo());
  // What a whole build leaves: the template, the Not Found page, and no index.html (make-template.mjs).
  file('web/dist-ssr/template.html');
  file('web/dist/404.html');
  file('web/dist/spa.html');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('is current after a whole build newer than its sources', () => {
  expect(isWebBuildCurrent(root)).toBe(true);
});

it('is stale when a source changed after the build', () => {
  file('web/src/main.tsx', 'changed');
  utimesSync(join(root, 'web/src/main.tsx'), new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
  expect(isWebBuildCurrent(root)).toBe(false);
});

it('is stale after a client build that stopped before the template step (index.html left)', () => {
  file('web/dist/index.html');
  expect(isWebBuildCurrent(root)).toBe(false);
});

it('is stale after a client build that emptied dist/ and failed (no 404.html)', () => {
  rmSync(join(root, 'web/dist'), { recursive: true });
  file('web/dist/assets/app.js');
  expect(isWebBuildCurrent(root)).toBe(false);
});

it('is stale with no template', () => {
  rmSync(join(root, 'web/dist-ssr/template.html'));
  expect(isWebBuildCurrent(root)).toBe(false);
});
