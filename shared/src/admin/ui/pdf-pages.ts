/**
 * PDFs drawn in the page by pdf.js (loaded on first use): one canvas per page at the width given
 * (sharp on this screen), and the text for screen readers. Used for resumes (fitted to their box
 * and zoomed) and for the PDF files of e-mails.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';

/** Pages drawn at most (a longer file is downloaded). */
export const MAX_PDF_PAGES = 10;

export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ data, isEvalSupported: false }).promise;
}

/** The pages drawn: the first MAX_PDF_PAGES. */
export const pagesShown = (doc: PDFDocumentProxy) => Math.min(doc.numPages, MAX_PDF_PAGES);

/** The text of the pages shown, for screen readers and search. */
export async function pdfText(doc: PDFDocumentProxy): Promise<string> {
  const text: string[] = [];
  for (let n = 1; n <= pagesShown(doc); n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return text.join('\n\n');
}

/**
 * Draws the pages shown `width` CSS pixels wide into `into`, replacing what was there once all
 * are drawn (no half-drawn file); stops early when `stale()` says a newer drawing has begun.
 */
export async function drawPages(
  doc: PDFDocumentProxy,
  into: HTMLElement,
  width: number,
  pageClassName: string,
  stale: () => boolean = () => false,
): Promise<void> {
  const canvases: HTMLCanvasElement[] = [];
  for (let n = 1; n <= pagesShown(doc); n++) {
    const page = await doc.getPage(n);
    if (stale()) return;
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({
      scale: (width / base.width) * (window.devicePixelRatio || 1),
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(width)}px`;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Page ${n} of ${doc.numPages}`);
    canvas.className = pageClassName;
    await page.render({ canvasContext: canvas.getContext('2d')!, viewport }).promise;
    canvases.push(canvas);
  }
  if (!stale()) into.replaceChildren(...canvases);
}

/** A whole file drawn once at `width` (an e-mail's PDF): its page count and text. */
export async function drawPdf(
  data: Uint8Array,
  into: HTMLElement,
  width: number,
  pageClassName: string,
): Promise<{ pages: number; shown: number; text: string }> {
  const doc = await openPdf(data);
  try {
    await drawPages(doc, into, width, pageClassName);
    return { pages: doc.numPages, shown: pagesShown(doc), text: await pdfText(doc) };
  } finally {
    await doc.destroy();
  }
}
