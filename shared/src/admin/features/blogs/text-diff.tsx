/** The difference between two versions of a post's text, word by word (jsdiff). */
import { diffWords } from 'diff';
import { useMemo } from 'react';

/** Readable text of the editor's HTML: one line per block, no markup. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote|\/pre)\s*\/?>/gi, '\n')
    .replace(/<img\b[^>]*alt="([^"]*)"[^>]*>/gi, '[image: $1]')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** `before` → `after`: removed words struck through, added ones marked. */
export function TextDiff({
  before,
  after,
  label,
}: {
  before: string;
  after: string;
  label: string;
}) {
  const parts = useMemo(() => diffWords(before, after), [before, after]);
  const unchanged = parts.every((p) => !p.added && !p.removed);
  return (
    <div className="admin-diff" role="group" aria-label={label}>
      {unchanged ? (
        <p className="admin-muted">No difference.</p>
      ) : (
        <p className="admin-diff__text">
          {parts.map((part, i) =>
            part.added ? (
              <ins key={i}>{part.value}</ins>
            ) : part.removed ? (
              <del key={i}>{part.value}</del>
            ) : (
              <span key={i}>{part.value}</span>
            ),
          )}
        </p>
      )}
    </div>
  );
}
