/**
 * A search snippet as safe HTML: the text PostgreSQL's `ts_headline` cut around the matching
 * words (each between \x01 and \x02) is escaped whole, then only those marks become <mark>.
 * Nothing of the stored text can become markup, whatever it holds.
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Character references of stored HTML (a post's body) back to text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const START = '\u0001';
const STOP = '\u0002';

/** `headline` from ts_headline; `fromHtml`: its text came from HTML (entities to decode). */
export function snippetHtml(headline: string, fromHtml: boolean): string {
  const text = (fromHtml ? decodeEntities(headline) : headline).replace(/\s+/g, ' ').trim();
  // Each START opens a mark closed by the next STOP; a stray one is dropped.
  return escapeHtml(text)
    .split(START)
    .map((part, i) => {
      const end = part.indexOf(STOP);
      if (i === 0 || end < 0) return part.replaceAll(STOP, '');
      return `<mark>${part.slice(0, end)}</mark>${part.slice(end + 1).replaceAll(STOP, '')}`;
    })
    .join('');
}
