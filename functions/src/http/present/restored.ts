import type { ContentDoc } from '@school/shared/content-schemas';
import type { DocumentDoc } from '@school/shared/document-schemas';
import type { StoredEnquiry } from '@school/shared/enquiry-schemas';
import type { EventDoc } from '@school/shared/event-schemas';
import type { RevisionKind } from '@school/shared/revision-schemas';
import type { StoredDocument } from '../../ports/document-store.js';
import type { FileStore } from '../../ports/file-store.js';
import { presentDocument } from './documents.js';
import { presentEnquiry } from './enquiries.js';
import { presentPage } from './content.js';
import { presentItem } from './events.js';
import type { AdminSettingsState } from '../../domain/settings/school-settings.js';
import type { TextsForStaff } from '../../domain/page-texts/page-texts.js';
import { presentTextsForStaff } from './page-texts.js';
import { presentAdminSettings } from './settings.js';

// A restore saves through the item's own update use case (its ItemKind's `revisions.restore`), which
// answers what that use case answers; the API answers the item as the item's own route presents it.
// Each entry names the value its kind's restore answers: the registry types them all as `object`.
// Keyed by every shared revision kind, so a new one does not compile until it is presented here.
const PRESENTERS: Record<RevisionKind, (restored: object, files: Pick<FileStore, 'publicUrl'>) => unknown> = {
  event: (item) => presentItem(item as StoredDocument<EventDoc>),
  page: (page) => presentPage(page as StoredDocument<ContentDoc>),
  settings: (settings) => presentAdminSettings(settings as AdminSettingsState),
  'page-texts': (texts) => presentTextsForStaff(texts as TextsForStaff),
  'page-texts-draft': (texts) => presentTextsForStaff(texts as TextsForStaff),
  document: (doc, files) => presentDocument(doc as StoredDocument<DocumentDoc>, files, true),
  enquiry: (enquiry) => presentEnquiry(enquiry as StoredDocument<StoredEnquiry>),
};

/** The restored item of `kind` as its route answers it; a kind only a test registers answers it as restored. */
export function presentRestored(kind: string, restored: object, files: Pick<FileStore, 'publicUrl'>): unknown {
  return Object.hasOwn(PRESENTERS, kind) ? PRESENTERS[kind as RevisionKind](restored, files) : restored;
}
