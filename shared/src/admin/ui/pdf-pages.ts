/**
 * A PDF drawn in the page by pdf.js (loaded on first use): one canvas per page, at the width
 * given, and its text for screen readers. Used for resumes and for the PDF files of e-mails.
 */

/** Pages drawn at most (a longer file is downloaded). */
export const MAX_PDF_PAGES = 10;

export async function drawPdf(
  data: Uint8Array,
  into: HTMLElement,
  width: number,
  pageClassName: string,
): Promise<{ pages: number; shown: number; text: string }> {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const doc = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
  into.replaceChildren();
  const shown = Math.min(doc.numPages, MAX_PDF_PAGES);
  const text: string[] = [];
  for (let n = 1; n <= shown; n++) {
    const page = await doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.max(0.5, Math.min(2, width / base.width));
    const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.style.width = `${Math.floor(base.width * scale)}px`;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Page ${n} of ${doc.numPages}`);
    canvas.className = pageClassName;
    into.append(canvas);
    await page.render({ canvasContext: canvas.getContext('2d')!, viewport }).promise;
    const content = await page.getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return { pages: doc.numPages, shown, text: text.join('\n\n') };
}
