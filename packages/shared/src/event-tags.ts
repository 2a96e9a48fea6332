// The tags of news and events, without zod: the public /news page reads its address's tag with
// these, and a page's first script must not carry zod (about 95 KB before gzip; see
// web/src/lib/zod-without-eval.ts). event-schemas.ts builds its checks from the same list.

/** The fixed tag list of the admin news form (spec: value, label capitalised). */
export const EVENT_TAGS = ['academic', 'sports', 'cultural', 'achievement', 'announcement', 'event'] as const;
export type EventTag = (typeof EVENT_TAGS)[number];

/**
 * Other spellings a client may send for a tag, stored as the tag itself. The spec's Sports filter
 * also matches `sport`, so items imported or sent by other clients with that tag are accepted and
 * kept as `sports`, the one value the form, the filters and the emoji know.
 */
export const EVENT_TAG_ALIASES: Readonly<Record<string, EventTag>> = { sport: 'sports' };

/** `text` as a tag, another spelling of one included ('sport' → 'sports'); undefined when it names none. */
export function eventTagOf(text: string): EventTag | undefined {
  if (Object.hasOwn(EVENT_TAG_ALIASES, text)) return EVENT_TAG_ALIASES[text];
  return (EVENT_TAGS as readonly string[]).includes(text) ? (text as EventTag) : undefined;
}
