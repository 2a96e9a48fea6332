// Page texts may name facts kept in the school's settings ("Since {founding year}, ..."), so that a
// fact staff change in /admin/settings changes on every page at once, and the principal's name is
// never copied into a text. Pure, without zod: public pages fill their texts with it.

/** The school's facts a text may name, as the settings hold them. */
export interface PlaceholderFacts {
  name: string;
  foundedYear: number;
  address: { locality: string };
  principal: { name: string; title: string };
  retentionMonths: { messages: number };
}

/** Each placeholder staff may type, with what it stands for (the admin lists these). */
export const PAGE_TEXT_PLACEHOLDERS = {
  '{school name}': (facts: PlaceholderFacts) => facts.name,
  '{founding year}': (facts: PlaceholderFacts) => String(facts.foundedYear),
  '{town}': (facts: PlaceholderFacts) => facts.address.locality,
  '{principal name}': (facts: PlaceholderFacts) => facts.principal.name,
  '{principal title}': (facts: PlaceholderFacts) => facts.principal.title,
  '{message retention months}': (facts: PlaceholderFacts) => String(facts.retentionMonths.messages),
} as const;

export type PagePlaceholder = keyof typeof PAGE_TEXT_PLACEHOLDERS;

const PATTERN = /\{(school name|founding year|town|principal name|principal title|message retention months)\}/g;

/** A plain text with its placeholders replaced by the facts. Unknown braces stay as typed. */
export function fillText(text: string, facts: PlaceholderFacts): string {
  return text.replace(PATTERN, (placeholder) => PAGE_TEXT_PLACEHOLDERS[placeholder as PagePlaceholder](facts));
}

/**
 * The same for a stored HTML body (sanitised when saved: every attribute written name="value"). The
 * facts are escaped, so a name with "<" or "&" stays text. They are filled in the text and in
 * attributes that are words (alt, title), never in an address (href, src, ...): the body was checked
 * before any fact was in it, so a town typed as "javascript:..." must not become a link's target
 * (issue 32, item 6). A placeholder there stays as typed, a harmless relative link.
 */
export function fillHtml(html: string, facts: PlaceholderFacts): string {
  const fill = (text: string) =>
    text.replace(PATTERN, (placeholder) => escapeHtml(PAGE_TEXT_PLACEHOLDERS[placeholder as PagePlaceholder](facts)));
  // A tag (no "<" inside, so each scan stops at the next one), or text up to the next tag.
  return html.replace(/<[^<>]*>|[^<]+|</g, (part) =>
    part.startsWith('<')
      ? part.replace(ATTRIBUTE, (whole, name: string, value: string) =>
          URL_ATTRIBUTES.has(name.toLowerCase()) ? whole : `${name}="${fill(value)}"`,
        )
      : fill(part),
  );
}

// An attribute as the sanitiser writes it; only from after a space, so a long name is scanned once.
const ATTRIBUTE = /(?<=\s)([^\s"'=<>/]+)="([^"]*)"/g;
/** Attributes whose value is an address, where a filled fact could change what a click or a load does. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'cite', 'background', 'ping', 'xlink:href']);

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
