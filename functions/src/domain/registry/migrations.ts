import { givePagesTitleWords } from '../content/content-pages.js';
import { giveEventsListFields, giveEventsTitleWords } from '../events/event-list-fields.js';
import { giveEventsSlugs } from '../events/event-slugs.js';
import { giveEventsTagIndex } from '../events/event-tag-index.js';
import { giveGalleriesSlugs } from '../galleries/gallery-slugs.js';
import { giveMessagesWords } from '../messages/inbox-pages.js';
import { giveTrashTitleWords } from '../trash/trash-pages.js';
import { giveGalleriesTitleWords } from '../galleries/gallery-title-words.js';
import type { Migration } from '../migrations/run-migrations.js';
import { giveSettingsBoard, giveSettingsPrivacy, giveSettingsAdmissions } from '../settings/installer-defaults.js';

// Every data migration, numbered, once (domain/migrations/run-migrations.ts runs those a store has not
// recorded). A new one takes the next number; a released one never changes. Like the item kinds,
// nothing in the domain imports this list: the homes' entries hand it to the runner.

export const MIGRATION_LIST: readonly Migration[] = [
  {
    id: 1,
    name: 'A slug for each news item, event and gallery stored before slugs existed',
    run: async ({ store, clock }) => {
      await giveEventsSlugs(store, clock.now());
      await giveGalleriesSlugs(store, clock.now());
    },
  },
  {
    id: 2,
    name: 'The publish instant and the tags the news lists are read by, on each news item and event',
    run: ({ store }) => giveEventsListFields(store),
  },
  {
    id: 3,
    name: 'The word prefixes of the titles the admin list searches, on each news item and event',
    run: ({ store }) => giveEventsTitleWords(store),
  },
  {
    id: 4,
    name: "The tags in use, with their first publish instant, for the news lists' filters",
    run: ({ store }) => giveEventsTagIndex(store),
  },
  {
    id: 5,
    name: 'The word prefixes of the titles the admin list searches, on each gallery',
    run: ({ store }) => giveGalleriesTitleWords(store),
  },
  {
    id: 6,
    name: 'The word prefixes of the titles the admin list searches, on each content page',
    run: ({ store }) => givePagesTitleWords(store),
  },
  {
    id: 7,
    name: 'The word prefixes of the subject and sender the inbox searches, on each message',
    run: ({ store }) => giveMessagesWords(store),
  },
  {
    id: 8,
    name: 'The word prefixes of the titles the trash list searches, on each trash record',
    run: ({ store }) => giveTrashTitleWords(store),
  },
  {
    id: 9,
    name: "The school's board, the principal's qualification and the fee increase cap, in the settings",
    run: ({ store }) => giveSettingsBoard(store),
  },
  {
    id: 10,
    name: 'The data-protection contact and how long contact messages are kept, in the settings',
    run: ({ store }) => giveSettingsPrivacy(store),
  },
  {
    id: 11,
    name: 'The classes and admission ages, and how long admission enquiries are kept, in the settings',
    run: ({ store }) => giveSettingsAdmissions(store),
  },
];
