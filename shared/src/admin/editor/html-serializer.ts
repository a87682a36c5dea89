/**
 * Slate → HTML. Emits only the blog vocabulary (shared/src/contract/rich-text.ts), in the exact
 * form the sanitiser writes back (attribute order, escaping, `rel` on new-tab links), so a saved
 * post passes createRichTextSanitizer unchanged.
 */
import { Element, Text, type Descendant } from 'slate';
import { INDENT_LEVELS } from '../../contract/rich-text';
import { marksOf, type BlockFormat, type CustomElement } from './types';

export function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');
}

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;
const SAFE_SRC = /^(https:\/\/|\/(?!\/))/i;
const COLOR_VALUE =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*)?\)|[a-z]{3,20})$/i;

export const isSafeHref = (url: string) => SAFE_HREF.test(url.trim());
export const isSafeImageSrc = (url: string) => SAFE_SRC.test(url.trim());
export const isSafeColor = (value: string) => COLOR_VALUE.test(value.trim());

/** ` class="indent-N align-X" dir="rtl"` for a block. */
function blockAttributes(format: BlockFormat): string {
  const classes: string[] = [];
  const indent = Math.min(INDENT_LEVELS, Math.max(0, Math.trunc(format.indent ?? 0)));
  if (indent > 0) classes.push(`indent-${indent}`);
  if (format.align) classes.push(`align-${format.align}`);
  let out = classes.length ? ` class="${classes.join(' ')}"` : '';
  if (format.dir === 'rtl') out += ' dir="rtl"';
  return out;
}

function serializeText(node: Text, inCode: boolean): string {
  if (inCode) return escapeText(node.text);
  const marks = marksOf(node);
  let html = escapeText(node.text).replace(/\n/g, '<br>');
  if (!html) return '';
  if (marks.superscript) html = `<sup>${html}</sup>`;
  else if (marks.subscript) html = `<sub>${html}</sub>`;
  if (marks.strikethrough) html = `<s>${html}</s>`;
  if (marks.underline) html = `<u>${html}</u>`;
  if (marks.italic) html = `<em>${html}</em>`;
  if (marks.bold) html = `<strong>${html}</strong>`;
  const styles: string[] = [];
  if (marks.color && isSafeColor(marks.color)) styles.push(`color: ${marks.color.trim()}`);
  if (marks.backgroundColor && isSafeColor(marks.backgroundColor))
    styles.push(`background-color: ${marks.backgroundColor.trim()}`);
  if (styles.length) html = `<span style="${escapeAttribute(styles.join('; '))}">${html}</span>`;
  return html;
}

function serializeChildren(children: Descendant[], inCode = false): string {
  return children.map((child) => serializeNode(child, inCode)).join('');
}

function serializeElement(element: CustomElement, inCode: boolean): string {
  switch (element.type) {
    case 'paragraph':
      return `<p${blockAttributes(element)}>${serializeChildren(element.children)}</p>`;
    case 'heading': {
      const tag = `h${element.level}`;
      return `<${tag}${blockAttributes(element)}>${serializeChildren(element.children)}</${tag}>`;
    }
    case 'block-quote':
      return `<blockquote${blockAttributes(element)}>${serializeChildren(element.children)}</blockquote>`;
    case 'code-block':
      return `<pre${blockAttributes(element)}><code>${serializeChildren(element.children, true)}</code></pre>`;
    case 'bulleted-list':
      return `<ul${blockAttributes(element)}>${serializeChildren(element.children)}</ul>`;
    case 'numbered-list':
      return `<ol${blockAttributes(element)}>${serializeChildren(element.children)}</ol>`;
    case 'list-item':
      return `<li${blockAttributes(element)}>${serializeChildren(element.children)}</li>`;
    case 'image':
      return isSafeImageSrc(element.url)
        ? `<img src="${escapeAttribute(element.url.trim())}" alt="${escapeAttribute(element.alt)}">`
        : '';
    case 'link': {
      const inner = serializeChildren(element.children, inCode);
      if (!inner || !isSafeHref(element.url)) return inner;
      const target = element.newTab ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeAttribute(element.url.trim())}"${target}>${inner}</a>`;
    }
  }
}

function serializeNode(node: Descendant, inCode = false): string {
  if (Text.isText(node)) return serializeText(node, inCode);
  if (Element.isElement(node)) return serializeElement(node, inCode);
  return '';
}

/** The blog content HTML of an editor value. */
export function serializeHtml(value: Descendant[]): string {
  return serializeChildren(value);
}
