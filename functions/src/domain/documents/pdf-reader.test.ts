import { describe, expect, it } from 'vitest';
import { encryptedPdf, scanPdf, textPdf } from '../../testing/test-pdfs.js';
import { PDF_ENCRYPTED_MESSAGE, PDF_TOO_SLOW_MESSAGE, PDF_UNREADABLE_MESSAGE, readPdf } from './pdf-reader.js';

// The PDF reader's own thread: what it reads, what it refuses, and that its time limit ends the read
// (the thread is terminated, the next upload is read as usual). The API test
// (http/routes/documents.test.ts) walks the same files through an upload.
describe('readPdf', () => {
  it('reads the page count and the words of each page of a PDF with text', async () => {
    const facts = await readPdf(textPdf('Fee structure 2026', 'Class I to V'));
    expect(facts).toEqual({ pageCount: 2, text: 'Fee structure 2026\n\nClass I to V', hasText: true });
  });

  it('finds no readable text in a scan, and refuses a protected or broken file', async () => {
    expect(await readPdf(scanPdf())).toMatchObject({ pageCount: 1, hasText: false });
    await expect(readPdf(encryptedPdf())).rejects.toThrow(PDF_ENCRYPTED_MESSAGE);
    await expect(readPdf(Buffer.from('%PDF-1.7\nnot really'))).rejects.toThrow(PDF_UNREADABLE_MESSAGE);
  });

  it('refuses a read past its time limit, and reads the next file as usual', async () => {
    // Two hundred pages of words: far more than a millisecond's reading, even in a warm thread. (One
    // short page was read within the limit once, on a busy machine, and the test failed.)
    const long = textPdf(
      ...Array.from({ length: 200 }, (_, page) => `Holiday list, page ${page + 1}: ${'closed for the festival '.repeat(40)}`),
    );
    await expect(readPdf(long, 1)).rejects.toThrow(PDF_TOO_SLOW_MESSAGE);
    expect((await readPdf(textPdf('Holiday list'))).hasText).toBe(true);
  });
});
