/**
 * The resume reader both the search and the blind resume use: a PDF, a DOCX and an old Word .doc
 * of the same resume give the same text, one line a line (the blind resume's redaction drops whole
 * lines), a soft line break included; an unreadable file is an error, an unknown type unread.
 */
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/http';
import { pdfWith } from '../../../test/resume-files';
import { DOC, DOCX, extractResumeText, PDF } from './resume-text';

/** The lines of shared/test-fixtures/word-resume.fodt, as Word and LibreOffice show them. */
const LINES = [
  'Marisol Quintero',
  // A soft line break (Shift+Enter) between the street and the city.
  '742 Larkspur Avenue, Apt 3B',
  'Oakland, CA 94610',
  'Email: marisol.quintero@example.org | Phone: +1 (415) 555-0187',
  // A hyperlink: its text, not the field behind it.
  'LinkedIn: https://www.linkedin.com/in/marisol-quintero',
  'github.com/mquintero · mquintero.dev',
  'Skills',
  'Apache Iceberg, Spark, Kafka, ClickHouse, dbt, Airflow, Python, Rust',
  'Data contracts with Protobuf; streaming with Apache Flink',
  'Experience',
  'Principal Data Engineer, Hooli (2020 - 2025)',
  'Led Project Wolframite: a lakehouse on Apache Iceberg holding 3 PB of telemetry.',
  'Marisol mentored six engineers; write to her at the address above for references.',
  'References: +1 (415) 555-0187 or marisol.quintero@example.org',
  'Data Engineer, Vandelay Industries (2016 - 2020)',
  'Cut the nightly batch from 6 hours to 40 minutes with Spark.',
  'Education',
  'M.Sc. Statistics, University of Washington',
];

describe('extractResumeText', () => {
  it.each([
    ['word-resume.docx', DOCX],
    ['word-resume.doc', DOC],
  ])('reads %s line by line', async (file, mime) => {
    expect(await extractResumeText(fixture(file), mime)).toEqual({
      status: 'done',
      text: LINES.join('\n'),
    });
  });

  it('reads a PDF line by line', async () => {
    // pdfWith's Helvetica has the standard encoding, where 0xB7 is a bullet: no middle dot.
    const lines = LINES.map((line) => line.replace('·', '-'));
    expect(await extractResumeText(pdfWith(lines), PDF)).toEqual({
      status: 'done',
      text: lines.join('\n'),
    });
  });

  it('throws on a .doc that is no document, and leaves an unknown type unread', async () => {
    await expect(extractResumeText(fixture('resume.doc'), DOC)).rejects.toThrow();
    expect(await extractResumeText(fixture('image.png'), 'image/png')).toEqual({
      status: 'unsupported',
    });
  });
});
