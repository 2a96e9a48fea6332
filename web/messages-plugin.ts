import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { messageKey } from '../packages/shared/src/i18n/message-key.ts';

// The message catalogues (packages/shared/src/i18n/messages/<language>/<part>.json) hold ICU
// messages as translators write them. They reach a page compiled into Lingui's runtime form, so the
// browser never downloads an ICU parser (lib/i18n/catalogs.ts):
// - imported with `?compiled` by the server's render, the dev server and the tests;
// - in the browser's build, as JSON files under one folder named by their contents' hash
//   (`/assets/messages/<hash>/<language>/<part>.json`), which the page fetches. A map of one
//   import per catalogue weighed on every page's script (each part, three more entries: issue 34,
//   item 6); one folder name is all the browser's script holds.

const COMPILED = /\.json\?compiled$/;
const MESSAGES = join(import.meta.dirname, '..', 'packages', 'shared', 'src', 'i18n', 'messages');
/** Parts no page loads: the server's mails' words, and the offline pages' (web/scripts/make-offline.mjs), written into those pages at build time. */
const NOT_FOR_PAGES = new Set(['mail.json', 'offline.json']);

/** A message compiled; plain text as a string rather than a list of one (the translator reads both). */
function compiled(message: string): unknown {
  const parts = compileMessage(message);
  return Array.isArray(parts) && parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

/**
 * A catalogue compiled and keyed by `messageKey` of each id (@school/shared/i18n/message-key). An
 * English message that compiles to its own id is left out: the translator answers the id itself.
 */
function compile(source: string, language: string): string {
  const messages = JSON.parse(source) as Record<string, string>;
  const entries = Object.entries(messages)
    .map(([id, message]) => [id, compiled(message)] as const)
    .filter(([id, message]) => language !== 'en' || message !== id)
    .map(([id, message]) => [messageKey(id), message]);
  return JSON.stringify(Object.fromEntries(entries));
}

/** Refuses to build when two ids of the catalogues share a key: one would show the other's words. */
function checkKeys(): void {
  const ids = new Map<string, string>();
  for (const { source } of browserCatalogues()) {
    for (const id of Object.keys(JSON.parse(source) as Record<string, string>)) {
      const other = ids.get(messageKey(id));
      if (other !== undefined && other !== id) throw new Error(`Messages "${other}" and "${id}" share a key: reword one of them`);
      ids.set(messageKey(id), id);
    }
  }
}

/** Every browser catalogue: its path under the folder, and its source. */
function browserCatalogues(): { path: string; source: string }[] {
  return readdirSync(MESSAGES).flatMap((language) =>
    readdirSync(join(MESSAGES, language))
      .filter((file) => file.endsWith('.json') && !NOT_FOR_PAGES.has(file))
      .sort()
      .map((file) => ({ path: `${language}/${file}`, source: readFileSync(join(MESSAGES, language, file), 'utf8') })),
  );
}

export function compiledMessages(): Plugin {
  let folder = '';
  let emit = false;
  return {
    name: 'school-compiled-messages',
    // Before Vite's JSON plugin: the answer is a module already.
    enforce: 'pre',
    config(_config, { command, isSsrBuild }) {
      emit = command === 'build' && !isSsrBuild;
      checkKeys();
      const hash = createHash('sha256');
      for (const { path, source } of browserCatalogues()) hash.update(path).update('\0').update(source).update('\0');
      folder = `assets/messages/${hash.digest('hex').slice(0, 10)}`;
      // Read by lib/i18n/catalogs.ts: the browser's build fetches its catalogues from here.
      return { define: { __MESSAGES_FOLDER__: JSON.stringify(`/${folder}`) } };
    },
    async load(id) {
      if (!COMPILED.test(id)) return null;
      const file = id.replace(/\?compiled$/, '');
      this.addWatchFile(file);
      return `export default ${compile(await readFile(file, 'utf8'), basename(dirname(file)))};`;
    },
    generateBundle() {
      if (!emit) return;
      for (const { path, source } of browserCatalogues()) {
        this.emitFile({ type: 'asset', fileName: `${folder}/${path}`, source: compile(source, path.split('/')[0] ?? '') });
      }
    },
  };
}
