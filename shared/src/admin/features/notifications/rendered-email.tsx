import { useState } from 'react';

/**
 * An e-mail as it arrives: its HTML in a sandboxed frame (no script, no same-origin access), or
 * its plain-text part.
 */
export function RenderedEmail({
  title,
  html,
  text,
}: {
  title: string;
  html: string;
  text: string;
}) {
  const [view, setView] = useState<'html' | 'text'>('html');
  return (
    <div className="admin-rendered-email">
      <div role="group" aria-label="Show the e-mail as" className="admin-rendered-email__switch">
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          aria-pressed={view === 'html'}
          onClick={() => setView('html')}
        >
          As sent (HTML)
        </button>
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          aria-pressed={view === 'text'}
          onClick={() => setView('text')}
        >
          Plain text
        </button>
      </div>
      {view === 'html' ? (
        <iframe className="admin-rendered-email__frame" title={title} sandbox="" srcDoc={html} />
      ) : (
        <pre
          className="admin-rendered-email__text"
          tabIndex={0}
          role="region"
          aria-label={`${title} (plain text)`}
        >
          {text}
        </pre>
      )}
    </div>
  );
}
