import pLimit from 'p-limit';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DOCUMENT_LIMITS } from '@school/shared/document-schemas';
import { ValidationError } from '../errors.js';
import { PDF_WORKER_SOURCE } from './pdf-worker-source.js';

// A PDF read on upload with pdfjs: that it is a PDF at all, its page count and its text. pdfjs runs
// in a thread of its own (pdf-worker-source.ts) with nothing it could run: no eval of the file's
// fonts, no fonts loaded, no script. A hostile file cannot hold the server: the thread is ended at
// the time limit even in the middle of a step that never yields (a timer in the server's own thread
// could not interrupt that), its memory is capped, one PDF is read at a time, pages and text are bounded.

/** The most pages a document may have: a year's circulars, not a printer's test. */
export const MAX_PDF_PAGES = 1_000;
/** Pages whose text is read; a longer PDF's text is its first pages' (enough to find it by). */
const TEXT_PAGES = 200;
/** How long reading one PDF may take before it is refused. */
export const PDF_READ_MS = 20_000;
/** Heap for the reading thread: a 20 MB PDF's objects fit; a decompression bomb does not take the server with it. */
const READER_HEAP_MB = 512;
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

type WorkerAnswer = { failure: 'password' | 'unreadable' } | { pageCount: number; encrypted: boolean; pages: string[] };

// Resolved here, from this module, so the thread finds the same pdfjs in both homes and in the
// Cloud Function's bundle (whose package.json lists pdfjs-dist: functions/scripts/build-deploy.mjs).
const PDFJS = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;

// One PDF at a time, in one thread kept for the next upload (starting one and loading pdfjs into it
// costs more than reading a small PDF): a new one only after a read it could not finish.
const oneAtATime = pLimit(1);
let reader: Worker | null = null;

/** Whether `text` holds words a screen reader could read. */
export const readableText = (text: string): boolean => (text.match(/\p{L}/gu)?.length ?? 0) >= READABLE_LETTERS;

/** Reads a PDF's facts; a file pdfjs cannot open, an encrypted one or one beyond the bounds is a 400. */
export function readPdf(bytes: Buffer, timeoutMs = PDF_READ_MS): Promise<PdfFacts> {
  return oneAtATime(async () => judge(await inThread(bytes, timeoutMs)));
}

function readerThread(): Worker {
  if (reader) return reader;
  const worker = new Worker(PDF_WORKER_SOURCE, {
    eval: true,
    workerData: { pdfjs: PDFJS },
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
  });
  // Idle between uploads, it must not keep a CLI or a test's process alive.
  worker.unref();
  worker.once('exit', () => {
    if (reader === worker) reader = null;
  });
  reader = worker;
  return worker;
}

function inThread(bytes: Buffer, timeoutMs: number): Promise<WorkerAnswer> {
  const worker = readerThread();
  // A copy: the thread takes over (detaches) the buffer it is given.
  const data = new Uint8Array(bytes);
  return new Promise<WorkerAnswer>((resolve, reject) => {
    const settle = (answer: WorkerAnswer | Error) => {
      clearTimeout(timer);
      worker.off('message', settle).off('error', failed).off('exit', failed);
      if (answer instanceof Error) reject(answer);
      else resolve(answer);
    };
    // Out of memory, or a crash inside pdfjs: the file is not one we can read (the next upload gets a new thread).
    const failed = () => {
      if (reader === worker) reader = null;
      void worker.terminate();
      settle({ failure: 'unreadable' });
    };
    // Ended even in the middle of a step that never yields; the next upload gets a new thread.
    const timer = setTimeout(() => {
      if (reader === worker) reader = null;
      void worker.terminate();
      settle(new ValidationError(PDF_TOO_SLOW_MESSAGE));
    }, timeoutMs);
    worker.on('message', settle).on('error', failed).on('exit', failed);
    worker.postMessage({ data, maxPages: MAX_PDF_PAGES, textPages: TEXT_PAGES, textChars: DOCUMENT_LIMITS.text }, [data.buffer]);
  });
}

function judge(answer: WorkerAnswer): PdfFacts {
  if ('failure' in answer) throw new ValidationError(answer.failure === 'password' ? PDF_ENCRYPTED_MESSAGE : PDF_UNREADABLE_MESSAGE);
  // A file with an empty user password opens without one, but is still an encrypted file.
  if (answer.encrypted) throw new ValidationError(PDF_ENCRYPTED_MESSAGE);
  if (answer.pageCount < 1) throw new ValidationError(PDF_UNREADABLE_MESSAGE);
  if (answer.pageCount > MAX_PDF_PAGES) throw new ValidationError(PDF_TOO_LONG_MESSAGE);
  const text = answer.pages
    .map((words) =>
      words
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .trim(),
    )
    .join('\n\n')
    .trim()
    .slice(0, DOCUMENT_LIMITS.text);
  return { pageCount: answer.pageCount, text, hasText: readableText(text) };
}
