/**
 * A resume read in the page: a PDF drawn by pdf.js (its text also given to screen readers), a
 * DOCX converted to HTML by mammoth and sanitised; a DOC (no converter here) is offered for
 * download. Both libraries load only when a preview is shown. Reading it is recorded as a view.
 * A PDF fits the width of its box (a phone's too, and again when the phone is turned); "Zoom in"
 * draws it larger and sharp, scrolled inside its box, and the page itself may be pinch-zoomed.
 */
import { useEffect, useRef, useState } from 'react';
import DOMPurify from 'dompurify';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { DownloadQuery } from '../../../platform/admin-platform';
import { useAdminPlatform } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { drawPages, openPdf, pagesShown, pdfText } from '../../ui/pdf-pages';
import { ResumeZoom, ZOOM_STEPS } from './resume-zoom';

const INLINE: DownloadQuery = { inline: '1' };

type Preview =
  | { kind: 'loading' }
  | { kind: 'pdf'; pages: number; shown: number; text: string }
  | { kind: 'html'; html: string }
  | { kind: 'unavailable'; reason: string };

async function docxToHtml(data: Uint8Array): Promise<string> {
  const mammoth = await import('mammoth');
  const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
  const result = await mammoth.convertToHtml({ arrayBuffer: buffer as ArrayBuffer });
  // Nothing active from a file a stranger sent: no scripts, styles, forms or remote images.
  return DOMPurify.sanitize(result.value, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|data:image\/)/i,
  });
}

/** The width the pages fill at zoom 1: their box's, less its padding. */
const fitWidth = (box: HTMLElement) => {
  const style = getComputedStyle(box);
  const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  return Math.max(200, (box.clientWidth || 640) - (Number.isNaN(padding) ? 0 : padding));
};

export function ResumePreview({
  url,
  name,
  onViewed,
}: {
  url: string;
  name: string;
  /** After the file was read (the timeline gains a "viewed" entry). */
  onViewed?: () => void;
}) {
  const platform = useAdminPlatform();
  const pagesRef = useRef<HTMLDivElement>(null);
  const docRef = useRef<PDFDocumentProxy | null>(null);
  const drawing = useRef(0);
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' });
  const [zoom, setZoom] = useState<number>(ZOOM_STEPS[0]);
  const zoomRef = useRef(zoom);
  const extension = name.toLowerCase().split('.').pop();

  /** Draws the open PDF at the zoom, fitted to the box's width now. */
  const redraw = () => {
    const doc = docRef.current;
    const box = pagesRef.current;
    if (!doc || !box) return Promise.resolve();
    const mine = ++drawing.current;
    return drawPages(
      doc,
      box,
      fitWidth(box) * zoomRef.current,
      'admin-resume__page',
      () => mine !== drawing.current,
    );
  };

  useEffect(() => {
    let live = true;
    const done = (next: Preview) => live && setPreview(next);
    if (!platform.readFile) {
      done({ kind: 'unavailable', reason: 'This app cannot show files; download it instead.' });
      return;
    }
    if (extension === 'doc') {
      done({
        kind: 'unavailable',
        reason: 'Old Word documents (.doc) cannot be shown here; download it to read it.',
      });
      return;
    }
    void (async () => {
      try {
        const file = await platform.readFile!(url, INLINE);
        if (!live) return;
        onViewed?.();
        if (file.contentType.includes('pdf')) {
          const doc = await openPdf(file.data);
          if (!live) {
            void doc.destroy();
            return;
          }
          docRef.current = doc;
          await redraw();
          const shown = pagesShown(doc);
          done({ kind: 'pdf', pages: doc.numPages, shown, text: await pdfText(doc) });
        } else {
          done({ kind: 'html', html: await docxToHtml(file.data) });
        }
      } catch {
        done({
          kind: 'unavailable',
          reason: 'The resume could not be shown; download it instead.',
        });
      }
    })();
    return () => {
      live = false;
      drawing.current += 1;
      void docRef.current?.destroy();
      docRef.current = null;
    };
    // `onViewed` is a notification only: a new function must not read the file again; `redraw`
    // reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [platform, url, extension]);

  // Fitted again when the box's width changes (a phone turned, a window resized).
  useEffect(() => {
    const box = pagesRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    // The width the observer first reports (when it starts to observe, after layout), not
    // `clientWidth` read here: that forced a layout of the page being opened in this effect, about
    // 50 ms at 4x CPU throttling before the page could paint.
    let width: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const now = entry!.contentRect.width;
      if (width === undefined) width = now;
      if (Math.abs(now - width) < 8) return;
      width = now;
      clearTimeout(timer);
      timer = setTimeout(() => void redraw(), 150);
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  const changeZoom = (next: number) => {
    zoomRef.current = next;
    setZoom(next);
    void redraw();
  };

  return (
    <section className="admin-resume" aria-label={`Resume: ${name}`}>
      {preview.kind === 'loading' && <p className="admin-muted">Loading the resume...</p>}
      {preview.kind === 'unavailable' && <Banner kind="info">{preview.reason}</Banner>}
      {preview.kind === 'pdf' && preview.shown < preview.pages && (
        <p className="admin-muted">
          Showing {preview.shown} of {preview.pages} pages; download it for the rest.
        </p>
      )}
      {preview.kind === 'pdf' && <ResumeZoom zoom={zoom} onZoom={changeZoom} />}
      <div
        ref={pagesRef}
        className="admin-resume__pages"
        // Scrollable: reachable by keyboard, and a named region (a plain div may not be named).
        tabIndex={0}
        role="region"
        aria-label={`Pages of ${name}`}
        hidden={preview.kind !== 'pdf' && preview.kind !== 'loading'}
      />
      {preview.kind === 'pdf' && (
        <div className="admin-visually-hidden" data-testid="resume-text">
          {preview.text}
        </div>
      )}
      {preview.kind === 'html' && (
        <div
          className="admin-resume__document"
          tabIndex={0}
          data-testid="resume-text"
          // Sanitised above (DOMPurify), from mammoth's semantic HTML.
          dangerouslySetInnerHTML={{ __html: preview.html }}
        />
      )}
    </section>
  );
}
