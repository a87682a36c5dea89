import type { ReactNode } from 'react';
import { useSlate } from 'slate-react';
import { adoptDomSelection } from './dom-selection';

/** A toolbar button that acts on mouse down and never takes the editor's focus. */
export function ToolButton({
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
