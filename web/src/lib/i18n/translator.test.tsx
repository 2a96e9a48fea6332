import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALES, LOCALES } from '@school/shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { keyedByMessageKey } from '@school/shared/i18n/message-key';
import { createTranslator, type CompiledMessage } from './translator';

// The site's own message runtime must word every message of every catalogue exactly as Lingui's
// did (issue 34, item 6 replaced it), for each value a message chooses by.

const MESSAGES = join(import.meta.dirname, '../../../../packages/shared/src/i18n/messages');

/** Each variable of a compiled message, with the values worth trying for it. */
function trials(message: CompiledMessage, found = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (typeof message === 'string') return found;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, cases = {}] = token;
    const tried = found.get(name) ?? [];
    if (type === 'select') tried.push(...Object.keys(cases), 'something else');
    else if (type) tried.push(0, 1, 2, 3, 5, 11, 21, 1000);
    else tried.push('Faridkot', 2005);
    found.set(name, tried);
    for (const inner of Object.values(cases)) if (inner !== undefined && typeof inner !== 'number') trials(inner, found);
  }
  return found;
}

/** Every combination of the variables' values (messages have at most a few). */
function combinations(variables: Map<string, unknown[]>): Record<string, unknown>[] {
  let all: Record<string, unknown>[] = [{}];
  for (const [name, values] of variables) all = all.flatMap((partial) => values.map((value) => ({ ...partial, [name]: value })));
  return all;
}

describe('the message runtime', () => {
  for (const locale of LOCALES) {
    it(`words every ${locale} message as Lingui does`, () => {
      const ours = createTranslator(INTL_LOCALES[locale]);
      const compiled: Record<string, CompiledMessage> = {};
      for (const file of readdirSync(join(MESSAGES, locale))) {
        const catalogue = JSON.parse(readFileSync(join(MESSAGES, locale, file), 'utf8')) as Record<string, string>;
        for (const [id, text] of Object.entries(catalogue)) compiled[id] = compileMessage(text) as CompiledMessage;
      }
      ours.load(keyedByMessageKey(compiled));
      // Lingui's types call a compiled message mutable; it is the same data.
      const lingui = setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: compiled as Messages } });
      let checked = 0;
      for (const [id, message] of Object.entries(compiled)) {
        for (const values of combinations(trials(message))) {
          expect(ours._(id, values), `${id} ${JSON.stringify(values)}`).toBe(lingui._(id, values));
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(200);
    });
  }

  it('words plurals by the language, with exact cases, an offset and # inside a choice', () => {
    const t = createTranslator('en-IN');
    t.load(
      keyedByMessageKey({
        photos: compileMessage('{count, plural, =0 {no photos} one {# photo} other {# photos}}') as CompiledMessage,
        guests: compileMessage('{n, plural, offset:1 =1 {{name}} one {{name} and # other} other {{name} and # others}}') as CompiledMessage,
        place: compileMessage('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}') as CompiledMessage,
        part: compileMessage('{part, select, morning {am # } other {pm}}') as CompiledMessage,
      }),
    );
    expect([0, 1, 1000].map((count) => t._('photos', { count }))).toEqual(['no photos', '1 photo', '1,000 photos']);
    expect([1, 2, 3].map((n) => t._('guests', { n, name: 'Asha' }))).toEqual(['Asha', 'Asha and 1 other', 'Asha and 2 others']);
    expect([1, 2, 3, 4].map((n) => t._('place', { n }))).toEqual(['1st', '2nd', '3rd', '4th']);
    expect(t._('part', { part: 'morning' })).toBe('am # ');
  });

  it('answers the id itself for a message no catalogue has, and refuses a format it cannot word', () => {
    const t = createTranslator('hi-IN');
    expect(t._('Back to Home')).toBe('Back to Home');
    t.load(keyedByMessageKey({ price: compileMessage('{amount, number}') as CompiledMessage }));
    expect(() => t._('price', { amount: 5 })).toThrow('Unsupported message format: number');
  });
});
