import type { DocumentView } from '@school/shared/document-schemas';

/** A document as GET /documents answers it: id `d1`, version 3, a two-page text PDF; `over` changes some. */
export const documentView = (over: Partial<DocumentView> = {}): DocumentView => ({
  _id: 'd1',
  title: 'Holiday list 2026-27',
  description: '',
  category: 'holiday-list',
  dateIssued: '2026-04-01',
  classes: [],
  language: 'en',
  validUntil: null,
  isPublished: true,
  publishAt: null,
  typedText: '',
  disclosure: '',
  slug: 'holiday-list-2026-27',
  file: {
    type: 'application/pdf',
    size: 1_258_291,
    pageCount: 2,
    hasText: true,
    url: '/files/documents/0123456789abcdef0123456789abcdef.pdf',
    downloadUrl: '/api/documents/slug/holiday-list-2026-27/file',
  },
  unreadableScan: false,
  version: 3,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  ...over,
});

/** A scanned certificate with no typed text yet: what the warning is for. */
export const scanView = (over: Partial<DocumentView> = {}): DocumentView =>
  documentView({
    _id: 'd2',
    title: 'Fire safety certificate',
    category: 'certificate',
    slug: 'fire-safety-certificate',
    file: { ...documentView().file, pageCount: 1, hasText: false, size: 80_000 },
    unreadableScan: true,
    ...over,
  });
