// The public site's message runtime: it fills in the catalogues compiled at build time
// (web/messages-plugin.ts, with Lingui's compileMessage) for one page's language. It does what
// Lingui's runtime (@lingui/core, about 3 KB of every page's JavaScript) did with them, no more:
// values, `plural` (exact `=n` cases, `offset`, `#`), `selectordinal` and `select`. Issue 34,
// item 6, to bring the pages under 100 KB. translator.test.tsx checks every message of every
// catalogue against Lingui's own output, so a message this cannot word fails a test, not a page.

import { messageKey } from '@school/shared/i18n/message-key';

/** A compiled message: its text, or its parts (a value or a choice is an array of its own). */
export type CompiledMessage = string | readonly Token[];
// A choice's cases; `offset` a number, or undefined when the message sets none.
type Cases = Readonly<Record<string, CompiledMessage | number | undefined>>;
type Token = string | readonly [name: string, type?: string, cases?: Cases];
export type Messages = Readonly<Record<string, CompiledMessage>>;

export interface Translator {
  /** Adds a catalogue's messages, keyed by `messageKey` of their ids (web/messages-plugin.ts). */
  load(messages: Messages): void;
  /** The message `id` (its English text) in the language, with `values` filled in; the id itself when no catalogue has it. */
  _(id: string, values?: Record<string, unknown>): string;
}

/** A translator for `intlLocale` ('pa-IN'): its plural rules and numbers; English's where Intl lacks it, as Lingui. */
export function createTranslator(intlLocale: string): Translator {
  const messages: Record<string, CompiledMessage> = {};
  const locales = [intlLocale, 'en'];
  let cardinal: Intl.PluralRules | undefined;
  let ordinal: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;

  const choose = (value: unknown, type: string, cases: Cases) => {
    const exact = cases[String(value)];
    if (type === 'select') return { chosen: exact ?? cases.other };
    const count = Number(value) - Number(cases.offset ?? 0);
    const rules =
      type === 'plural' ? (cardinal ??= new Intl.PluralRules(locales)) : (ordinal ??= new Intl.PluralRules(locales, { type: 'ordinal' }));
    return { chosen: exact ?? cases[rules.select(count)] ?? cases.other, count };
  };

  // `count`: inside a plural's case, what `#` stands for.
  const format = (message: CompiledMessage | number | undefined, values: Record<string, unknown>, count?: number): string => {
    if (message === undefined || typeof message === 'number' || typeof message === 'string') return String(message ?? '');
    let text = '';
    for (const token of message) {
      if (typeof token === 'string') {
        text += token === '#' && count !== undefined ? (numbers ??= new Intl.NumberFormat(locales)).format(count) : token;
        continue;
      }
      const [name, type, cases = {}] = token;
      const value = values[name];
      if (!type) {
        // The site passes strings and numbers, written as they are (as Lingui did).
        if (value !== null && value !== undefined) text += `${value as string | number}`;
        continue;
      }
      if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') throw new Error(`Unsupported message format: ${type}`);
      const { chosen, count: inner } = choose(value, type, cases);
      text += format(chosen, values, inner);
    }
    return text;
  };

  return {
    load: (more) => Object.assign(messages, more),
    _: (id, values = {}) => {
      const key = messageKey(id);
      return Object.hasOwn(messages, key) ? format(messages[key], values) : id;
    },
  };
}
