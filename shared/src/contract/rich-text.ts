/**
 * The HTML vocabulary of blog content: exactly what the Slate editor (section 5) produces. The API
 * sanitises with it before storing, the site again before display, and the editor's serializer
 * emits nothing outside it, so a saved post survives the sanitiser unchanged.
 *
 * - blocks: p, h1–h6, blockquote, pre>code, ul/ol>li, img (always with an alt, empty if decorative)
 * - marks: strong, em, u, s, sub, sup, span[style=color|background-color], a[href]
 * - block attributes: class="indent-1..8 align-left|center|right|justify", dir="rtl"
 */
import type { Config, DOMPurify } from 'dompurify';

export const RICH_TEXT_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'a',
  'img',
  'br',
] as const;

export const RICH_TEXT_ATTRS = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'class',
  'style',
  'dir',
] as const;

export const INDENT_LEVELS = 8;
export const ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

const CLASS_TOKEN = /^(indent-[1-8]|align-(left|center|right|justify))$/;
const COLOR_VALUE =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\)|[a-z]{3,20})$/i;
const STYLE_PROPS = new Set(['color', 'background-color']);
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const SAFE_SRC = /^(https:\/\/|\/(?!\/))/i;

/** Keeps only allowed class tokens and colour declarations; drops unsafe links and images. */
function filterAttribute(name: string, value: string, tag: string): string | null {
  switch (name) {
    case 'class': {
      const tokens = value.split(/\s+/).filter((t) => CLASS_TOKEN.test(t));
      return tokens.length ? tokens.join(' ') : null;
    }
    case 'style': {
      if (tag !== 'span') return null;
      const kept: string[] = [];
      for (const declaration of value.split(';')) {
        const [prop, ...rest] = declaration.split(':');
        const key = prop?.trim().toLowerCase() ?? '';
        const val = rest.join(':').trim();
        if (STYLE_PROPS.has(key) && COLOR_VALUE.test(val)) kept.push(`${key}: ${val}`);
      }
      return kept.length ? kept.join('; ') : null;
    }
    case 'dir':
      return value === 'rtl' || value === 'ltr' ? value : null;
    case 'href':
      return tag === 'a' && SAFE_HREF.test(value.trim()) ? value.trim() : null;
    case 'src':
      return tag === 'img' && SAFE_SRC.test(value.trim()) ? value.trim() : null;
    case 'target':
      return tag === 'a' && value === '_blank' ? value : null;
    default:
      return value;
  }
}

export const RICH_TEXT_CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRS],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * Returns a sanitiser bound to a DOMPurify instance (the browser's, or one on a jsdom window on the
 * server). Installs its hooks on that instance once.
 */
export function createRichTextSanitizer(purify: DOMPurify): (html: string) => string {
  purify.removeAllHooks();
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const filtered = filterAttribute(data.attrName, data.attrValue, node.nodeName.toLowerCase());
    if (filtered === null) data.keepAttr = false;
    else data.attrValue = filtered;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Every image has alternative text; none given means decorative (alt=""), which screen
    // readers skip, rather than a file name read aloud.
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.nodeName === 'A') {
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('rel');
    }
  });
  return (html: string) => String(purify.sanitize(html, RICH_TEXT_CONFIG));
}
