// Small text helpers for input of any size (a page body may be 150,000 characters), written so no
// step takes more than linear time (issue 32, item 3). A pattern like /<[^>]*>/g or /-+$/ looks
// fine, but the engine tries it again from every start position: on 70,000 "<" or "-" with no end it
// rescans the rest each time, seconds of one core for a single request. ESLint's
// regexp/no-super-linear-* rules find such patterns; these are what to use instead.

/**
 * `html` with every tag replaced by `by`. A tag may not contain "<", so a scan from one "<" stops at
 * the next one instead of running to the end of the text (a stray "<" in text stays as typed).
 */
export function replaceTags(html: string, by: string): string {
  return html.replace(/<[^<>]*>/g, by);
}

/**
 * An editor's HTML as the words a reader sees: blocks and line breaks become new lines, tags go and
 * the entities the editor writes are read back. For comparing versions and for the site search.
 */
export function htmlToText(html: string): string {
  return replaceTags(html.replace(/<\/(p|h\d|li|div|blockquote)>|<br\s*\/?>/gi, '\n'), '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** `text` without any of the characters in `chars` at its start and end. */
export function trimChars(text: string, chars: string): string {
  return trimEndChars(trimStartChars(text, chars), chars);
}

/** `text` without any of the characters in `chars` at its start. */
export function trimStartChars(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text.charAt(start))) start += 1;
  return text.slice(start);
}

/** `text` without any of the characters in `chars` at its end. */
export function trimEndChars(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}
