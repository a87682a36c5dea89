import { useCallback, useMemo } from 'react';
import { createEditor, Editor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact } from 'slate-react';
import { withRichText } from './editor-commands';
import { handleHotkeys } from './hotkeys';
import { deserializeHtml } from './html-deserializer';
import { serializeHtml } from './html-serializer';
import { createRenderElement } from './render-element';
import { RenderLeaf } from './render-leaf';
import { Toolbar } from './toolbar';
import './editor.css';

/**
 * The blog content editor (section 5): Slate with the full toolbar; reads and writes the blog HTML
 * vocabulary. Uncontrolled: `initialHtml` is read once (remount with a `key` to load another post).
 */
export function RichTextEditor({
  id,
  initialHtml,
  onChange,
  resolveAsset = (url) => url,
  invalid,
  describedBy,
  label = 'Content',
  uploadImage,
}: {
  id?: string;
  initialHtml: string;
  onChange: (html: string) => void;
  /** Turns a stored image address into one the host can load (desktop: server origin). */
  resolveAsset?: (url: string) => string;
  invalid?: boolean;
  describedBy?: string;
  label?: string;
  /** Stores a chosen picture on the server; answers its address (absent: addresses only). */
  uploadImage?: (file: File) => Promise<string>;
}) {
  const editor = useMemo(() => withRichText(withHistory(withReact(createEditor()))), []);
  const initialValue = useMemo<Descendant[]>(() => {
    const value = deserializeHtml(initialHtml);
    editor.children = value;
    Editor.normalize(editor, { force: true });
    return editor.children;
    // Read once, by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);
  const renderElement = useMemo(() => createRenderElement(resolveAsset), [resolveAsset]);
  const onValueChange = useCallback(
    (value: Descendant[]) => onChange(serializeHtml(value)),
    [onChange],
  );

  return (
    <div className={`admin-editor${invalid ? ' admin-editor--invalid' : ''}`}>
      <Slate editor={editor} initialValue={initialValue} onValueChange={onValueChange}>
        <Toolbar uploadImage={uploadImage} />
        <Editable
          id={id}
          className="admin-editor__content"
          aria-label={label}
          aria-multiline
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          renderElement={renderElement}
          renderLeaf={RenderLeaf}
          placeholder="Write the post…"
          renderPlaceholder={({ attributes, children }) => (
            // Slate's default placeholder is too faint to read (WCAG contrast).
            <span {...attributes} style={{ ...attributes.style, opacity: 1, color: '#5b6576' }}>
              {children}
            </span>
          )}
          spellCheck
          onKeyDown={(event) => handleHotkeys(editor, event)}
        />
      </Slate>
    </div>
  );
}
