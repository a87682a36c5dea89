/**
 * A resume read in the page: a PDF drawn by pdf.js (its text also given to screen readers), a
 * DOCX converted to HTML by mammoth and sanitised; a DOC (no converter here) is offered for
 * download. Both libraries load only when a preview is shown. Reading it is recorded as a view.
 */
import { useEffect, useRef, useState } from 'react';
import DOMPurify from 'dompurify';
import type { DownloadQuery } from '../../../platform/admin-platform';
import { useAdminPlatform } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';

/** Pages drawn at most (a resume longer than this is downloaded). */
const MAX_PAGES = 10;
const INLINE: DownloadQuery = { inline: '1' };

type Preview =
  | { kind: 'loading' }
  | { kind: 'pdf'; pages: number; shown: number; text: string }
  | { kind: 'html'; html: string }
  | { kind: 'unavailable'; reason: string };

async function drawPdf(data: Uint8Array, into: HTMLElement, width: number) {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const doc = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
  into.replaceChildren();
  const shown = Math.min(doc.numPages, MAX_PAGES);
  const text: string[] = [];
  for (let n = 1; n <= shown; n++) {
    const page = await doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.max(0.5, Math.min(2, width / base.width));
    const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.style.width = `${Math.floor(base.width * scale)}px`;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Page ${n} of ${doc.numPages}`);
    canvas.className = 'admin-resume__page';
    into.append(canvas);
    await page.render({ canvasContext: canvas.getContext('2d')!, viewport }).promise;
    const content = await page.getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return { pages: doc.numPages, shown, text: text.join('\n\n') };
}

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
  const [preview, setPreview] = useState<Preview>({ kind: 'loading' });
  const extension = name.toLowerCase().split('.').pop();

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
          const target = pagesRef.current!;
          const drawn = await drawPdf(file.data, target, target.clientWidth || 640);
          done({ kind: 'pdf', ...drawn });
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
    };
    // `onViewed` is a notification only: a new function must not read the file again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [platform, url, extension]);

  return (
    <section className="admin-resume" aria-label={`Resume: ${name}`}>
      {preview.kind === 'loading' && <p className="admin-muted">Loading the resume...</p>}
      {preview.kind === 'unavailable' && <Banner kind="info">{preview.reason}</Banner>}
      {preview.kind === 'pdf' && preview.shown < preview.pages && (
        <p className="admin-muted">
          Showing {preview.shown} of {preview.pages} pages; download it for the rest.
        </p>
      )}
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
