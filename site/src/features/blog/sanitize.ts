import DOMPurify from 'dompurify';
import { createRichTextSanitizer } from '@northbeam/shared/contract/rich-text';

let sanitizer: ((html: string) => string) | undefined;
let serverSanitizer: ((html: string) => string) | undefined;

/** The server renderer's sanitiser (DOMPurify on jsdom, with the same shared rules). */
export function provideSanitizer(sanitize: (html: string) => string) {
  serverSanitizer = sanitize;
}

/**
 * Sanitises post HTML with the shared rich-text rules. In a browser DOMPurify has a window; on a
 * server without a DOM it cannot run, so nothing unsanitised is ever emitted there (the server
 * renderer should sanitise with a jsdom-backed DOMPurify instead).
 */
export function sanitizePostHtml(html: string): string {
  if (serverSanitizer) return serverSanitizer(html);
  if (!DOMPurify.isSupported) return '';
  sanitizer ??= createRichTextSanitizer(DOMPurify);
  return sanitizer(html);
}
