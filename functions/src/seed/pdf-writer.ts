// A small writer of PDFs with text, for the demo seed's documents and the documents' tests: each
// file has a correct cross-reference table, so a strict reader (pdfjs) opens it without repairing
// it. Helvetica and Latin-1 only: enough for a demo circular, not a general PDF library.

/** The objects in order (object n is `objects[n - 1]`), with the xref and trailer PDF readers need. */
export function pdfFile(objects: readonly string[], trailerExtra = ''): Buffer {
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

/** A stream object with its length. */
export const pdfStream = (content: string, dict = '') =>
  `<< ${dict} /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/** A text string for a content stream: its brackets and backslashes escaped. */
const literal = (text: string) => `(${text.replace(/[()\\]/g, '\\$&')})`;

/** An A4 document whose pages each show their lines, the first line of each page larger (a heading). */
export function textDocumentPdf(pages: readonly (readonly string[])[]): Buffer {
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  pages.forEach((lines, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    const [heading = '', ...rest] = lines;
    const body = rest.map((line) => `0 -20 Td ${literal(line)} Tj`).join('\n');
    objects.push(pdfStream(`BT /F1 18 Tf 60 770 Td ${literal(heading)} Tj\n/F1 11 Tf 0 -16 Td\n${body}\nET`));
  });
  return pdfFile(objects);
}
