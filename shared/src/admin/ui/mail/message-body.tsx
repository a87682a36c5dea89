import { useMemo, useState } from 'react';
import { foldReply } from './fold-reply';
import { HtmlFrame } from './html-frame';

/**
 * A message's text, new text first: the quoted history and the signature folded, "Show the whole
 * message" for the original (its HTML when it has one, else all of its text).
 */
export function MessageBody({
  text,
  html,
  title,
}: {
  text: string;
  html: string | null;
  /** Names the frame of the whole message ("Message from …"). */
  title: string;
}) {
  const folded = useMemo(() => foldReply(text), [text]);
  const hasText = text.trim() !== '';
  const [whole, setWhole] = useState(!hasText && html !== null);
  const hidden = folded.quote || folded.signature;
  if (!hasText && html === null) return <p className="admin-muted">(No text.)</p>;

  return (
    <div className="admin-mail__body">
      {whole ? (
        html !== null ? (
          <HtmlFrame html={html} title={title} />
        ) : (
          <div className="admin-mail__text" data-testid="message-text">
            {text.trim()}
          </div>
        )
      ) : (
        <div className="admin-mail__text" data-testid="message-text">
          {folded.text}
        </div>
      )}
      {!whole && hidden && (
        <p className="admin-mail__folded">
          {folded.quote && folded.signature
            ? 'Quoted history and signature folded.'
            : folded.quote
              ? 'Quoted history folded.'
              : 'Signature folded.'}
        </p>
      )}
      {hasText && (hidden || html !== null) && (
        <button
          type="button"
          className="admin-btn admin-btn--link admin-btn--small"
          aria-expanded={whole}
          onClick={() => setWhole(!whole)}
        >
          {whole
            ? hidden
              ? 'Show only the new text'
              : 'Show the plain text'
            : 'Show the whole message'}
        </button>
      )}
    </div>
  );
}
