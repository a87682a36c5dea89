/**
 * What a blind resume leaves out: the candidate's contact details. Lines holding an e-mail
 * address, a phone number, a web or profile link or a street address are dropped whole (a
 * "Phone: … | LinkedIn: …" line has nothing else worth keeping), and so is everything above the
 * first section heading (the name and contact block). The candidate's own name, address and
 * number are also removed wherever they appear, whatever the patterns missed.
 */

const EMAIL = /[A-Za-z0-9._%+-]+\s*(@|\(at\)|\[at\])\s*[A-Za-z0-9.-]+\.[A-Za-z]{2,}/i;
/** Runs of digits with the usual separators: a phone number when it holds 7 digits or more. */
const DIGIT_RUN = /\+?\(?\d[\d\s().\-/]{5,}\d/g;
/** "2015 - 2020", "2019/2021": years, not a number. */
const YEAR_RANGE = /^\s*(19|20)\d{2}\s*[-/]\s*(19|20)\d{2}\s*$/;
const LINK =
  /(https?:\/\/|www\.|linkedin\.com|github\.com|gitlab\.com|twitter\.com|x\.com\/|facebook\.com|instagram\.com|behance\.net|dribbble\.com|stackoverflow\.com|medium\.com|about\.me)/i;
/** A bare lower-case domain written as a word ("janedoe.dev", "portfolio.io/work"). */
const DOMAIN_WORD =
  /(^|\s)[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|io|dev|me|co|app|tech|info)(\/\S*)?($|\s)/;

const hasPhone = (line: string) =>
  (line.match(DIGIT_RUN) ?? []).some(
    (run) => (run.match(/\d/g)?.length ?? 0) >= 7 && !YEAR_RANGE.test(run.replace(/[()]/g, '')),
  );
const STREET =
  /\b\d{1,6}[A-Za-z]?\s+([A-Za-z0-9.'-]+\s+){0,4}(street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|terrace|parkway|pkwy|highway|hwy|square|sq|suite|apt|apartment)\b\.?/i;
/** "Austin, TX 78701", "London SW1A 1AA", a bare US ZIP after a state. */
const POSTAL = /(\b[A-Z]{2}\s+\d{5}(-\d{4})?\b)|(\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b)/;
const LABEL =
  /^\s*(e-?mail|phone|tel|mobile|cell|address|linkedin|github|website|portfolio|web)\s*:/i;

const HEADINGS =
  /^\s*(professional\s+)?(summary|profile|skills|technical skills|core skills|key skills|experience|work experience|employment|employment history|professional experience|career history|education|certifications|projects|qualifications|languages)\s*:?\s*$/i;

/** Two to four capitalised words, maybe followed by "- Resume" or "CV". */
const NAME_LINE =
  /^[A-Z][\p{L}'’.-]+(\s+[A-Z][\p{L}'’.-]*){1,3}(\s*[-–|,:]?\s*(resume|résumé|cv|curriculum vitae))?$/iu;

export function hasContactDetail(line: string): boolean {
  return (
    EMAIL.test(line) ||
    hasPhone(line) ||
    LINK.test(line) ||
    DOMAIN_WORD.test(line) ||
    STREET.test(line) ||
    POSTAL.test(line) ||
    LABEL.test(line)
  );
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Candidate {
  fullName: string;
  email: string;
  phone: string;
}

/** Initials for the page and the PDF ("G. H."): the blind resume names no one. */
export const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${part[0]!.toUpperCase()}.`)
    .join(' ') || 'Candidate';

/** The resume's text without the candidate's contact details (and name). */
export function redactResume(text: string, candidate: Candidate): string {
  let lines = text.split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim());
  const firstHeading = lines.findIndex((l) => HEADINGS.test(l));
  if (firstHeading > 0) lines = lines.slice(firstHeading);
  // No section heading: a first line that reads as a name ("Jane Doe - Resume") goes anyway.
  else if (lines.length && NAME_LINE.test(lines[0]!)) lines = lines.slice(1);
  const names = candidate.fullName
    .split(/\s+/)
    .filter((part) => part.length >= 2)
    .map(escape);
  const nameWords = names.length ? new RegExp(`\\b(${names.join('|')})\\b`, 'gi') : undefined;
  const digits = candidate.phone.replace(/\D/g, '');
  const kept: string[] = [];
  for (const line of lines) {
    if (!line) {
      if (kept.length && kept[kept.length - 1] !== '') kept.push('');
      continue;
    }
    if (hasContactDetail(line)) continue;
    if (candidate.email && line.toLowerCase().includes(candidate.email.toLowerCase())) continue;
    if (digits.length >= 7 && line.replace(/\D/g, '').includes(digits)) continue;
    kept.push(nameWords ? line.replace(nameWords, 'The candidate') : line);
  }
  return kept.join('\n').trim();
}
