import type { ItemKinds } from '../domain/item-kinds/item-kind.js';
import type { SiteSearch } from '../domain/search/site-search.js';
import type { Clock } from '../ports/clock.js';
import type { DocumentStore } from '../ports/document-store.js';
import type { FileStore } from '../ports/file-store.js';
import type { Identity } from '../ports/identity.js';
import type { Mailer } from '../ports/mailer.js';

/** Plain settings the routes need, read from each home's environment. */
export interface AppConfig {
  /** Where contact-form messages are forwarded (OFFICE_EMAIL). */
  officeEmail: string;
  /**
   * The site's public address, for links in mails (invitations, password resets): SITE_URL, else a
   * fixed default of the home. Never the request's Host header, which a sender chooses (a reset
   * mail pointing at their site would hand them the link).
   */
  siteUrl: string;
}

/** Everything the HTTP app needs, chosen by one wiring file per home (entry/*-wiring.ts). */
export interface AppDeps {
  store: DocumentStore;
  files: FileStore;
  identity: Identity;
  mailer: Mailer;
  clock: Clock;
  config: AppConfig;
  log?: Pick<Console, 'error' | 'warn' | 'info'>;
}

/** What buildApp hands its routes: the home's deps with this process's site search (domain/search). */
export type ServedDeps = AppDeps & { search: SiteSearch };

/** For the routes of the modules that serve every kind of stored item alike: the registry (http/app.ts). */
export type KindedDeps = ServedDeps & { kinds: ItemKinds };
