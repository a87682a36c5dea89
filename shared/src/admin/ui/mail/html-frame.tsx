/**
 * An e-mail's HTML (sanitised by the server: no scripts, no remote images or CSS urls) shown in a
 * sandboxed frame of its own origin: no script may run in it, it cannot reach the admin, and its
 * own Content-Security-Policy lets it load nothing but the `data:` images it carries. Links open
 * in a new window, outside the sandbox. Wide pictures and tables are fitted to the frame's width
 * beforehand, in an inert parsed copy (DOMParser runs and loads nothing).
 */
import { useMemo } from 'react';

const FRAME_CSP =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'";
const BODY_STYLE =
  'margin:0;padding:8px;font:14px/1.5 system-ui,sans-serif;color:#1c2433;background:#fff;overflow-wrap:anywhere;word-break:break-word';

/** The frame's document: the message's HTML, fitted to a narrow width. */
function frameDocument(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const wide of parsed.body.querySelectorAll<HTMLElement>('img, table, pre, video')) {
    wide.style.maxWidth = '100%';
    if (wide.tagName === 'IMG') wide.style.height = 'auto';
    if (wide.tagName === 'PRE') wide.style.whiteSpace = 'pre-wrap';
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}"><title>Message</title></head><body style="${BODY_STYLE}">${parsed.body.innerHTML}</body></html>`;
}

export function HtmlFrame({ html, title }: { html: string; title: string }) {
  const srcDoc = useMemo(() => frameDocument(html), [html]);
  return (
    <iframe
      className="admin-mail__frame"
      title={title}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={srcDoc}
    />
  );
}
