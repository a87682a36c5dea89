import { Banner } from '../../ui/banner';
import { formatDateTime } from '../../ui/format-date';
import type { BlogForm } from './use-blog-form';

/**
 * What is not yet the published post: changes kept on this device that the server never got
 * (restore or discard them), or the server's unpublished working copy (discard it).
 */
export function BlogDraftBanners({ blog }: { blog: BlogForm }) {
  const { localOffer, serverDraft } = blog;
  if (localOffer) {
    return (
      <Banner kind="info">
        Changes kept on this device at {formatDateTime(localOffer.savedAt)} have not reached the
        server.{' '}
        <button type="button" className="admin-btn admin-btn--small" onClick={blog.restoreLocal}>
          Restore them
        </button>{' '}
        <button
          type="button"
          className="admin-btn admin-btn--secondary admin-btn--small"
          onClick={blog.discardLocal}
        >
          Discard them
        </button>
      </Banner>
    );
  }
  if (!blog.isEdit || !serverDraft) return null;
  return (
    <Banner kind="info">
      Unpublished changes, saved {formatDateTime(serverDraft.savedAt)}
      {serverDraft.savedBy ? ` by ${serverDraft.savedBy}` : ''}. The public sees the published
      version until you press Update Post.{' '}
      <button
        type="button"
        className="admin-btn admin-btn--secondary admin-btn--small"
        onClick={() => void blog.discardServerDraft()}
      >
        Discard changes
      </button>
    </Banner>
  );
}
