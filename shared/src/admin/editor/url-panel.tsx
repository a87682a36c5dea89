import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Field, FieldMessage } from '../../forms/field';

/**
 * The link and image panels: an address field checked by `isValid` (Enter applies, Escape
 * cancels), the panel's own fields (`fields`, given the same key handler), Cancel and the submit
 * button, with any further actions (`actions`) before them.
 */
export function UrlPanel({
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
  const id = useId();
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
        <Field
          id={`${id}-address`}
          label={addressLabel}
          describedBy={error ? `${id}-message` : undefined}
        >
          {(aria) => (
            <input
              className="admin-input"
              type="text"
              inputMode="url"
              placeholder={placeholder}
              value={url}
              autoFocus
              onChange={(e) => setUrl(e.target.value)}
              onKeyDown={onKeyDown}
              {...aria}
            />
          )}
        </Field>
        {fields?.(onKeyDown)}
      </div>
      {error && <FieldMessage id={`${id}-message`}>{error}</FieldMessage>}
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
