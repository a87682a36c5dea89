/**
 * HTML → Slate: the inverse of html-serializer.ts. Takes a DOMParser (the browser's, or jsdom's
 * in Node tests), so it runs anywhere. Unknown tags keep their text; unknown attributes are
 * ignored, exactly like the sanitiser.
 */
import type { Descendant } from 'slate';
import { ALIGNMENTS, INDENT_LEVELS, type Alignment } from '../../contract/rich-text';
import type {
  BlockFormat,
  CustomElement,
  FormattedText,
  HeadingLevel,
  ListItemElement,
  Marks,
} from './types';

export interface HtmlParser {
  parseFromString(html: string, type: 'text/html'): Document;
}

type Inline = FormattedText | Extract<CustomElement, { type: 'link' }>;
type Block = Exclude<CustomElement, { type: 'link' }>;
type Item = { kind: 'inline'; node: Inline } | { kind: 'block'; node: Block };

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

const emptyText = (): FormattedText => ({ text: '' });

function blockFormat(el: Element): BlockFormat {
  const format: BlockFormat = {};
  for (const token of (el.getAttribute('class') ?? '').split(/\s+/)) {
    const indent = /^indent-(\d)$/.exec(token);
    if (indent) {
      const level = Number(indent[1]);
      if (level >= 1 && level <= INDENT_LEVELS) format.indent = level;
    }
    const align = /^align-(\w+)$/.exec(token);
    if (align && (ALIGNMENTS as readonly string[]).includes(align[1] ?? '')) {
      format.align = align[1] as Alignment;
    }
  }
  if (el.getAttribute('dir') === 'rtl') format.dir = 'rtl';
  return format;
}

/** color / background-color from a style attribute, value kept verbatim. */
function styleMarks(style: string): Marks {
  const marks: Marks = {};
  for (const declaration of style.split(';')) {
    const [prop, ...rest] = declaration.split(':');
    const key = prop?.trim().toLowerCase();
    const value = rest.join(':').trim();
    if (!value) continue;
    if (key === 'color') marks.color = value;
    if (key === 'background-color') marks.backgroundColor = value;
  }
  return marks;
}

function markFor(tag: string, el: Element): Marks {
  switch (tag) {
    case 'strong':
    case 'b':
      return { bold: true };
    case 'em':
    case 'i':
      return { italic: true };
    case 'u':
      return { underline: true };
    case 's':
    case 'strike':
    case 'del':
      return { strikethrough: true };
    case 'sub':
      return { subscript: true };
    case 'sup':
      return { superscript: true };
    case 'span':
      return styleMarks(el.getAttribute('style') ?? '');
    default:
      return {};
  }
}

const sameMarks = (a: FormattedText, b: FormattedText) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('text');
  for (const key of keys) {
    if (a[key as keyof Marks] !== b[key as keyof Marks]) return false;
  }
  return true;
};

/** Merges neighbouring texts with the same marks and pads links with empty texts (Slate's rule). */
function normalizeInlines(inlines: Inline[]): Descendant[] {
  const merged: Inline[] = [];
  for (const node of inlines) {
    if ('text' in node) {
      if (node.text === '') continue;
      const last = merged[merged.length - 1];
      if (last && 'text' in last && sameMarks(last, node)) {
        merged[merged.length - 1] = { ...last, text: last.text + node.text };
      } else {
        merged.push({ ...node });
      }
    } else {
      merged.push({ ...node, children: normalizeInlines(node.children as Inline[]) });
    }
  }
  const out: Descendant[] = [];
  for (const node of merged) {
    const previous = out[out.length - 1];
    if (!('text' in node) && (!previous || !('text' in previous))) out.push(emptyText());
    out.push(node);
  }
  const last = out[out.length - 1];
  if (!last || !('text' in last)) out.push(emptyText());
  return out;
}

function textOf(node: Node, inPre: boolean, marks: Marks): FormattedText {
  const raw = node.textContent ?? '';
  return { ...marks, text: inPre ? raw : raw.replace(/[\t\n\r]+/g, ' ') };
}

function collect(node: Node, marks: Marks, inPre: boolean, depth: number): Item[] {
  if (node.nodeType === TEXT_NODE) {
    return [{ kind: 'inline', node: textOf(node, inPre, marks) }];
  }
  if (node.nodeType !== ELEMENT_NODE) return [];
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = (nextMarks: Marks = marks, pre = inPre, d = depth) =>
    Array.from(el.childNodes).flatMap((child) => collect(child, nextMarks, pre, d));

  switch (tag) {
    case 'br':
      return [{ kind: 'inline', node: { ...marks, text: '\n' } }];
    case 'p':
    case 'div':
      return textBlock(children(), (kids) => ({
        type: 'paragraph',
        ...blockFormat(el),
        children: kids,
      }));
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6': {
      const level = Number(tag[1]) as HeadingLevel;
      return textBlock(children(), (kids) => ({
        type: 'heading',
        level,
        ...blockFormat(el),
        children: kids,
      }));
    }
    case 'blockquote':
      return textBlock(children(), (kids) => ({
        type: 'block-quote',
        ...blockFormat(el),
        children: kids,
      }));
    case 'pre':
      return [
        {
          kind: 'block',
          node: {
            type: 'code-block',
            ...blockFormat(el),
            children: [{ text: el.textContent ?? '' }],
          },
        },
      ];
    case 'ul':
    case 'ol': {
      const items: ListItemElement[] = [];
      for (const item of children(marks, inPre, depth + 1)) {
        if (item.kind === 'block' && item.node.type === 'list-item') items.push(item.node);
        else if (
          item.kind === 'block' &&
          (item.node.type === 'bulleted-list' || item.node.type === 'numbered-list')
        )
          items.push(...(item.node.children as ListItemElement[]));
        else if (item.kind === 'inline' && 'text' in item.node && item.node.text.trim() === '')
          continue;
        else if (item.kind === 'inline')
          items.push({ type: 'list-item', children: normalizeInlines([item.node]) });
      }
      if (!items.length) return [];
      return [
        {
          kind: 'block',
          node: {
            type: tag === 'ul' ? 'bulleted-list' : 'numbered-list',
            ...blockFormat(el),
            children: items,
          },
        },
      ];
    }
    case 'li': {
      const format = blockFormat(el);
      if (depth > 1 && format.indent === undefined)
        format.indent = Math.min(INDENT_LEVELS, depth - 1);
      const inner = children();
      const inlines: Inline[] = [];
      const nested: Item[] = [];
      for (const item of inner) {
        if (item.kind === 'inline') inlines.push(item.node);
        else if (item.node.type === 'bulleted-list' || item.node.type === 'numbered-list')
          nested.push(item);
        else if ('children' in item.node && item.node.type !== 'image')
          inlines.push(...(item.node.children as Inline[]));
      }
      return [
        {
          kind: 'block',
          node: { type: 'list-item', ...format, children: normalizeInlines(inlines) },
        },
        ...nested.flatMap((item) =>
          item.kind === 'block'
            ? (item.node.children as ListItemElement[]).map((li) => ({
                kind: 'block' as const,
                node: li,
              }))
            : [],
        ),
      ];
    }
    case 'img': {
      const url = el.getAttribute('src') ?? '';
      if (!url) return [];
      return [
        {
          kind: 'block',
          node: { type: 'image', url, alt: el.getAttribute('alt') ?? '', children: [emptyText()] },
        },
      ];
    }
    case 'a': {
      const kids: Inline[] = [];
      for (const item of children()) {
        if (item.kind === 'inline') {
          if ('text' in item.node) kids.push(item.node);
          else kids.push(...(item.node.children as Inline[]));
        }
      }
      const link: Inline = {
        type: 'link',
        url: el.getAttribute('href') ?? '',
        ...(el.getAttribute('target') === '_blank' ? { newTab: true } : {}),
        children: kids.length ? kids : [emptyText()],
      };
      return [{ kind: 'inline', node: link }];
    }
    case 'script':
    case 'style':
    case 'template':
      return [];
    default:
      // strong, em, u, s, sub, sup, span, code and unknown inline wrappers.
      return children({ ...marks, ...markFor(tag, el) });
  }
}

/** Builds a text block from items; blocks found inside (an image in a p) are lifted out. */
function textBlock(items: Item[], make: (children: Descendant[]) => Block): Item[] {
  const out: Item[] = [];
  let run: Inline[] = [];
  let sawInline = false;
  const flush = (force: boolean) => {
    if (run.length || force) out.push({ kind: 'block', node: make(normalizeInlines(run)) });
    run = [];
  };
  for (const item of items) {
    if (item.kind === 'inline') {
      run.push(item.node);
      sawInline = true;
    } else {
      if (run.some((n) => !('text' in n) || n.text.trim() !== '')) flush(false);
      else run = [];
      out.push(item);
    }
  }
  flush(!sawInline && out.length === 0);
  if (run.length === 0 && out.length === 0) out.push({ kind: 'block', node: make([emptyText()]) });
  return out;
}

/** Top level: blocks as they are, loose inline content wrapped in paragraphs. */
function toBlocks(items: Item[]): Descendant[] {
  const blocks: Descendant[] = [];
  let run: Inline[] = [];
  const flush = () => {
    if (run.some((n) => !('text' in n) || n.text.trim() !== '')) {
      blocks.push({ type: 'paragraph', children: normalizeInlines(run) });
    }
    run = [];
  };
  for (const item of items) {
    if (item.kind === 'inline') run.push(item.node);
    else {
      flush();
      blocks.push(item.node);
    }
  }
  flush();
  return blocks;
}

export const emptyDocument = (): Descendant[] => [{ type: 'paragraph', children: [emptyText()] }];

/** The editor value of stored blog HTML (never empty: at least one paragraph). */
export function deserializeHtml(html: string, parser: HtmlParser = new DOMParser()): Descendant[] {
  if (!html.trim()) return emptyDocument();
  const doc = parser.parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const items = Array.from(doc.body.childNodes).flatMap((node) => collect(node, {}, false, 0));
  const blocks = toBlocks(items);
  return blocks.length ? blocks : emptyDocument();
}
