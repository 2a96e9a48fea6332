import { pageKind } from '../content/page-kind.js';
import { documentKind } from '../documents/document-kind.js';
import { enquiryKind } from '../enquiries/enquiry-kind.js';
import { eventKind } from '../events/event-kind.js';
import { galleryKind, photoKind } from '../galleries/gallery-kind.js';
import { itemKinds } from '../item-kinds/item-kind.js';
import { messageKind } from '../messages/message-kind.js';
import { noticeKind } from '../notices/notice-kind.js';
import { pageTextDraftsKind, pageTextsKind } from '../page-texts/page-texts-kind.js';
import { settingsKind } from '../settings/settings-kind.js';
import { subscriberKind } from '../subscriptions/subscriber-kind.js';

// Every kind of stored item, once. The trash, revisions, file holders and the audit trail take this
// list (http/app.ts and the trash emptying hand it in) and know nothing else of the resources: a new
// resource is listed here with its ItemKind (ARCHITECTURE.md, "Adding a resource"). Nothing in the
// domain imports this file, so no resource folder and hub import each other both ways.

export const ITEM_KINDS = itemKinds([
  pageKind,
  eventKind,
  galleryKind,
  photoKind,
  messageKind,
  noticeKind,
  settingsKind,
  pageTextsKind,
  pageTextDraftsKind,
  documentKind,
  enquiryKind,
  subscriberKind,
]);
