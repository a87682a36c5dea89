/**
 * The small page of a List-Unsubscribe link opened in a browser: a confirm button that POSTs
 * (a plain form, no script), then the outcome. Its own Content-Security-Policy allows exactly its
 * stylesheet (by hash) and the form's post to this site.
 */
import { createHash } from 'node:crypto';
import { COMPANY } from '@northbeam/shared/brand/company';

const STYLE = `body{margin:0;padding:24px 16px;background:#f4f7fb;color:#1f2937;font:16px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;overflow-wrap:anywhere}
h1{margin:0 0 12px;font-size:20px;color:${COMPANY.colors.ink}}
button{font:inherit;font-weight:600;color:#fff;background:${COMPANY.colors.brand};border:0;border-radius:6px;padding:12px 20px;cursor:pointer}
a{color:${COMPANY.colors.brand}}`;

export const UNSUBSCRIBE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)} | ${escape(COMPANY.name)}</title><style>${STYLE}</style></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

/** The question, with the button that unsubscribes (posting as a mail client would). */
export function confirmPage(v: { email: string; what: string; action: string }): string {
  return page(
    'Unsubscribe?',
    `<p>Stop sending ${escape(v.what)} to <strong>${escape(v.email)}</strong>?</p>` +
      `<form method="post" action="${escape(v.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function donePage(v: { email: string; what: string; manageUrl: string }): string {
  return page(
    'Unsubscribed',
    `<p>${escape(v.email)} will no longer receive ${escape(v.what)}.</p>` +
      `<p>To turn them on again, choose them under <a href="${escape(v.manageUrl)}">Manage notifications</a> in the admin.</p>`,
  );
}

export function invalidPage(message: string): string {
  return page('Link not valid', `<p>${escape(message)}</p>`);
}
