// The code of the thread that opens an uploaded PDF (pdf-reader.ts starts it). A string run with
// `new Worker(…, { eval: true })`, not a file: the Cloud Function is one bundled file, and a second
// entry would need its own build. It only opens the file and hands back the raw facts; every
// judgement (limits, messages, what counts as text) stays in pdf-reader.ts, in TypeScript.
//
// workerData: { pdfjs: file URL of pdfjs-dist's legacy build, data: Uint8Array, maxPages, textPages, textChars }
// posts: { pageCount, encrypted, pages: string[] } or { failure: 'password' | 'unreadable' }
export const PDF_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { getDocument } = await import(workerData.pdfjs);
  let pdf;
  try {
    pdf = await getDocument({
      data: workerData.data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    parentPort.postMessage({ failure: error && error.name === 'PasswordException' ? 'password' : 'unreadable' });
    return;
  }
  const { info } = await pdf.getMetadata().catch(() => ({ info: {} }));
  const encrypted = Boolean(info && info.EncryptFilterName);
  const pageCount = pdf.numPages;
  const pages = [];
  let chars = 0;
  if (!encrypted && pageCount <= workerData.maxPages) {
    for (let number = 1; number <= Math.min(pageCount, workerData.textPages) && chars < workerData.textChars; number++) {
      try {
        const content = await (await pdf.getPage(number)).getTextContent();
        const words = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\\n' : ' ') : '')).join('');
        pages.push(words);
        chars += words.length;
      } catch {
        parentPort.postMessage({ failure: 'unreadable' });
        return;
      }
    }
  }
  parentPort.postMessage({ pageCount, encrypted, pages });
})().catch(() => parentPort.postMessage({ failure: 'unreadable' }));
`;
