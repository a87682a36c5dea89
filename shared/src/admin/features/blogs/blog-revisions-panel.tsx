/**
 * The history of a post: every save, autosave (thinned with age), restore and publication, with
 * who and when; each can be compared with the text in the editor and restored into it.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  REVISION_KIND_LABELS,
  type BlogRevision,
  type BlogRevisionSummary,
  type EditableBlogPost,
} from '../../../contract/blog-revisions';
import { useAdminApi } from '../../app/admin-platform-context';
import { serverMessageOr } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import { htmlToText, TextDiff } from './text-diff';
import { FieldMessage } from '../../../forms/field';

const PAGE = 20;

export function BlogRevisionsPanel({
  postId,
  current,
  refreshKey,
  onRestored,
}: {
  postId: string;
  /** The editor's text now, to compare a revision with. */
  current: { title: string; content: string };
  /** Changes when the post was saved, so the list shows the newest revisions. */
  refreshKey: unknown;
  onRestored: (post: EditableBlogPost) => void;
}) {
  const api = useAdminApi();
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<BlogRevisionSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [compared, setCompared] = useState<BlogRevision | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (page = 1) => {
      try {
        const result = await api.blogs.revisions({
          params: { id: postId },
          query: { page, limit: PAGE },
        });
        setItems((before) => (page === 1 ? result.items : [...before, ...result.items]));
        setTotal(result.total);
        setError('');
      } catch (caught) {
        setError(serverMessageOr(caught, 'Failed to load the revisions'));
      }
    },
    [api, postId],
  );
  useEffect(() => {
    if (open) void load();
  }, [open, load, refreshKey]);

  async function compare(revision: BlogRevisionSummary) {
    try {
      setCompared(await api.blogs.revision({ params: { id: postId, revisionId: revision._id } }));
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to load the revision'));
    }
  }

  async function restore(revision: BlogRevisionSummary) {
    setBusy(true);
    try {
      const post = await api.blogs.restoreRevision({
        params: { id: postId, revisionId: revision._id },
      });
      setCompared(null);
      onRestored(post);
      await load();
    } catch (caught) {
      setError(serverMessageOr(caught, 'Failed to restore the revision'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="admin-card admin-card--padded admin-revisions"
      aria-labelledby="blog-revisions"
    >
      <h2 id="blog-revisions">
        <button
          type="button"
          className="admin-disclosure"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          Revisions
        </button>
      </h2>
      {open && (
        <>
          {error && <FieldMessage>{error}</FieldMessage>}
          <ol className="admin-revisions__list">
            {items.map((r) => (
              <li key={r._id} data-testid="revision">
                <span>
                  <span className="admin-strong">{REVISION_KIND_LABELS[r.kind]}</span> ·{' '}
                  <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  {r.by ? ` · ${r.by}` : ''}
                  <span className="admin-muted"> · {r.title || 'Untitled'}</span>
                </span>
                <span className="admin-revisions__actions">
                  <button
                    type="button"
                    className="admin-btn admin-btn--ghost admin-btn--small"
                    onClick={() => void compare(r)}
                  >
                    Compare
                  </button>
                  <button
                    type="button"
                    className="admin-btn admin-btn--secondary admin-btn--small"
                    disabled={busy}
                    onClick={() => void restore(r)}
                  >
                    Restore
                  </button>
                </span>
              </li>
            ))}
          </ol>
          {items.length < total && (
            <button
              type="button"
              className="admin-btn admin-btn--ghost admin-btn--small"
              onClick={() => void load(Math.floor(items.length / PAGE) + 1)}
            >
              Show older revisions
            </button>
          )}
          {compared && (
            <div className="admin-revisions__compare">
              <h3>
                {REVISION_KIND_LABELS[compared.kind]} {formatDateTime(compared.createdAt)} compared
                with the editor
              </h3>
              <TextDiff
                label="Difference from this revision to the text in the editor"
                before={`${compared.title}\n\n${htmlToText(compared.content)}`}
                after={`${current.title}\n\n${htmlToText(current.content)}`}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
