/**
 * The blind resume: a new PDF in the company's design (pdf-lib, the standard Helvetica faces)
 * with the job order, the recruiter's summary and the candidate's skills and experience as the
 * resume tells them, already stripped of contact details (redaction.ts). Nothing of the original
 * file is copied: no metadata, no links, no images.
 */
import { COMPANY } from '@northbeam/shared/brand/company';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface BlindResumeContent {
  /** The candidate's initials ("G. H."). */
  label: string;
  jobTitle: string;
  clientName: string;
  summary: string;
  /** The redacted resume text; empty when the resume could not be read. */
  resumeText: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const hex = (color: string) =>
  rgb(
    parseInt(color.slice(1, 3), 16) / 255,
    parseInt(color.slice(3, 5), 16) / 255,
    parseInt(color.slice(5, 7), 16) / 255,
  );
const BRAND = hex(COMPANY.colors.brand);
const INK = hex(COMPANY.colors.ink);
const MUTED = rgb(0.29, 0.33, 0.39);

/** The characters a standard font can draw (WinAnsi); others become "?" (line breaks stay). */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\t/g, '    ').replace(/\r/g, '')]
    .map((c) => (c === '\n' || known.has(c.codePointAt(0)!) ? c : '?'))
    .join('');
}

/** Words laid out in lines no wider than `width`. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) {
        line = next;
      } else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export async function blindResumePdf(content: BlindResumeContent): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Candidate ${content.label}: ${content.jobTitle}`);
  doc.setAuthor(COMPANY.name);
  doc.setCreator(COMPANY.name);
  doc.setProducer(COMPANY.name);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;

  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const newPage = () => {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const text = (value: string, font: PDFFont, size: number, color = INK, gap = 4) => {
    for (const line of wrap(font, size, drawable(font, value), width)) {
      if (y - size < MARGIN + 20) newPage();
      y -= size;
      if (line) page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= gap;
    }
  };
  const heading = (value: string) => {
    y -= 10;
    text(value, bold, 13, BRAND, 6);
  };

  // The band across the top: the company's name in its colours.
  page.drawRectangle({ x: 0, y: A4.height - 8, width: A4.width, height: 8, color: BRAND });
  text(COMPANY.name, bold, 11, BRAND, 14);
  text(`Candidate ${content.label}`, bold, 20, INK, 6);
  text(`Submitted for ${content.jobTitle} at ${content.clientName}`, regular, 11, MUTED, 4);

  heading("Recruiter's summary");
  text(content.summary, regular, 10.5, INK, 3.5);

  heading('Skills and experience');
  text(
    content.resumeText ||
      'The resume could not be read here; ask your recruiter for the details of the experience.',
    regular,
    10,
    INK,
    3.5,
  );

  const footer = `Presented by ${COMPANY.name}. Contact details are withheld: please arrange any contact through your recruiter.`;
  for (const p of doc.getPages()) {
    p.drawText(drawable(regular, footer), {
      x: MARGIN,
      y: 30,
      size: 7.5,
      font: regular,
      color: MUTED,
    });
  }
  return Buffer.from(await doc.save());
}
