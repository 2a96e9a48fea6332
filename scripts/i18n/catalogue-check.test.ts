import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCatalogues, englishKeys, placeholders, textsAskedFor } from './catalogue-check.js';

// The message catalogues as committed, and the check itself on a copy a translator broke.

const root = join(import.meta.dirname, '..', '..');
const messages = join(root, 'packages', 'shared', 'src', 'i18n', 'messages');

/** The web app's code that runs on public pages (the admin stays in English). */
function publicSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return /^(admin|admin-.*|auth)$/.test(name) ? [] : publicSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('message catalogues', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('have every key in every language, valid ICU, the English placeholders', () => {
    expect(checkCatalogues(messages)).toEqual([]);
  });

  it('hold every text the public pages ask for', () => {
    const known = englishKeys(messages);
    const missing = textsAskedFor(root, publicSources(join(root, 'web', 'src'))).filter(({ text }) => !known.has(text));
    expect(missing).toEqual([]);
  });

  it('fail the check when a translation is removed, emptied or breaks a placeholder', () => {
    const copy = mkdtempSync(join(tmpdir(), 'school-messages-'));
    copies.push(copy);
    cpSync(messages, copy, { recursive: true });
    // The footer's part (app/layout/later-parts.ts).
    const file = join(copy, 'hi', 'later-parts.json');
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    delete catalogue['Quick Links'];
    catalogue['Admin Portal'] = ' ';
    catalogue['© {year} {school}. All rights reserved.'] = '© {saal} {school}. सर्वाधिकार सुरक्षित।';
    writeFileSync(file, JSON.stringify(catalogue));
    expect(checkCatalogues(copy)).toEqual([
      'hi/later-parts.json: missing "Quick Links"',
      'hi/later-parts.json: empty "Admin Portal"',
      'hi/later-parts.json: "© {year} {school}. All rights reserved." has placeholders {saal, school}, the English {school, year}',
    ]);
  });

  it('fail the check when one text is worded two ways in two parts of a language', () => {
    const copy = mkdtempSync(join(tmpdir(), 'school-messages-'));
    copies.push(copy);
    cpSync(messages, copy, { recursive: true });
    // The server renders with every part loaded, the browser with the page's: the two would differ.
    for (const [language, home] of [
      ['en', 'Home'],
      ['pa', 'ਘਰ'],
      ['hi', 'होम'],
    ] as const) {
      const file = join(copy, language, 'search.json');
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      catalogue['Home'] = home;
      writeFileSync(file, JSON.stringify(catalogue));
    }
    expect(checkCatalogues(copy)).toEqual(['pa/search.json: "Home" reads "ਘਰ", but "ਮੁੱਖ ਪੰਨਾ" in pa/common.json']);
  });

  it('reads the placeholders of plurals and selects', () => {
    expect(placeholders('{count, plural, one {# photo by {name}} other {# photos}}')).toEqual(['count', 'name']);
  });
});
