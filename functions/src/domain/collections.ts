// Every collection the DocumentStore holds, named once. Firestore's rules and indexes, the SQLite
// file, backups and the stress checks all read these names: renaming one is a data migration, not
// a refactor, so the values must never change without one.

/** Content pages of the public site (domain/content). */
export const CONTENT = 'content';
/** One document per page slug, claimed with `create` so two pages can never share a slug. */
export const CONTENT_SLUGS = 'content_slugs';
/** News and events, one document per item (domain/events). */
export const EVENTS = 'events';
/** One document per news/event slug, claimed with `create` so two items never share one (domain/slugs). */
export const EVENT_SLUGS = 'event_slugs';
/** One document per news/event type and tag in use, with its first publish instant: the lists' filters (domain/events/event-tag-index.ts). */
export const EVENT_TAG_INDEX = 'event_tags';
/** The documents library: circulars, forms, certificates... one file each (domain/documents). */
export const DOCUMENTS = 'documents';
/** One document per documents-library slug, claimed like EVENT_SLUGS. */
export const DOCUMENT_SLUGS = 'document_slugs';
/** One record per reminder mailed before a document's "valid until" day, claimed with `create` so none goes twice. Server only. */
export const DOCUMENT_REMINDERS = 'document_reminders';
/** Photo galleries; their images live inside the gallery document (domain/galleries). */
export const GALLERIES = 'galleries';
/** One document per gallery slug, claimed like EVENT_SLUGS. */
export const GALLERY_SLUGS = 'gallery_slugs';
/** The staff inbox of contact-form messages (domain/messages). */
export const MESSAGES = 'messages';

/** Admission enquiries from /admissions/enquire (domain/enquiries). */
export const ENQUIRIES = 'enquiries';
/** One document per year of references (`2027`: the last ENQ-2027-nnnn given), counted up in a transaction. */
export const ENQUIRY_COUNTERS = 'enquiry_counters';
/** E-mail subscribers (issue 39, domain/subscriptions): an address, its language and topics; unconfirmed ones expire. Server only. */
export const SUBSCRIBERS = 'subscribers';
/** What staff announced to subscribers, one document per item (`<kind>-<id>`, domain/mailings). Server only. */
export const ANNOUNCEMENTS = 'announcements';
/** The queue of subscribers' mails, one document per subscriber and announcement or digest (domain/mailings). Server only. */
export const MAIL_JOBS = 'mail_jobs';
/** The server's own signing keys, made on first use (the subscription links' HMAC key). Never sent anywhere. Server only. */
export const SERVER_SECRETS = 'server_secrets';
/** The notice banner's notices, shown on every public page between their start and end (domain/notices). */
export const NOTICES = 'notices';
/** The published texts of the fixed public pages, one document per page name (domain/page-texts): public. */
export const PAGE_TEXTS = 'page_texts';
/** Staff's unpublished drafts of those texts, by page name: never shown to visitors. */
export const PAGE_TEXT_DRAFTS = 'page_text_drafts';
/** Single documents of site settings, by id (SETTINGS_DOCS). */
export const SETTINGS = 'settings';
/** Live one-time codes for e-mail verification, one per address (domain/otp). */
export const OTP_CODES = 'otps';
/** Claimed guess slots per code: caps the guesses however many requests race. */
export const OTP_GUESSES = 'otp_guesses';
/** Addresses verified recently enough to send a contact message. */
export const VERIFIED_EMAILS = 'verified_emails';
/** Fixed-window counters of the rate limits (domain/throttles/rate-limit.ts) and the throttles' records per account or subject and address (domain/accounts/sign-in-throttle.ts, domain/throttles/send-throttle.ts). */
export const RATE_LIMITS = 'rate_limits';
/** Every live staff session, by a hash of its token: "Sign out" on one device deletes its record (domain/accounts/sessions.ts). */
export const SESSIONS = 'sessions';
/** The one live password link (invitation or reset) per staff account, by a hash of the account id; the token is stored hashed (domain/accounts/password-links.ts). */
export const PASSWORD_LINKS = 'password_links';
/**
 * "Forgot password?" requests waiting to be looked up and mailed after the answer (the e-mail and the
 * attempts, never a link's secret), one document per request (domain/accounts/reset-mails.ts). Server only.
 */
export const RESET_MAIL_QUEUE = 'reset_mail_queue';
/** What staff deleted, restorable for 30 days: one record per deleted thing, by its id (domain/trash). Server only. */
export const TRASH = 'trash';
/** Staff accounts of the embedded home (adapters/embedded/local-identity.ts); Firebase keeps them in Auth. */
export const ACCOUNTS = 'accounts';
/** The audit log: who did what to which item and when, kept 12 months (domain/audit). Server only. */
export const AUDIT_LOG = 'audit_log';
/** Earlier versions of news items, events and content pages, the last 50 per item (domain/revisions). Server only. */
export const REVISIONS = 'revisions';

/**
 * The collections of short-lived records. Every document in them has `expiresAt` (an instant as
 * Date.toISOString writes it) and is deleted some time after it: on the embedded home by the hourly
 * sweep (domain/expiry.ts), on Firebase by a TTL policy per collection in firestore.indexes.json
 * (a test checks each is declared), within about 24 hours. So readers still check `expiresAt`.
 * The code records (CODE_RECORDS) go sooner, within minutes: see there.
 * A new kind of short-lived record needs only its collection here and its TTL entry there.
 */
// The audit log is here too: its entries expire 12 months after they were written. Subscribers too,
// though only the unconfirmed carry `expiresAt` (7 days): a confirmed one stays until it unsubscribes.
// The subscribers' mail jobs expire some months after they were made (MAILING.keepJobsMs).
export const EXPIRING: readonly string[] = [
  OTP_CODES,
  OTP_GUESSES,
  VERIFIED_EMAILS,
  RATE_LIMITS,
  SESSIONS,
  PASSWORD_LINKS,
  RESET_MAIL_QUEUE,
  AUDIT_LOG,
  SUBSCRIBERS,
  MAIL_JOBS,
];

/**
 * The records of a one-time code: the code, its guesses and the verified address. They hold a hash
 * of a parent's e-mail address, so they go at once when used (domain/otp/email-verification.ts) and
 * within minutes of expiry otherwise (issue 37, DPDP Rules: kept no longer than needed): a sweep every
 * few minutes on both homes (domain/expiry.ts), which Firebase's slower TTL policies only back up.
 */
export const CODE_RECORDS: readonly string[] = [OTP_CODES, OTP_GUESSES, VERIFIED_EMAILS];

/** Document ids inside SETTINGS. */
export const SETTINGS_DOCS = {
  /** The link to the external admission form. */
  admission: 'admission',
  /** The school's public facts and images (domain/settings): read by every public page. */
  school: 'school',
  /** Settings only staff and the server read: where contact messages are notified. */
  office: 'office',
  /** When subscribers' mails go (issue 39: at once or weekly): staff only. */
  mailing: 'mailing',
} as const;
/** The data migrations that have run on this store, one document per number (domain/migrations). */
export const MIGRATIONS = 'migrations';
/** One document (`index`): the last write to anything the site search holds, so every instance rebuilds its index (domain/search). Server only. */
export const SEARCH_STATE = 'search_state';

/**
 * Fields the lists order and page by, whatever the collection: the embedded home's SQLite file keeps
 * an index on each (a page of news at 5,000 items: 0.1 ms instead of 27), as Firestore's automatic
 * single-field indexes and firestore.indexes.json do for Firebase.
 */
// nextAt and fanOutAt: when the subscribers' mail queue next looks at a job or an announcement (domain/mailings).
export const ORDERED_FIELDS = ['publishedAt', 'createdAt', 'updatedAt', 'deletedAt', 'followUp', 'nextAt', 'fanOutAt'] as const;
