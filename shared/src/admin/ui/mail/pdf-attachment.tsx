import { useEffect, useRef, useState } from 'react';
import { useAdminPlatform } from '../../app/admin-platform-context';
import { drawPdf } from '../pdf-pages';

type View =
  | { kind: 'loading' }
  | { kind: 'drawn'; pages: number; shown: number; text: string }
  | { kind: 'failed'; reason: string };

/** A PDF that came with an e-mail, drawn in the page like a resume (pdf.js, no plug-in). */
export function PdfAttachment({ path, name }: { path: string; name: string }) {
  const platform = useAdminPlatform();
  const pagesRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    const done = (next: View) => live && setView(next);
    if (!platform.readFile) {
      done({ kind: 'failed', reason: 'This app cannot show files; download it instead.' });
      return;
    }
    void (async () => {
      try {
        const file = await platform.readFile!(path);
        if (!live) return;
        const target = pagesRef.current!;
        const drawn = await drawPdf(
          file.data,
          target,
          target.clientWidth || 640,
          'admin-mail__page',
        );
        done({ kind: 'drawn', ...drawn });
      } catch {
        done({ kind: 'failed', reason: `${name} could not be shown; download it instead.` });
      }
    })();
    return () => {
      live = false;
    };
  }, [platform, path, name]);

  return (
    <section className="admin-mail__pdf" aria-label={`Attachment: ${name}`}>
      {view.kind === 'loading' && <p className="admin-muted">Loading {name}...</p>}
      {view.kind === 'failed' && <p className="admin-muted">{view.reason}</p>}
      {view.kind === 'drawn' && view.shown < view.pages && (
        <p className="admin-muted">
          Showing {view.shown} of {view.pages} pages; download it for the rest.
        </p>
      )}
      <div
        ref={pagesRef}
        className="admin-mail__pages"
        // Scrollable: reachable by keyboard, and a named region.
        tabIndex={0}
        role="region"
        aria-label={`Pages of ${name}`}
        hidden={view.kind === 'failed'}
      />
      {view.kind === 'drawn' && (
        <div className="admin-visually-hidden" data-testid="attachment-text">
          {view.text}
        </div>
      )}
    </section>
  );
}
