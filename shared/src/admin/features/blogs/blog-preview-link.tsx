import { CopyButton } from '../../ui/copy-button';
import { formatDateTime } from '../../ui/format-date';

/** A signed link to the post as the public page will show it, to open or copy. */
export function BlogPreviewLink({ link }: { link: { url: string; expiresAt: string } }) {
  return (
    <div className="admin-preview-link">
      <p role="status">
        Preview link, valid until {formatDateTime(link.expiresAt)}; anyone with it sees the post as
        it will look:{' '}
        <a href={link.url} target="_blank" rel="noreferrer">
          Open preview
        </a>
      </p>
      <div className="admin-preview-link__row">
        <input
          className="admin-input"
          readOnly
          aria-label="Preview link"
          value={link.url}
          onFocus={(e) => e.target.select()}
        />
        <CopyButton text={link.url} label="Copy link" />
      </div>
    </div>
  );
}
