/** Blog HTML is sanitised on the server with the shared allow-list before it is stored. */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createRichTextSanitizer } from '@northbeam/shared/contract/rich-text';

let sanitizer: ((html: string) => string) | undefined;

export function sanitizeRichText(html: string): string {
  if (!sanitizer) {
    const { window } = new JSDOM('');
    sanitizer = createRichTextSanitizer(createDOMPurify(window));
  }
  return sanitizer(html);
}
