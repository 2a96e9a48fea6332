import { z } from 'zod';
import { SCHOOL_FACT_LABELS } from './settings-schemas.js';

// Revisions: every save of a news item, event or content page keeps the version it replaced, with who
// saved and when, so staff can see what changed and bring an older version back. The last
// REVISIONS_KEPT per item are kept. Stored in `revisions`, read and written by the server alone.
// Browser-safe: zod only.

/** How many revisions of one item are kept; a save beyond that drops the oldest. */
export const REVISIONS_KEPT = 50;

/**
 * What a revision is of: `event` is a news item or event (its type may change), `page` a content page,
 * `settings` the school's facts (item id `school`, the settings document they live in), `page-texts`
 * and `page-texts-draft` the published texts and the draft of a fixed page (item id: the page's name),
 * `document` a document of the library (its file too: a restore brings the file back), `enquiry` an
 * admission enquiry as the office worked it (its status, follow-up and who has it).
 */
export const REVISION_KINDS = ['event', 'page', 'settings', 'page-texts', 'page-texts-draft', 'document', 'enquiry'] as const;
export const revisionKindSchema = z.enum(REVISION_KINDS, { error: 'Unknown kind of item' });
export type RevisionKind = z.infer<typeof revisionKindSchema>;

/** The staff member who saved, as their session knew them then. */
export const revisionAuthorSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type RevisionAuthor = z.infer<typeof revisionAuthorSchema>;

/** A stored revision (`revisions/{id}`). */
export const revisionRecordSchema = z.object({
  kind: revisionKindSchema,
  itemId: z.string(),
  /** `${kind}:${itemId}`: one equality, so Firestore needs no composite index to list an item's revisions. */
  itemKey: z.string(),
  /** The whole stored document as it was before the save, without its id. */
  item: z.record(z.string(), z.unknown()),
  /** Who saved the change that replaced it, and when (ISO instant). */
  by: revisionAuthorSchema,
  at: z.string(),
  /** The item's version then (1 for items older than versions): orders revisions saved in one instant. */
  version: z.number().int().min(1),
  /**
   * The keys of the image files this version shows, kept while the revision is (so a restore brings
   * its photo back); absent on revisions kept before images were.
   */
  fileKeys: z.array(z.string()).optional(),
});
export type RevisionRecord = z.infer<typeof revisionRecordSchema>;

/** One field a save changed: the text before (this revision) and after (the next version). */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** A row of GET /api/revisions/:kind/:itemId (newest first). */
export interface RevisionSummary {
  _id: string;
  by: { name: string; email: string };
  at: string;
  /** The title of this version, to tell versions apart in the list. */
  title: string;
  /** Labels of the fields the save changed ("Title", "Description"). */
  changed: string[];
}

/** GET /api/revisions/:kind/:itemId/:revisionId: the whole stored version and what the save changed. */
export interface RevisionView extends RevisionSummary {
  kind: RevisionKind;
  itemId: string;
  item: Record<string, unknown>;
  changes: FieldChange[];
}

/**
 * The fields a revision compares and restores, with the names staff see. Page texts have none here:
 * their fields are each page's own (the keys of `texts`), compared one by one.
 */
export const REVISION_FIELDS: Record<'event' | 'page' | 'settings' | 'document' | 'enquiry', Readonly<Record<string, string>>> = {
  event: {
    title: 'Title',
    description: 'Description',
    type: 'Type',
    tags: 'Tags',
    startDate: 'Start',
    endDate: 'End',
    location: 'Location',
    publishAt: 'Publish at',
    imageUrl: 'Image',
    documentSlug: 'Linked document',
    translations: 'Punjabi and Hindi',
  },
  page: {
    title: 'Title',
    slug: 'Address (slug)',
    content: 'Content',
    status: 'Status',
    publishAt: 'Publish at',
    translations: 'Punjabi and Hindi',
  },
  document: {
    title: 'Title',
    description: 'Description',
    category: 'Category',
    dateIssued: 'Date issued',
    classes: 'Classes',
    language: 'Language of the document',
    validUntil: 'Valid until',
    isPublished: 'Published',
    publishAt: 'Publish at',
    typedText: 'Typed text',
    disclosure: 'Mandatory disclosure item',
    file: 'File',
    translations: 'Punjabi and Hindi',
  },
  // The school's facts as the settings screen names them (not the images, which have their own calls).
  settings: { ...SCHOOL_FACT_LABELS, translations: 'Punjabi and Hindi' },
  // What the office changes; what the parent wrote is never edited.
  enquiry: { status: 'Status', followUp: 'Follow-up date', assignedTo: 'Assigned to' },
};
