import { readFile } from 'node:fs/promises';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

// The message catalogues (packages/shared/src/i18n/messages/<language>/<part>.json) hold ICU
// messages as translators write them. Imported with `?compiled`, a catalogue arrives compiled into
// Lingui's runtime form, so the browser never downloads an ICU parser (lib/i18n/catalogs.ts).

const COMPILED = /\.json\?compiled$/;

export function compiledMessages(): Plugin {
  return {
    name: 'school-compiled-messages',
    // Before Vite's JSON plugin: the answer is a module already.
    enforce: 'pre',
    async load(id) {
      if (!COMPILED.test(id)) return null;
      const file = id.replace(/\?compiled$/, '');
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
