/**
 * The HTML part of an incoming e-mail, made safe to show in the admin: DOMPurify (no scripts,
 * forms, frames or styles sheets), and nothing that loads from elsewhere when it is opened (remote
 * images and CSS `url()` are a way to learn who read what, and when): only `data:` images stay.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purify: DOMPurify | undefined;

function instance(): DOMPurify {
  if (purify) return purify;
  const { window } = new JSDOM('');
  const made = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  made.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.tagName === 'IMG') {
      const src = element.getAttribute('src') ?? '';
      if (!src.startsWith('data:image/')) element.removeAttribute('src');
      element.removeAttribute('srcset');
    }
    const style = element.getAttribute?.('style');
    if (style && /url\s*\(|@import|expression\s*\(/i.test(style)) element.removeAttribute('style');
    if (element.tagName === 'A' && element.getAttribute('href')) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purify = made;
  return made;
}

export function sanitizeEmailHtml(html: string): string {
  return instance().sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'],
    FORBID_ATTR: ['background', 'poster', 'action', 'formaction'],
    ADD_ATTR: ['target'],
    WHOLE_DOCUMENT: false,
  });
}
