/**
 * The text of a resume, line by line, for the recruiters' search and the blind resume (whose
 * redaction drops whole lines: the line breaks matter). A PDF's with pdf.js (its Node build; no
 * script of the file runs: `isEvalSupported: false`); a Word file's, DOCX or an old DOC, with
 * word-extractor (plain JavaScript: it reads the OLE compound file and the zipped XML; a soft line
 * break stays a line break, where mammoth's raw text glued the words on either side). Both load
 * on first use, so a process that never reads a resume never loads them.
 */
import { createHash } from 'node:crypto';

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOC = 'application/msword';

/** What is kept of a very long text (a tsvector holds at most 1 MB). */
export const MAX_TEXT_LENGTH = 200_000;
/** Pages of a PDF read (a resume longer than this is a book). */
const MAX_PDF_PAGES = 50;

export type Extracted = { status: 'done'; text: string } | { status: 'unsupported' };

async function pdfText(data: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const parts: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      // As pdf.js's own find and copy join them: its items carry their spaces, `hasEOL` ends a line.
      for (const item of content.items) {
        if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : '');
      }
      parts.push('\n');
      page.cleanup();
    }
    return parts.join('');
  } finally {
    await task.destroy();
  }
}

async function wordText(data: Buffer): Promise<string> {
  const { default: WordExtractor } = await import('word-extractor');
  return (await new WordExtractor().extract(data)).getBody();
}

/** The readable text of a resume file (spaces tidied, one line a line, at most MAX_TEXT_LENGTH). */
export async function extractResumeText(data: Buffer, mime: string): Promise<Extracted> {
  let text: string;
  if (mime === PDF) text = await pdfText(data);
  else if (mime === DOCX || mime === DOC) text = await wordText(data);
  else return { status: 'unsupported' };
  const tidy = text
    // NUL cannot be stored in a PostgreSQL text.
    .replaceAll('\u0000', ' ')
    .replace(/[ \t\f\v\r]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim()
    .slice(0, MAX_TEXT_LENGTH);
  return { status: 'done', text: tidy };
}

/** The same resume under two addresses has the same hash (case and spacing aside); '' has none. */
export function resumeHash(text: string): string | null {
  const folded = text.toLowerCase().replace(/\s+/g, ' ').trim();
  return folded ? createHash('sha256').update(folded).digest('hex') : null;
}
