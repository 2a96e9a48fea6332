// E-mail subscriptions' plain constants (issue 39), apart from subscription-schemas.ts so the public
// form and its pages show themselves without zod. No imports here, please.

/** What a parent may subscribe to: news items, events, circulars and documents, urgent notices. */
export const SUBSCRIPTION_TOPICS = ['news', 'events', 'documents', 'notices'] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];

/** Each topic's English name: the form's label (translated in the subscribe catalogue) and the mails'. */
export const TOPIC_NAMES: Record<SubscriptionTopic, string> = {
  news: 'News',
  events: 'Events',
  documents: 'Circulars and documents',
  notices: 'Urgent notices',
};

/** The subscribe form's name and fields, as the page posts them (lib/early-fields.ts reads them). */
export const SUBSCRIBE_FORM = 'subscribe';
export const TOPICS_FIELD = 'topics';

/** The answer when no topic is ticked (the form's and the server's, in the page's language). */
export const TOPICS_REQUIRED = 'Choose at least one topic.';

/** The answer to a confirm or manage link that is not (or no longer) valid. */
export const LINK_NOT_VALID = 'This link is not valid any more. Please subscribe again.';

/** How long an unconfirmed address is kept before it is deleted. */
export const UNCONFIRMED_KEEP_DAYS = 7;

/** The two query fields of every confirm and manage link: the subscription and its signature. */
export const LINK_FIELDS = { subscription: 's', token: 't' } as const;
