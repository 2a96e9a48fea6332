import { trimEndChars } from '@school/shared/plain-text';

/**
 * A meta description: search results show about 160 characters, so longer text is cut at the last
 * word boundary before that, with an ellipsis. Line breaks become spaces.
 */
export function shortText(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${trimEndChars(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut, ' \t\n,.;:–-')}…`;
}
