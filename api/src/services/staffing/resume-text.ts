/**
 * A resume's text, for the blind resume: read from a PDF with pdf.js (the same library the admin
 * previews resumes with), line by line. Word files are not read: the blind resume then carries the
 * recruiter's summary alone, and says so.
 */
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

const MAX_PAGES = 10;

export async function pdfText(data: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const text = item as TextItem;
        line += text.str;
        if (text.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
    }
    return lines.join('\n');
  } finally {
    await doc.destroy();
  }
}
