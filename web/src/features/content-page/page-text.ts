import { replaceTags } from '@school/shared/plain-text';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A short plain-text summary of a body for the meta description. Regex, not DOMParser, so it also
 * runs where there is no DOM (the build's prerender).
 */
export function summary(html: string, max = 155): string {
  const text = replaceTags(html.replace(/</g, ' <'), '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
