import { createHash } from 'node:crypto';
import {
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  MAX_DOCUMENT_BYTES,
  type DocumentFile,
  type DocumentFileType,
} from '@school/shared/document-schemas';
import type { FileStore } from '../../ports/file-store.js';
import { AppError, ValidationError } from '../errors.js';
import { checkImage } from '../images/image-pipeline.js';
import { readPdf } from './pdf-reader.js';

// A document's file is what its bytes say it is, never what its name or declared type say: a PDF by
// its header and then by pdfjs opening it, a scan (JPEG, PNG) by its signature and then by sharp
// decoding it. It is kept as sent (a scan is a record; re-encoding it would change it) under a name
// made of its content's hash, so storing the same file twice is one file.

export const DOCUMENT_FOLDER = 'documents';

interface Kind {
  type: DocumentFileType;
  extension: string;
  /** The bytes every file of the kind starts with. */
  magic: Buffer;
  /** sharp's name of the format, for scans. */
  imageFormat?: string;
}

const KINDS: readonly Kind[] = [
  { type: 'application/pdf', extension: 'pdf', magic: Buffer.from('%PDF-', 'latin1') },
  { type: 'image/jpeg', extension: 'jpg', magic: Buffer.from([0xff, 0xd8, 0xff]), imageFormat: 'jpeg' },
  { type: 'image/png', extension: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), imageFormat: 'png' },
];

/** A checked file, ready to be stored: what the stored document says of it, its text, and its bytes. */
export interface CheckedFile {
  file: DocumentFile;
  text: string;
  bytes: Buffer;
}

/** Reads what the bytes are; anything but a whole PDF, JPEG or PNG within the limits is refused and nothing is stored. */
export async function checkDocumentFile(bytes: Buffer): Promise<CheckedFile> {
  if (bytes.length === 0) throw new ValidationError('The file is empty.');
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new AppError(413, DOCUMENT_TOO_LARGE_MESSAGE);
  const kind = KINDS.find(({ magic }) => bytes.subarray(0, magic.length).equals(magic));
  if (!kind) throw new ValidationError(DOCUMENT_TYPE_MESSAGE);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const key = `${DOCUMENT_FOLDER}/${hash}.${kind.extension}`;
  if (kind.imageFormat) {
    // A PNG signature in front of something else, or a JPEG that is not whole, is no scan.
    if ((await checkImage(bytes)) !== kind.imageFormat) throw new ValidationError(DOCUMENT_TYPE_MESSAGE);
    return { file: { key, type: kind.type, size: bytes.length, pageCount: 1, hasText: false }, text: '', bytes };
  }
  const { pageCount, text, hasText } = await readPdf(bytes);
  return { file: { key, type: kind.type, size: bytes.length, pageCount, hasText }, text, bytes };
}

/** Stores a checked file under its content-hashed key (writing the same bytes again is harmless). */
export async function storeDocumentFile(files: FileStore, checked: CheckedFile): Promise<void> {
  await files.put(checked.file.key, checked.bytes, checked.file.type);
}
