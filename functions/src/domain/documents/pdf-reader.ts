import pLimit from 'p-limit';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DOCUMENT_LIMITS } from '@school/shared/document-schemas';
import { ValidationError } from '../errors.js';

// A PDF read on upload with pdfjs: that it is a PDF at all, its page count and its text. pdfjs runs
// in this process (Node gets its "fake worker": the worker's code, loaded in the same thread), with
// nothing it could run: no eval of the file's fonts, no fonts loaded, no script. Bounds keep a
// hostile file from holding the server: one PDF at a time, a time limit, a page limit, a text limit.

/** The most pages a document may have: a year's circulars, not a printer's test. */
export const MAX_PDF_PAGES = 1_000;
/** Pages whose text is read; a longer PDF's text is its first pages' (enough to find it by). */
const TEXT_PAGES = 200;
/** How long reading one PDF may take before it is refused. */
export const PDF_READ_MS = 20_000;
/** Letters a PDF's text must hold to count as readable: a scan has none, or a stray page number. */
const READABLE_LETTERS = 8;

export const PDF_UNREADABLE_MESSAGE = 'The PDF is damaged or not a PDF. Please save it again as a PDF and upload that.';
export const PDF_ENCRYPTED_MESSAGE = 'The PDF is protected by a password. Please upload a copy without a password.';
export const PDF_TOO_LONG_MESSAGE = `The PDF has more than ${MAX_PDF_PAGES} pages.`;
export const PDF_TOO_SLOW_MESSAGE = 'The PDF took too long to read. Please save it again as a PDF and upload that.';

export interface PdfFacts {
  pageCount: number;
  /** Its text, whitespace collapsed, cut at DOCUMENT_LIMITS.text. */
  text: string;
  hasText: boolean;
}

// Reading is CPU work on the one thread that answers every request: one PDF at a time.
const oneAtATime = pLimit(1);

/** Whether `text` holds words a screen reader could read. */
export const readableText = (text: string): boolean => (text.match(/\p{L}/gu)?.length ?? 0) >= READABLE_LETTERS;

/** Reads a PDF's facts; a file pdfjs cannot open, an encrypted one or one beyond the bounds is a 400. */
export function readPdf(bytes: Buffer, timeoutMs = PDF_READ_MS): Promise<PdfFacts> {
  return oneAtATime(async () => {
    const task = getDocument({
      // A copy: pdfjs takes over (detaches) the buffer it is given.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
      verbosity: 0,
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ValidationError(PDF_TOO_SLOW_MESSAGE)), timeoutMs);
    });
    try {
      return await Promise.race([readOpened(task.promise), late]);
    } finally {
      clearTimeout(timer);
      // Also stops a read the time limit cut short.
      await task.destroy().catch(() => undefined);
    }
  });
}

async function readOpened(opening: Promise<PDFDocumentProxy>): Promise<PdfFacts> {
  let pdf: PDFDocumentProxy;
  try {
    pdf = await opening;
  } catch (error) {
    throw new ValidationError((error as { name?: unknown }).name === 'PasswordException' ? PDF_ENCRYPTED_MESSAGE : PDF_UNREADABLE_MESSAGE);
  }
  // A file with an empty user password opens without one, but is still an encrypted file.
  const { info } = await pdf.getMetadata().catch(() => ({ info: {} }));
  if ((info as { EncryptFilterName?: unknown }).EncryptFilterName) throw new ValidationError(PDF_ENCRYPTED_MESSAGE);
  if (pdf.numPages < 1) throw new ValidationError(PDF_UNREADABLE_MESSAGE);
  if (pdf.numPages > MAX_PDF_PAGES) throw new ValidationError(PDF_TOO_LONG_MESSAGE);
  const text = await textOf(pdf);
  return { pageCount: pdf.numPages, text, hasText: readableText(text) };
}

async function textOf(pdf: PDFDocumentProxy): Promise<string> {
  const pages: string[] = [];
  let length = 0;
  for (let number = 1; number <= Math.min(pdf.numPages, TEXT_PAGES) && length < DOCUMENT_LIMITS.text; number++) {
    let words: string;
    try {
      const content = await (await pdf.getPage(number)).getTextContent();
      words = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
    } catch {
      throw new ValidationError(PDF_UNREADABLE_MESSAGE);
    }
    const page = words
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    pages.push(page);
    length += page.length + 2;
  }
  return pages.join('\n\n').trim().slice(0, DOCUMENT_LIMITS.text);
}
