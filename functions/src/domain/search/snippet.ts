// The words of a result around its first match, as search engines show them. Plain string scans
// (no pattern sees the text): a PDF's text may be 100,000 characters.

/** Characters shown before and after the match, about a line on a phone each way. */
const AROUND = 80;
const ELLIPSIS = '…';

/** Collapses runs of white space (a PDF's line breaks, a page's paragraphs) into single spaces. */
export function oneLine(text: string): string {
  let out = '';
  let space = false;
  for (const char of text) {
    if (char === ' ' || char === '\n' || char === '\r' || char === '\t' || char === '\u00a0') space = out.length > 0;
    else {
      if (space) out += ' ';
      out += char;
      space = false;
    }
  }
  return out;
}

/**
 * The text around the first of `terms` found in it (the index's matched terms, lower case), cut at
 * spaces; with no terms, the text's start. null when a term is asked and none is in the text.
 * `flat` is on one line already (oneLine, once when the index is built).
 */
export function snippetOf(flat: string, terms: readonly string[]): string | null {
  if (!flat) return null;
  let at = terms.length === 0 ? 0 : -1;
  if (at < 0) {
    const lower = flat.toLowerCase();
    for (const term of terms) {
      const found = lower.indexOf(term);
      if (found >= 0 && (at < 0 || found < at)) at = found;
    }
  }
  // toLowerCase keeps the length of the scripts we show (Latin, Gurmukhi, Devanagari); clamp anyway.
  if (at < 0 || at > flat.length) return null;
  let start = Math.max(0, at - AROUND);
  let end = Math.min(flat.length, at + AROUND);
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    end = space > at ? space : end;
  }
  return `${start > 0 ? ELLIPSIS : ''}${flat.slice(start, end)}${end < flat.length ? ELLIPSIS : ''}`;
}
