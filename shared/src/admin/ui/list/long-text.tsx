import { ADMIN_TRUNCATE_CHARS } from '../../../contract/constants';
import { truncate } from '../truncate';

/** A message or cover letter: the first 100 characters, the whole text on demand. */
export function LongText({ text, empty = '—' }: { text: string; empty?: string }) {
  if (!text) return <span className="admin-muted">{empty}</span>;
  if (text.length <= ADMIN_TRUNCATE_CHARS) return <span className="admin-prewrap">{text}</span>;
  return (
    <details className="admin-longtext">
      <summary>{truncate(text)}</summary>
      <div className="admin-prewrap">{text}</div>
    </details>
  );
}
