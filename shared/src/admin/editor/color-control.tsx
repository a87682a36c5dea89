import { useRef } from 'react';
import { Transforms, type BaseRange } from 'slate';
import { useSlate } from 'slate-react';
import { adoptDomSelection } from './dom-selection';
import { currentColor, setColor } from './editor-commands';
import { ToolButton } from './tool-button';
import type { ColorMark } from './types';

/** A colour picker for the text or its background, and a button that clears it. */
export function ColorControl({ mark, label }: { mark: ColorMark; label: string }) {
  const editor = useSlate();
  const saved = useRef<BaseRange | null>(null);
  const value = currentColor(editor, mark);
  // The colour input takes the focus; the browser's selection stays in the editor's text.
  const remember = () => {
    adoptDomSelection(editor);
    saved.current = editor.selection;
  };
  const apply = (next: string | null) => {
    adoptDomSelection(editor);
    if (!editor.selection && saved.current) Transforms.select(editor, saved.current);
    setColor(editor, mark, next);
  };
  return (
    <span className="admin-editor__color-group">
      <label
        className={`admin-editor__button admin-editor__color admin-editor__color--${mark}`}
        title={label}
        onMouseDown={remember}
      >
        <span
          className="admin-editor__color-glyph"
          style={
            mark === 'color'
              ? { borderBottomColor: value ?? '#1c2433' }
              : { background: value ?? 'transparent' }
          }
        >
          A
        </span>
        <input
          type="color"
          aria-label={label}
          value={normalizeHex(value) ?? (mark === 'color' ? '#000000' : '#ffffff')}
          onFocus={remember}
          onChange={(event) => apply(event.target.value)}
        />
      </label>
      <ToolButton
        label={`Clear ${label.toLowerCase()}`}
        disabled={!value}
        onPress={() => apply(null)}
      >
        <span className="admin-editor__clear" aria-hidden="true">
          ×
        </span>
      </ToolButton>
    </span>
  );
}

function normalizeHex(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : undefined;
}
