import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Transforms, type BaseRange } from 'slate';
import { ReactEditor, useSlate } from 'slate-react';
import { ALIGNMENTS, INDENT_LEVELS, type Alignment } from '../../contract/rich-text';
import {
  activeLink,
  changeIndent,
  currentAlign,
  currentColor,
  currentHeading,
  currentIndent,
  insertImage,
  insertLink,
  isBlockActive,
  isMarkActive,
  isRtl,
  setAlign,
  setColor,
  setHeading,
  toggleBlock,
  toggleMark,
  toggleRtl,
  unwrapLink,
  type BlockKind,
} from './editor-commands';
import { adoptDomSelection } from './dom-selection';
import { HOTKEY_LABELS } from './hotkeys';
import { isSafeHref, isSafeImageSrc } from './html-serializer';
import { Icon, type IconName } from './icons';
import type { BooleanMark, ColorMark, HeadingLevel } from './types';

function ToolButton({
  label,
  active,
  disabled,
  onPress,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  const editor = useSlate();
  const press = () => {
    adoptDomSelection(editor);
    onPress();
  };
  return (
    <button
      type="button"
      className="admin-editor__button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      // Keep the editor's selection: act on mouse down, never take focus.
      onMouseDown={(event) => {
        event.preventDefault();
        press();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          press();
        }
      }}
    >
      {children}
    </button>
  );
}

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

function ColorControl({ mark, label }: { mark: ColorMark; label: string }) {
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

type Panel = 'link' | 'image' | null;

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

/**
 * The link and image panels: an address field checked by `isValid` (Enter applies, Escape
 * cancels), the panel's own fields (`fields`, given the same key handler), Cancel and the submit
 * button, with any further actions (`actions`) before them.
 */
function UrlPanel({
  name,
  addressLabel,
  placeholder,
  initialUrl = '',
  isValid,
  invalidMessage,
  submitLabel,
  onSubmit,
  onCancel,
  fields,
  actions,
  check,
}: {
  name: string;
  addressLabel: string;
  placeholder: string;
  initialUrl?: string;
  isValid: (url: string) => boolean;
  invalidMessage: string;
  submitLabel: string;
  onSubmit: (url: string) => void;
  onCancel: () => void;
  fields?: (onKeyDown: (e: KeyboardEvent) => void) => ReactNode;
  actions?: ReactNode;
  /** The panel's own fields' check: an error message, or '' when they are complete. */
  check?: () => string;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!isValid(url)) {
      setError(invalidMessage);
      return;
    }
    const problem = check?.() ?? '';
    if (problem) {
      setError(problem);
      return;
    }
    onSubmit(url.trim());
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') submit(e);
    if (e.key === 'Escape') onCancel();
  };
  return (
    <div className="admin-editor__panel" role="group" aria-label={name}>
      <div className="admin-editor__panel-fields">
        <label className="admin-field">
          <span className="admin-field__label">{addressLabel}</span>
          <input
            className="admin-input"
            type="text"
            inputMode="url"
            placeholder={placeholder}
            value={url}
            autoFocus
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </label>
        {fields?.(onKeyDown)}
      </div>
      {error && <span className="admin-field__error">{error}</span>}
      <div className="admin-editor__panel-actions">
        {actions}
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          onClick={onCancel}
        >
          Cancel
        </button>
        <button type="button" className="admin-btn admin-btn--small" onClick={submit}>
          {submitLabel}
        </button>
      </div>
    </div>
  );
}

function LinkPanel({
  initialUrl,
  initialNewTab,
  hasLink,
  onApply,
  onRemove,
  onCancel,
}: {
  initialUrl: string;
  initialNewTab: boolean;
  hasLink: boolean;
  onApply: (url: string, newTab: boolean) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const [newTab, setNewTab] = useState(initialNewTab);
  return (
    <UrlPanel
      name="Link"
      addressLabel="Link address"
      placeholder="https://example.com"
      initialUrl={initialUrl}
      isValid={isSafeHref}
      invalidMessage="Use an https://, http:// or mailto: address, or a path such as /careers"
      submitLabel="Apply link"
      onSubmit={(url) => onApply(url, newTab)}
      onCancel={onCancel}
      fields={() => (
        <label className="admin-checkbox">
          <input type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.target.checked)} />
          Open in a new tab
        </label>
      )}
      actions={
        hasLink && (
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            onClick={onRemove}
          >
            Remove link
          </button>
        )
      }
    />
  );
}

/**
 * Inserts an image: a file from this computer (uploaded, with WebP copies made as for featured
 * images) or an address. Its alternative text is asked for: a reader who cannot see the picture
 * hears it. A purely decorative picture is marked so explicitly and stored with alt="".
 */
function ImagePanel({
  onInsert,
  onCancel,
  uploadImage,
}: {
  onInsert: (url: string, alt: string) => void;
  onCancel: () => void;
  uploadImage?: ((file: File) => Promise<string>) | undefined;
}) {
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [uploaded, setUploaded] = useState('');
  const [upload, setUpload] = useState<{ busy: boolean; error: string }>({
    busy: false,
    error: '',
  });

  async function onFile(file: File | undefined) {
    if (!file || !uploadImage) return;
    if (!file.type.startsWith('image/')) {
      setUpload({ busy: false, error: 'Choose an image file (JPEG, PNG, WebP or GIF)' });
      return;
    }
    setUpload({ busy: true, error: '' });
    try {
      setUploaded(await uploadImage(file));
      setUpload({ busy: false, error: '' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '';
      setUpload({ busy: false, error: message || 'The image could not be uploaded' });
    }
  }

  return (
    <UrlPanel
      // A finished upload fills the address in.
      key={uploaded}
      name="Image"
      addressLabel="Image address"
      placeholder="https://… or /uploads/…"
      initialUrl={uploaded}
      isValid={isSafeImageSrc}
      invalidMessage="Use an https:// address or a path on this site such as /uploads/picture.webp"
      submitLabel="Insert image"
      check={() =>
        upload.busy
          ? 'Wait for the upload to finish'
          : decorative || alt.trim()
            ? ''
            : 'Describe the picture for readers who cannot see it, or mark it as decorative'
      }
      onSubmit={(url) => onInsert(url, decorative ? '' : alt.trim())}
      onCancel={onCancel}
      fields={(onKeyDown) => (
        <>
          {uploadImage && (
            <label className="admin-field">
              <span className="admin-field__label">Upload from this computer</span>
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                disabled={upload.busy}
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
              <span className="admin-field__hint" role="status">
                {upload.busy ? 'Uploading…' : uploaded ? 'Uploaded.' : 'Or give an address below.'}
              </span>
              {upload.error && <span className="admin-field__error">{upload.error}</span>}
            </label>
          )}
          <label className="admin-field">
            <span className="admin-field__label">Alternative text</span>
            <input
              className="admin-input"
              type="text"
              placeholder="Describe the picture"
              value={decorative ? '' : alt}
              disabled={decorative}
              onChange={(e) => setAlt(e.target.value)}
              onKeyDown={onKeyDown}
            />
          </label>
          <label className="admin-checkbox">
            <input
              type="checkbox"
              checked={decorative}
              onChange={(e) => setDecorative(e.target.checked)}
            />
            Decorative image (no description)
          </label>
        </>
      )}
    />
  );
}
