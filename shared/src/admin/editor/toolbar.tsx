import { useRef, useState, type ReactNode } from 'react';
import { Transforms, type BaseRange } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import { ALIGNMENTS, INDENT_LEVELS, type Alignment } from '../../contract/rich-text';
import {
  activeLink,
  changeIndent,
  currentAlign,
  currentHeading,
  currentIndent,
  insertImage,
  insertLink,
  isBlockActive,
  isMarkActive,
  isRtl,
  setAlign,
  setHeading,
  toggleBlock,
  toggleMark,
  toggleRtl,
  unwrapLink,
  type BlockKind,
} from './editor-commands';
import { adoptDomSelection } from './dom-selection';
import { HOTKEY_LABELS } from './hotkeys';
import { Icon, type IconName } from './icons';
import type { BooleanMark, HeadingLevel } from './types';
import { ColorControl } from './color-control';
import { ImagePanel } from './image-panel';
import { LinkPanel } from './link-panel';
import { ToolButton } from './tool-button';

const MARK_BUTTONS: { mark: BooleanMark; label: string; glyph: ReactNode }[] = [
  { mark: 'bold', label: 'Bold', glyph: <b>B</b> },
  { mark: 'italic', label: 'Italic', glyph: <i style={{ fontFamily: 'Georgia, serif' }}>I</i> },
  { mark: 'underline', label: 'Underline', glyph: <u>U</u> },
  { mark: 'strikethrough', label: 'Strikethrough', glyph: <s>S</s> },
  {
    mark: 'subscript',
    label: 'Subscript',
    glyph: (
      <span>
        x<sub>2</sub>
      </span>
    ),
  },
  {
    mark: 'superscript',
    label: 'Superscript',
    glyph: (
      <span>
        x<sup>2</sup>
      </span>
    ),
  },
];

const BLOCK_BUTTONS: { kind: BlockKind; label: string; icon: IconName }[] = [
  { kind: 'numbered-list', label: 'Numbered list', icon: 'numbered' },
  { kind: 'bulleted-list', label: 'Bulleted list', icon: 'bulleted' },
  { kind: 'block-quote', label: 'Blockquote', icon: 'quote' },
  { kind: 'code-block', label: 'Code block', icon: 'code' },
];

const ALIGN_ICONS: Record<Alignment, IconName> = {
  left: 'alignLeft',
  center: 'alignCenter',
  right: 'alignRight',
  justify: 'alignJustify',
};

type Panel = 'link' | 'image' | null;

/** The editor's toolbar: text style, marks, colours, blocks, indent, direction, alignment, link, image. */
export function Toolbar({
  uploadImage,
}: {
  uploadImage?: ((file: File) => Promise<string>) | undefined;
}) {
  const editor = useSlate();
  const [panel, setPanel] = useState<Panel>(null);
  const saved = useRef<BaseRange | null>(null);
  const heading = currentHeading(editor);
  const align = currentAlign(editor);
  const indent = currentIndent(editor);
  const link = activeLink(editor);

  const open = (which: Panel) => {
    adoptDomSelection(editor);
    saved.current = editor.selection;
    setPanel((current) => (current === which ? null : which));
  };
  const close = () => {
    setPanel(null);
    if (saved.current) {
      ReactEditor.focus(editor);
    }
  };

  return (
    <div className="admin-editor__toolbar-wrap">
      <div className="admin-editor__toolbar" role="toolbar" aria-label="Formatting">
        <select
          className="admin-editor__select"
          aria-label="Text style"
          value={heading}
          onMouseDown={() => {
            adoptDomSelection(editor);
            saved.current = editor.selection;
          }}
          onChange={(event) => {
            adoptDomSelection(editor);
            setHeading(editor, Number(event.target.value) as HeadingLevel | 0);
            ReactEditor.focus(editor);
          }}
        >
          <option value={0}>Normal</option>
          {([1, 2, 3, 4, 5, 6] as const).map((level) => (
            <option key={level} value={level}>
              Heading {level}
            </option>
          ))}
        </select>
        <span className="admin-editor__sep" />
        {MARK_BUTTONS.map(({ mark, label, glyph }) => (
          <ToolButton
            key={mark}
            label={`${label} (${HOTKEY_LABELS[mark] ?? ''})`}
            active={isMarkActive(editor, mark)}
            onPress={() => toggleMark(editor, mark)}
          >
            {glyph}
          </ToolButton>
        ))}
        <span className="admin-editor__sep" />
        <ColorControl mark="color" label="Text colour" />
        <ColorControl mark="backgroundColor" label="Background colour" />
        <span className="admin-editor__sep" />
        {BLOCK_BUTTONS.map(({ kind, label, icon }) => (
          <ToolButton
            key={kind}
            label={label}
            active={isBlockActive(editor, kind)}
            onPress={() => toggleBlock(editor, kind)}
          >
            <Icon name={icon} />
          </ToolButton>
        ))}
        <span className="admin-editor__sep" />
        <ToolButton
          label="Decrease indent"
          disabled={indent <= 0}
          onPress={() => changeIndent(editor, -1)}
        >
          <Icon name="outdent" />
        </ToolButton>
        <ToolButton
          label={`Increase indent${indent ? ` (level ${indent} of ${INDENT_LEVELS})` : ''}`}
          disabled={indent >= INDENT_LEVELS}
          onPress={() => changeIndent(editor, 1)}
        >
          <Icon name="indent" />
        </ToolButton>
        <ToolButton label="Right-to-left" active={isRtl(editor)} onPress={() => toggleRtl(editor)}>
          <Icon name="rtl" />
        </ToolButton>
        <span className="admin-editor__sep" />
        {ALIGNMENTS.map((value) => (
          <ToolButton
            key={value}
            label={`Align ${value}`}
            active={align === value}
            onPress={() => setAlign(editor, align === value ? undefined : value)}
          >
            <Icon name={ALIGN_ICONS[value]} />
          </ToolButton>
        ))}
        <span className="admin-editor__sep" />
        <ToolButton
          label="Link"
          active={Boolean(link) || panel === 'link'}
          onPress={() => open('link')}
        >
          <Icon name="link" />
        </ToolButton>
        <ToolButton label="Image" active={panel === 'image'} onPress={() => open('image')}>
          <Icon name="image" />
        </ToolButton>
      </div>
      {panel === 'link' && (
        <LinkPanel
          initialUrl={link?.url ?? ''}
          initialNewTab={link?.newTab ?? false}
          hasLink={Boolean(link)}
          onApply={(url, newTab) => {
            insertLink(editor, url, newTab, saved.current);
            close();
          }}
          onRemove={() => {
            if (saved.current) Transforms.select(editor, saved.current);
            unwrapLink(editor);
            close();
          }}
          onCancel={close}
        />
      )}
      {panel === 'image' && (
        <ImagePanel
          uploadImage={uploadImage}
          onInsert={(url, alt) => {
            insertImage(editor, url, alt, saved.current);
            close();
          }}
          onCancel={close}
        />
      )}
    </div>
  );
}
