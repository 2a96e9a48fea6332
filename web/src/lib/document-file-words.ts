// What a document's file is, in the words its download says: "PDF, 1.2 MB". One helper for the
// documents' public pages, the news item that links a document and the admin's library, so a size
// reads the same wherever a parent meets it. Abbreviations and digits, the same in all three
// languages; no MUI, no zod (public pages load it).

/** The file types the library keeps (@school/shared/document-schemas' DOCUMENT_FILE_TYPES), by the name people know. */
export const FILE_TYPE_NAMES = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG' } as const;
export type DocumentFileType = keyof typeof FILE_TYPE_NAMES;

/** "1.2 MB", "340 KB": a size to judge a download by on a phone's data plan. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "PDF, 1.2 MB": what a download brings. */
export function fileTypeAndSize(file: { type: DocumentFileType; size: number }): string {
  return `${FILE_TYPE_NAMES[file.type]}, ${sizeText(file.size)}`;
}
