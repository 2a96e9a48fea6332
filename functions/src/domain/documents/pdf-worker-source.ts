// The code of the thread that opens uploaded PDFs (pdf-reader.ts starts it and keeps it for the next
// upload). A string run with `new Worker(…, { eval: true })`, not a file: the Cloud Function is one
// bundled file, and a second entry would need its own build. It only opens a file and hands back
// the raw facts; every judgement (limits, messages, what counts as text) stays in pdf-reader.ts.
//
// workerData: { pdfjs: file URL of pdfjs-dist's legacy build }
// each message in: { data: Uint8Array, maxPages, textPages, textChars }
// each answer: { pageCount, encrypted, pages: string[] } or { failure: 'password' | 'unreadable' }
export const PDF_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.pdfjs);

async function read({ data, maxPages, textPages, textChars }) {
  const { getDocument } = await loading;
  let pdf;
  try {
    pdf = await getDocument({
      data,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    return { failure: error && error.name === 'PasswordException' ? 'password' : 'unreadable' };
  }
  try {
    const { info } = await pdf.getMetadata().catch(() => ({ info: {} }));
    const encrypted = Boolean(info && info.EncryptFilterName);
    const pageCount = pdf.numPages;
    const pages = [];
    let chars = 0;
    if (!encrypted && pageCount <= maxPages) {
      for (let number = 1; number <= Math.min(pageCount, textPages) && chars < textChars; number++) {
        const content = await (await pdf.getPage(number)).getTextContent();
        const words = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\\n' : ' ') : '')).join('');
        pages.push(words);
        chars += words.length;
      }
    }
    return { pageCount, encrypted, pages };
  } catch {
    return { failure: 'unreadable' };
  } finally {
    // The next upload starts with nothing of this one's left in memory.
    await pdf.destroy().catch(() => {});
  }
}

parentPort.on('message', (job) => {
  read(job).then(
    (answer) => parentPort.postMessage(answer),
    () => parentPort.postMessage({ failure: 'unreadable' }),
  );
});
`;
