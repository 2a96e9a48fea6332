// A message's key in the catalogues a page fetches: a short hash of its English text (the id the
// code writes, `t('Not yet published')`), so a Punjabi or Hindi catalogue carries its translations
// and not the English beside them (issue 34, item 6: the English ids were about a third of each
// catalogue's bytes). web/messages-plugin.ts keys the compiled catalogues so, and refuses a build in
// which two ids share a key; the translator (web/src/lib/i18n/translator.ts) looks ids up by it.
// FNV-1a, 32 bits: a few lines, the same in Node and every browser.

/** The key of the message `id`. */
export function messageKey(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** `messages` (by id) keyed as the catalogues are. */
export function keyedByMessageKey<T>(messages: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [messageKey(id), message]));
}
