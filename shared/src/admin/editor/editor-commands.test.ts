// @vitest-environment jsdom
import { createEditor, Editor, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { describe, expect, it } from 'vitest';
import { insertImage, withRichText } from './editor-commands';
import { deserializeHtml } from './html-deserializer';
import { serializeHtml } from './html-serializer';

function editorWith(html: string) {
  const editor = withRichText(withHistory(createEditor()));
  editor.children = deserializeHtml(html);
  Editor.normalize(editor, { force: true });
  return editor;
}

describe('inserting a picture', () => {
  it('after a paragraph: the picture, then a paragraph to type in', () => {
    const editor = editorWith('<p>Intro.</p>');
    Transforms.select(editor, Editor.end(editor, []));
    insertImage(editor, '/uploads/x.png', 'A chart');
    expect(serializeHtml(editor.children)).toContain('<img src="/uploads/x.png" alt="A chart">');
  });

  it('with the cursor in a list item: after the list, never lost as an empty item', () => {
    const editor = editorWith('<ul><li>One</li><li>Two</li></ul>');
    Transforms.select(editor, Editor.end(editor, []));
    insertImage(editor, '/uploads/x.png', 'A chart');
    const html = serializeHtml(editor.children);
    expect(html).toContain('<ul><li>One</li><li>Two</li></ul>');
    expect(html).toContain('<img src="/uploads/x.png" alt="A chart">');
    expect(html.indexOf('<img')).toBeGreaterThan(html.indexOf('</ul>'));
  });
});
