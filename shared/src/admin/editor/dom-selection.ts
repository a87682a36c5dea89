import { Range, Transforms, type Editor } from 'slate';
import { ReactEditor } from 'slate-react';

/**
 * Makes the editor's selection the one the browser shows, before a toolbar control acts on it.
 *
 * Slate copies the browser's selection into `editor.selection` on `selectionchange`, throttled to
 * once every 100 ms. A selection made with the keyboard (Shift+Home, End, arrows) and followed at
 * once by a toolbar button, which keeps the focus in the editor, or a colour input, which takes it,
 * would otherwise be formatted as it was up to 100 ms earlier: a colour on a collapsed caret
 * becomes a pending mark and is lost, an alignment lands on the line above.
 */
export function adoptDomSelection(editor: Editor): void {
  const reactEditor = editor as ReactEditor;
  let domSelection: Selection | null;
  try {
    const root = ReactEditor.findDocumentOrShadowRoot(reactEditor);
    domSelection = 'getSelection' in root ? root.getSelection() : null;
  } catch {
    return; // not mounted
  }
  if (!domSelection || domSelection.rangeCount === 0) return;
  const { anchorNode, focusNode } = domSelection;
  if (
    !ReactEditor.hasEditableTarget(reactEditor, anchorNode) ||
    !ReactEditor.hasTarget(reactEditor, focusNode)
  ) {
    return; // the browser's selection is elsewhere: keep the editor's own
  }
  const range = ReactEditor.toSlateRange(reactEditor, domSelection, {
    exactMatch: false,
    suppressThrow: true,
  });
  // Selecting again would drop pending marks (Bold pressed on a caret), so only on a real change.
  if (range && !(editor.selection && Range.equals(range, editor.selection))) {
    Transforms.select(editor, range);
  }
}
