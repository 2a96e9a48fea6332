import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALES, LOCALES, type Locale } from '@school/shared/i18n/locales';
import enMail from '@school/shared/i18n/messages/en/mail.json' with { type: 'json' };
import hiMail from '@school/shared/i18n/messages/hi/mail.json' with { type: 'json' };
import paMail from '@school/shared/i18n/messages/pa/mail.json' with { type: 'json' };

// The server's fixed texts in the visitor's language: the mails it writes (issue 25). The same
// translator-editable catalogues as the web's (packages/shared/src/i18n/messages/<language>/mail.json,
// checked with the others by scripts/i18n), which the web never loads. Imported as JSON so the Cloud
// Function's bundle carries them; compiled once, on first use, with Lingui as the web compiles its own.

/** `text(english, values)`: the message in one language; the English text is the key. */
export type ServerText = (message: string, values?: Record<string, unknown>) => string;

const CATALOGUES: Record<Locale, Record<string, string>> = { en: enMail, pa: paMail, hi: hiMail };

let instances: Map<Locale, I18n> | undefined;

function instance(locale: Locale): I18n {
  instances ??= new Map(
    LOCALES.map((language) => {
      const messages: Messages = Object.fromEntries(
        Object.entries(CATALOGUES[language]).map(([id, message]) => [id, compileMessage(message)]),
      );
      return [language, setupI18n({ locale: language, locales: [INTL_LOCALES[language]], messages: { [language]: messages } })];
    }),
  );
  const found = instances.get(locale);
  if (!found) throw new Error(`No server messages for ${locale}`);
  return found;
}

/** The mail texts in `locale`; a text missing from its catalogue (the check forbids it) shows in English. */
export function serverText(locale: Locale): ServerText {
  const i18n = instance(locale);
  return (message, values) => i18n._(message, values);
}
