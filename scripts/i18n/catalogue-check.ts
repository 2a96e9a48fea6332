import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

// The checks `npm test` runs on the message catalogues (packages/shared/src/i18n/messages/<language>/
// <part>.json): every part in every language with the same keys, nothing left empty, every message
// valid ICU with the same placeholders as the English, and every text the web app asks for
// (`t('…')`) present. A translator's slip fails the tests, not a visitor's page.

const LANGUAGES = ['en', 'pa', 'hi'];

type Catalogue = Record<string, string>;

const read = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

/** `{name}`, `{count, plural, …}`: the names a message interpolates. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , options] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (options && typeof options === 'object') for (const branch of Object.values(options)) visit(branch);
    }
  };
  const compiled = compileMessage(message);
  if (Array.isArray(compiled)) visit(compiled);
  return [...names].sort();
}

/** Problems found in the catalogues below `dir`, each one line naming the file and the key. */
export function checkCatalogues(dir: string): string[] {
  const problems: string[] = [];
  const parts = new Set(LANGUAGES.flatMap((language) => readdirSync(join(dir, language)).filter((file) => file.endsWith('.json'))));
  for (const part of parts) {
    const catalogues = Object.fromEntries(
      LANGUAGES.map((language) => {
        try {
          return [language, read(join(dir, language, part))];
        } catch {
          problems.push(`${language}/${part}: missing or not valid JSON`);
          return [language, {}];
        }
      }),
    ) as Record<string, Catalogue>;
    const english = catalogues.en ?? {};
    for (const [key, message] of Object.entries(english)) {
      if (message !== key) problems.push(`en/${part}: "${key}" must be its own text (the English text is the key)`);
    }
    for (const language of LANGUAGES) {
      const catalogue = catalogues[language] ?? {};
      for (const key of Object.keys(english)) {
        const message = catalogue[key];
        if (message === undefined) problems.push(`${language}/${part}: missing "${key}"`);
        else if (message.trim() === '') problems.push(`${language}/${part}: empty "${key}"`);
      }
      for (const [key, message] of Object.entries(catalogue)) {
        if (!(key in english)) problems.push(`${language}/${part}: "${key}" is not in en/${part}`);
        try {
          const wanted = placeholders(key).join(', ');
          const found = placeholders(message).join(', ');
          if (wanted !== found) problems.push(`${language}/${part}: "${key}" has placeholders {${found}}, the English {${wanted}}`);
        } catch (error) {
          problems.push(`${language}/${part}: "${key}" is not a valid message (${(error as Error).message})`);
        }
      }
    }
  }
  problems.push(...sharedKeyClashes(dir));
  return problems;
}

/**
 * A text in two parts of one language must read the same in both: the server loads every part into
 * one catalogue before it renders a page (the later part wins), the browser only the page's parts, so
 * two wordings of "News" rendered one on the server and the other in the browser (React error 418 on
 * every Punjabi page). The mail part is the server's alone and never meets the others.
 */
function sharedKeyClashes(dir: string): string[] {
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    const first = new Map<string, { part: string; message: string }>();
    const parts = readdirSync(join(dir, language)).filter((file) => file.endsWith('.json') && file !== 'mail.json');
    for (const part of parts.sort()) {
      let catalogue: Catalogue;
      try {
        catalogue = read(join(dir, language, part));
      } catch {
        continue; // reported above
      }
      for (const [key, message] of Object.entries(catalogue)) {
        const seen = first.get(key);
        if (!seen) first.set(key, { part, message });
        else if (seen.message !== message) {
          problems.push(`${language}/${part}: "${key}" reads "${message}", but "${seen.message}" in ${language}/${seen.part}`);
        }
      }
    }
  }
  return problems;
}

/** Every English key of every part below `dir`. */
export function englishKeys(dir: string): Set<string> {
  const keys = new Set<string>();
  for (const file of readdirSync(join(dir, 'en')).filter((name) => name.endsWith('.json'))) {
    for (const key of Object.keys(read(join(dir, 'en', file)))) keys.add(key);
  }
  return keys;
}

/** The literal texts code passes to `t(…)` (`t('Home')`, `t("You're")`), with the file each is in. */
export function textsAskedFor(root: string, files: string[]): { text: string; file: string }[] {
  const asked: { text: string; file: string }[] = [];
  const call = /\bt\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(call)) {
      const text = (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1');
      asked.push({ text, file: relative(root, file) });
    }
  }
  return asked;
}
