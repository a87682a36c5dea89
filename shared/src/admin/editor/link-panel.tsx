import { useState } from 'react';
import { isSafeHref } from './html-serializer';
import { UrlPanel } from './url-panel';

/** A link's address and whether it opens in a new tab; an existing link can be removed. */
export function LinkPanel({
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
