import { formatDateTime } from '../../ui/format-date';
import { Banner } from '../../ui/banner';
import type { IssuedToPass } from './use-team';

/** A link made for someone when no mail server could send it: shown to copy and pass on. */
export function LinkToPass({ issued: { what, value } }: { issued: IssuedToPass }) {
  return (
    <Banner kind="info">
      <span className="admin-team__link">
        No mail server is configured, so the {what} was not e-mailed. Pass this link on (valid until{' '}
        {formatDateTime(value.expiresAt)}, usable once):
        <code data-testid="issued-link">{value.link}</code>
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          onClick={() => void navigator.clipboard?.writeText(value.link)}
        >
          Copy link
        </button>
      </span>
    </Banner>
  );
}
