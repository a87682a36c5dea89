/**
 * The new text of an e-mail, with the quoted history and the signature folded away: what the
 * person wrote this time comes first, the whole message stays one click away. Plain-text rules
 * of the kind mail programs write (GitHub's email_reply_parser and Mailgun's talon use the same
 * markers): a quote header ("On …, … wrote:", Outlook's "From:/Sent:/Subject:" block, "-----
 * Original Message-----"), a trailing run of "> " lines, a signature after "-- " or a "Sent from
 * my …" line. Written here rather than taken from npm: the maintained port (email-reply-parser)
 * imports Node's `module` and cannot load in the browser or the desktop renderer, planer keeps
 * signatures and iPhone-style quotes. Every rule is one line at a time with bounded patterns, so a
 * stranger's message costs linear time.
 */

export interface FoldedReply {
  /** What the person wrote this time (the whole text when nothing could be told apart). */
  text: string;
  /** Quoted history was folded away. */
  quote: boolean;
  /** A signature was folded away. */
  signature: boolean;
}

/** Longer lines are text, never a header or a signature (and are not matched at all). */
const MAX_MARKER_LINE = 400;

/** "On {date}, {who} wrote:" as mail programs write it, in the languages of most senders. */
const QUOTE_HEADERS: readonly RegExp[] = [
  /^On\s.{1,300}\swrote:$/i,
  /^Le\s.{1,300}\sa\sécrit\s?:$/i,
  /^El\s.{1,300}\sescribió:$/i,
  /^Il\s.{1,300}\sha\sscritto:$/i,
  /^Em\s.{1,300}\sescreveu:$/i,
  /^Op\s.{1,300}\sschreef.{0,200}:$/i,
  /^Am\s.{1,300}\sschrieb.{0,200}:$/i,
  /^Den\s.{1,300}\sskrev.{0,200}:$/i,
  /^-{2,}\s?(Original Message|Forwarded message|Ursprüngliche Nachricht|Message d'origine|Mensaje original)\s?-{2,}$/i,
  /^Begin forwarded message:$/i,
];

/** Outlook's header block: "From: …" with "Sent:"/"Date:" and "To:"/"Subject:" just below. */
const OUTLOOK_FROM = /^(From|Von|De|Da|Van)\s?:\s.{1,300}$/i;
const OUTLOOK_DATE = /^(Sent|Date|Gesendet|Envoyé|Enviado|Inviato|Verzonden)\s?:\s/i;
const OUTLOOK_TO = /^(To|Subject|An|Betreff|À|Objet|Para|Asunto|A|Oggetto|Aan|Onderwerp)\s?:\s/i;
/** Outlook's rule above its header block. */
const OUTLOOK_RULE = /^_{10,}$/;

const QUOTED = /^\s*>/;
const SIGNATURE_DELIMITER = /^--\s?$/;
const MOBILE_FOOTER =
  /^(Sent from|Sent with|Get Outlook for|Envoyé de|Envoyé depuis|Gesendet von|Enviado desde|Inviato da|Verzonden vanaf|Verstuurd vanaf)\s[^,;:!?]{1,60}$/i;

/** A signature longer than this after "-- " is more likely a separator in the text. */
const MAX_SIGNATURE_LINES = 20;

const marker = (line: string) => (line.length <= MAX_MARKER_LINE ? line.trim() : '');
const blank = (line: string) => line.trim() === '';

function isQuoteHeader(lines: readonly string[], i: number): boolean {
  const line = marker(lines[i]!);
  if (!line) return false;
  if (QUOTE_HEADERS.some((re) => re.test(line))) return true;
  // A long header wrapped over two lines ("On …, Name <\naddress> wrote:").
  const next = i + 1 < lines.length ? marker(lines[i + 1]!) : '';
  if (next && /^(On|Le|El|Il|Em|Op|Am|Den)\s/i.test(line)) {
    const joined = `${line} ${next}`;
    if (QUOTE_HEADERS.some((re) => re.test(joined))) return true;
  }
  if (OUTLOOK_FROM.test(line) || (OUTLOOK_RULE.test(line) && OUTLOOK_FROM.test(next))) {
    const below = lines.slice(i + 1, i + 6).map(marker);
    return below.some((l) => OUTLOOK_DATE.test(l)) && below.some((l) => OUTLOOK_TO.test(l));
  }
  return false;
}

/** Where the quoted history starts, or lines.length when there is none. */
function quoteStart(lines: readonly string[]): number {
  // A quote header: everything from it on is history, quoted with "> " or not.
  for (let i = 1; i < lines.length; i++) if (isQuoteHeader(lines, i)) return i;
  // Otherwise a run of quoted (and blank) lines that goes to the end; quotes between the
  // person's own lines are an answer written inline, and stay.
  let start = lines.length;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (QUOTED.test(line)) start = i;
    else if (!blank(line)) break;
  }
  return start;
}

/** Where the signature starts among the person's own lines, or `end` when there is none. */
function signatureStart(lines: readonly string[], end: number): number {
  for (let i = end - 1; i > 0; i--) {
    if (SIGNATURE_DELIMITER.test(lines[i]!) && end - i <= MAX_SIGNATURE_LINES + 1) return i;
  }
  // "Sent from my iPhone" as one of the last two lines written.
  let seen = 0;
  for (let i = end - 1; i > 0 && seen < 2; i--) {
    if (blank(lines[i]!)) continue;
    seen++;
    if (MOBILE_FOOTER.test(marker(lines[i]!))) return i;
  }
  return end;
}

export function foldReply(original: string): FoldedReply {
  const whole = original.replace(/\r\n?/g, '\n').trimEnd();
  const lines = whole.split('\n');
  // All history (a forward, a bare quote): nothing of their own to put first.
  if (isQuoteHeader(lines, 0)) return { text: whole, quote: false, signature: false };
  const quote = quoteStart(lines);
  const signature = signatureStart(lines, quote);
  const text = lines.slice(0, Math.min(quote, signature)).join('\n').trimEnd();
  // Nothing of their own before the history: show it all.
  if (!text.trim()) return { text: whole, quote: false, signature: false };
  return { text, quote: quote < lines.length, signature: signature < quote };
}
