import isHotkey from 'is-hotkey';
import type { KeyboardEvent } from 'react';
import type { Editor } from 'slate';
import { changeIndent, toggleMark } from './editor-commands';
import type { BooleanMark } from './types';

/** Keyboard shortcuts of the common marks (mod = Ctrl, or Cmd on macOS). */
export const MARK_HOTKEYS: Record<string, BooleanMark> = {
  'mod+b': 'bold',
  'mod+i': 'italic',
  'mod+u': 'underline',
  'mod+shift+x': 'strikethrough',
  'mod+,': 'subscript',
  'mod+.': 'superscript',
};

export const HOTKEY_LABELS: Partial<Record<BooleanMark, string>> = {
  bold: 'Ctrl+B',
  italic: 'Ctrl+I',
  underline: 'Ctrl+U',
  strikethrough: 'Ctrl+Shift+X',
  subscript: 'Ctrl+,',
  superscript: 'Ctrl+.',
};

export function handleHotkeys(editor: Editor, event: KeyboardEvent<HTMLDivElement>) {
  for (const [hotkey, mark] of Object.entries(MARK_HOTKEYS)) {
    if (isHotkey(hotkey, event)) {
      event.preventDefault();
      toggleMark(editor, mark);
      return;
    }
  }
  if (isHotkey('shift+enter', event)) {
    event.preventDefault();
    editor.insertText('\n');
    return;
  }
  if (isHotkey('mod+]', event)) {
    event.preventDefault();
    changeIndent(editor, 1);
    return;
  }
  if (isHotkey('mod+[', event)) {
    event.preventDefault();
    changeIndent(editor, -1);
  }
}
