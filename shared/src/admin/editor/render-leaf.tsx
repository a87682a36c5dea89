import type { CSSProperties } from 'react';
import type { RenderLeafProps } from 'slate-react';
import { marksOf } from './types';

export function RenderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  const marks = marksOf(leaf);
  let content = children;
  if (marks.superscript) content = <sup>{content}</sup>;
  else if (marks.subscript) content = <sub>{content}</sub>;
  if (marks.strikethrough) content = <s>{content}</s>;
  if (marks.underline) content = <u>{content}</u>;
  if (marks.italic) content = <em>{content}</em>;
  if (marks.bold) content = <strong>{content}</strong>;
  const style: CSSProperties = {};
  if (marks.color) style.color = marks.color;
  if (marks.backgroundColor) style.backgroundColor = marks.backgroundColor;
  return (
    <span {...attributes} style={style}>
      {content}
    </span>
  );
}
