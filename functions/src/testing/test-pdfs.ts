// Small PDFs built by hand for the documents' tests: a text PDF, a scan (one image, no text), one that
// runs JavaScript when opened, an encrypted one. Each is a few hundred bytes with a correct cross
// reference table, so a strict reader (pdfjs) opens it without repairing it.

/** The objects in order (object n is `objects[n - 1]`), with the xref and trailer PDF readers need. */
function pdf(objects: readonly string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const stream = (content: string, dict = '') =>
  `<< ${dict} /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/** Pages that each show one line of text in Helvetica (`lines[i]` on page i + 1). */
export function textPdf(...lines: string[]): Buffer {
  const pages = lines.length ? lines : ['Holiday list 2026'];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  pages.forEach((line, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    objects.push(stream(`BT /F1 12 Tf 20 100 Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`));
  });
  return pdf(objects);
}

/** One page showing a 2x2 grey image and no text: what a scanner makes. */
export function scanPdf(): Buffer {
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    stream('\x80\x40\x40\x80', '/Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8'),
    stream('q 200 0 0 200 0 0 cm /Im1 Do Q'),
  ]);
}

/** A text PDF whose OpenAction runs JavaScript: stored as it is, served only sandboxed. */
export function scriptedPdf(title = 'Admission form'): Buffer {
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
    stream(`BT /F1 12 Tf 20 100 Td (${title}) Tj ET`),
    '<< /Type /Action /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>',
  ]);
}

/** A PDF whose trailer names an /Encrypt dictionary (a password-protected file). */
export function encryptedPdf(): Buffer {
  return pdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      '<< /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>',
    ],
    '/Encrypt 3 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>] ',
  );
}
