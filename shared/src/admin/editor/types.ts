/**
 * The editor's document model. Every node maps one-to-one onto the blog HTML vocabulary of
 * shared/src/contract/rich-text.ts, so HTML → Slate → HTML is lossless for everything it allows.
 */
import type { BaseEditor, Descendant, Text } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { Alignment } from '../../contract/rich-text';

/** Block attributes: class="indent-N align-X" and dir="rtl". */
export interface BlockFormat {
  align?: Alignment;
  /** 1–8; absent means no indent. */
  indent?: number;
  dir?: 'rtl';
}

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface ParagraphElement extends BlockFormat {
  type: 'paragraph';
  children: Descendant[];
}
export interface HeadingElement extends BlockFormat {
  type: 'heading';
  level: HeadingLevel;
  children: Descendant[];
}
export interface BlockQuoteElement extends BlockFormat {
  type: 'block-quote';
  children: Descendant[];
}
export interface CodeBlockElement extends BlockFormat {
  type: 'code-block';
  children: Descendant[];
}
export interface ListElement extends BlockFormat {
  type: 'bulleted-list' | 'numbered-list';
  children: Descendant[];
}
export interface ListItemElement extends BlockFormat {
  type: 'list-item';
  children: Descendant[];
}
export interface ImageElement {
  type: 'image';
  url: string;
  alt: string;
  children: Descendant[];
}
export interface LinkElement {
  type: 'link';
  url: string;
  newTab?: boolean;
  children: Descendant[];
}

export type CustomElement =
  | ParagraphElement
  | HeadingElement
  | BlockQuoteElement
  | CodeBlockElement
  | ListElement
  | ListItemElement
  | ImageElement
  | LinkElement;
export type ElementType = CustomElement['type'];

/** Text marks; colours are CSS colour values. */
export interface Marks {
  bold?: true;
  italic?: true;
  underline?: true;
  strikethrough?: true;
  subscript?: true;
  superscript?: true;
  color?: string;
  backgroundColor?: string;
}
export type BooleanMark = {
  [K in keyof Marks]-?: Marks[K] extends true | undefined ? K : never;
}[keyof Marks];
export type ColorMark = 'color' | 'backgroundColor';
export type FormattedText = { text: string } & Marks;

/** Blocks that hold text directly and take block attributes. */
export const TEXT_BLOCK_TYPES = [
  'paragraph',
  'heading',
  'block-quote',
  'code-block',
  'list-item',
] as const;
export type TextBlockElement = Extract<CustomElement, { type: (typeof TEXT_BLOCK_TYPES)[number] }>;

export const LIST_TYPES = ['bulleted-list', 'numbered-list'] as const;

/** A text node's marks. */
export const marksOf = (text: Text): FormattedText => text;

export type CustomEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: CustomEditor;
    Element: CustomElement;
    Text: FormattedText;
  }
}
