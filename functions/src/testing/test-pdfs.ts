// Small PDFs built by hand for the documents' tests: a text PDF, a scan (one image, no text), one that
// runs JavaScript when opened, an encrypted one. Each is a few hundred bytes with a correct cross
// reference table, so a strict reader (pdfjs) opens it without repairing it.
import { pdfFile, pdfStream, textDocumentPdf } from '../seed/pdf-writer.js';

/** Pages that each show one line of text (`lines[i]` on page i + 1). */
export function textPdf(...lines: string[]): Buffer {
  return textDocumentPdf((lines.length ? lines : ['Holiday list 2026']).map((line) => [line]));
}

/** One page showing a 2x2 grey image and no text: what a scanner makes. */
export function scanPdf(): Buffer {
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    pdfStream('\x80\x40\x40\x80', '/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8'),
    pdfStream('q 200 0 0 200 0 0 cm /Im1 Do Q'),
  ]);
}

/** A text PDF whose OpenAction runs JavaScript: stored as it is, served only sandboxed. */
export function scriptedPdf(title = 'Admission form'): Buffer {
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    pdfStream(`BT /F1 12 Tf 20 100 Td (${title}) Tj ET`),
    '<< /Type /Action /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>',
  ]);
}

/** A PDF whose trailer names an /Encrypt dictionary (a password-protected file). */
export function encryptedPdf(): Buffer {
  return pdfFile(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      '<< /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>',
    ],
    '/Encrypt 3 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] ',
  );
}
