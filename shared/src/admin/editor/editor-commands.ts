/** Editing commands behind the toolbar and the keyboard shortcuts. */
import {
  Editor,
  Element,
  Node,
  Path,
  Range,
  Transforms,
  type BaseRange,
  type Descendant,
} from 'slate';
import { INDENT_LEVELS, type Alignment } from '../../contract/rich-text';
import {
  LIST_TYPES,
  TEXT_BLOCK_TYPES,
  marksOf,
  type BooleanMark,
  type ColorMark,
  type CustomElement,
  type HeadingLevel,
  type LinkElement,
  type TextBlockElement,
} from './types';

/** setNodes without Slate's per-match typing (we change `type` across element kinds). */
const setBlock = (
  editor: Editor,
  props: Partial<CustomElement>,
  options: Parameters<typeof Transforms.setNodes>[2],
) => Transforms.setNodes(editor, props as Partial<Node>, options);

const isTextBlock = (node: Node): node is TextBlockElement =>
  Element.isElement(node) && (TEXT_BLOCK_TYPES as readonly string[]).includes(node.type);
const isList = (node: Node) =>
  Element.isElement(node) && (LIST_TYPES as readonly string[]).includes(node.type);
const isLink = (node: Node): node is LinkElement => Element.isElement(node) && node.type === 'link';

/** Inline links, void images, and a few structural rules. */
export function withRichText<T extends Editor>(editor: T): T {
  const { isInline, isVoid, normalizeNode, insertBreak } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);

  editor.insertBreak = () => {
    const entry = Editor.above(editor, { match: isTextBlock });
    if (entry) {
      const [block, path] = entry;
      if (block.type === 'code-block') {
        // Enter on an empty last line leaves the code block.
        const selection = editor.selection;
        if (
          selection &&
          Range.isCollapsed(selection) &&
          Editor.isEnd(editor, selection.anchor, path) &&
          Node.string(block).endsWith('\n')
        ) {
          Transforms.delete(editor, { distance: 1, unit: 'character', reverse: true });
          Transforms.insertNodes(
            editor,
            { type: 'paragraph', children: [{ text: '' }] },
            { at: Path.next(path), select: true },
          );
          return;
        }
        editor.insertText('\n');
        return;
      }
      // Enter on an empty list item leaves the list.
      if (block.type === 'list-item' && Node.string(block) === '') {
        toggleBlock(editor, 'paragraph');
        return;
      }
      insertBreak();
      // A new line after a heading or a quote is a plain paragraph.
      if (block.type === 'heading' || block.type === 'block-quote') {
        const next = Editor.above(editor, { match: isTextBlock });
        if (next && !Path.equals(next[1], path) && Node.string(next[0]) === '') {
          setBlock(
            editor,
            { type: 'paragraph' },
            {
              at: next[1],
            },
          );
          Transforms.unsetNodes(editor, 'level', { at: next[1] });
        }
      }
      return;
    }
    insertBreak();
  };

  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    // Lists hold list items only.
    if (Element.isElement(node) && isList(node)) {
      for (const [child, childPath] of Node.children(editor, path)) {
        if (Element.isElement(child) && child.type !== 'list-item' && !editor.isInline(child)) {
          setBlock(
            editor,
            { type: 'list-item' },
            {
              at: childPath,
            },
          );
          return;
        }
      }
    }
    // The document always ends with a paragraph, so one can type after an image.
    if (path.length === 0 && Editor.isEditor(node)) {
      const last = node.children[node.children.length - 1];
      if (!last || (Element.isElement(last) && last.type === 'image')) {
        Transforms.insertNodes(
          editor,
          { type: 'paragraph', children: [{ text: '' }] },
          { at: [node.children.length] },
        );
        return;
      }
    }
    normalizeNode(entry, options);
  };
  return editor;
}

/* Marks */

export function isMarkActive(editor: Editor, mark: BooleanMark): boolean {
  const marks = Editor.marks(editor);
  return marks ? marksOf(marks as never)[mark] === true : false;
}

export function toggleMark(editor: Editor, mark: BooleanMark) {
  if (isMarkActive(editor, mark)) {
    Editor.removeMark(editor, mark);
    return;
  }
  // Subscript and superscript exclude each other.
  if (mark === 'subscript') Editor.removeMark(editor, 'superscript');
  if (mark === 'superscript') Editor.removeMark(editor, 'subscript');
  Editor.addMark(editor, mark, true);
}

export function currentColor(editor: Editor, mark: ColorMark): string | undefined {
  const marks = Editor.marks(editor);
  const value = marks ? marksOf(marks as never)[mark] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export function setColor(editor: Editor, mark: ColorMark, value: string | null) {
  if (value) Editor.addMark(editor, mark, value);
  else Editor.removeMark(editor, mark);
}

/* Blocks */

export type BlockKind =
  | 'paragraph'
  | 'block-quote'
  | 'code-block'
  | 'bulleted-list'
  | 'numbered-list'
  | `heading-${HeadingLevel}`;

function matchesKind(node: Node, kind: BlockKind): boolean {
  if (!Element.isElement(node)) return false;
  if (kind.startsWith('heading-')) {
    return node.type === 'heading' && `heading-${node.level}` === kind;
  }
  return node.type === kind;
}

export function isBlockActive(editor: Editor, kind: BlockKind): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Array.from(
    Editor.nodes(editor, {
      at: Editor.unhangRange(editor, selection),
      match: (n) => !Editor.isEditor(n) && matchesKind(n, kind),
    }),
  );
  return Boolean(match);
}

/** The heading level (1–6) of the selection, 0 for none. */
export function currentHeading(editor: Editor): HeadingLevel | 0 {
  const entry = editor.selection ? Editor.above(editor, { match: isTextBlock }) : undefined;
  return entry && entry[0].type === 'heading' ? entry[0].level : 0;
}

export function toggleBlock(editor: Editor, kind: BlockKind) {
  const active = isBlockActive(editor, kind);
  const toList = kind === 'bulleted-list' || kind === 'numbered-list';

  Transforms.unwrapNodes(editor, { match: isList, split: true });

  let props: Partial<CustomElement>;
  if (active) props = { type: 'paragraph' };
  else if (toList) props = { type: 'list-item' };
  else if (kind.startsWith('heading-'))
    props = { type: 'heading', level: Number(kind.slice(8)) as HeadingLevel };
  else props = { type: kind as 'paragraph' | 'block-quote' | 'code-block' };

  setBlock(editor, props, { match: isTextBlock });
  if (props.type !== 'heading') Transforms.unsetNodes(editor, 'level', { match: isTextBlock });
  if (props.type === 'code-block') {
    // Code is plain text: no marks, no links.
    Transforms.unwrapNodes(editor, { match: isLink, split: true });
  }
  if (!active && toList) {
    Transforms.wrapNodes(editor, { type: kind, children: [] } as CustomElement, {
      match: (n) => Element.isElement(n) && n.type === 'list-item',
    });
  }
}

export function setHeading(editor: Editor, level: HeadingLevel | 0) {
  if (level === 0) {
    if (currentHeading(editor) !== 0)
      toggleBlock(editor, `heading-${currentHeading(editor)}` as BlockKind);
    return;
  }
  if (!isBlockActive(editor, `heading-${level}`)) toggleBlock(editor, `heading-${level}`);
}

function selectedTextBlocks(editor: Editor) {
  if (!editor.selection) return [];
  return Array.from(Editor.nodes(editor, { match: isTextBlock }));
}

export function currentAlign(editor: Editor): Alignment | undefined {
  return selectedTextBlocks(editor)[0]?.[0].align;
}

export function setAlign(editor: Editor, align: Alignment | undefined) {
  if (align) {
    setBlock(editor, { align }, { match: isTextBlock });
  } else {
    Transforms.unsetNodes(editor, 'align', { match: isTextBlock });
  }
}

export function currentIndent(editor: Editor): number {
  return selectedTextBlocks(editor)[0]?.[0].indent ?? 0;
}

export function changeIndent(editor: Editor, delta: 1 | -1) {
  for (const [block, path] of selectedTextBlocks(editor)) {
    const next = Math.min(INDENT_LEVELS, Math.max(0, (block.indent ?? 0) + delta));
    if (next === 0) Transforms.unsetNodes(editor, 'indent', { at: path });
    else setBlock(editor, { indent: next }, { at: path });
  }
}

export function isRtl(editor: Editor): boolean {
  return selectedTextBlocks(editor)[0]?.[0].dir === 'rtl';
}

export function toggleRtl(editor: Editor) {
  if (isRtl(editor)) Transforms.unsetNodes(editor, 'dir', { match: isTextBlock });
  else setBlock(editor, { dir: 'rtl' }, { match: isTextBlock });
}

/* Links and images */

export function activeLink(editor: Editor): LinkElement | undefined {
  if (!editor.selection) return undefined;
  const [entry] = Array.from(Editor.nodes(editor, { match: isLink }));
  return entry?.[0] as LinkElement | undefined;
}

export function unwrapLink(editor: Editor) {
  Transforms.unwrapNodes(editor, { match: isLink });
}

/** Wraps the selection in a link, or inserts the address as linked text at the caret. */
export function insertLink(editor: Editor, url: string, newTab: boolean, at?: BaseRange | null) {
  if (at) Transforms.select(editor, at);
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  if (activeLink(editor)) unwrapLink(editor);
  const link: LinkElement = { type: 'link', url, children: [] };
  if (newTab) link.newTab = true;
  const selection = editor.selection;
  if (selection && Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { ...link, children: [{ text: url }] });
  } else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

export function insertImage(editor: Editor, url: string, alt: string, at?: BaseRange | null) {
  if (at) Transforms.select(editor, at);
  const image: Descendant = { type: 'image', url, alt, children: [{ text: '' }] };
  // A picture is not a list item (a list would turn it into an empty one): inside a list, it
  // goes right after the list.
  const list = Editor.above(editor, {
    match: (n) => Element.isElement(n) && isList(n),
    mode: 'highest',
  });
  if (list) Transforms.insertNodes(editor, image, { at: Path.next(list[1]), select: true });
  else Transforms.insertNodes(editor, image);
  // Carry on typing below the picture.
  Transforms.move(editor);
}
