import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../contract/blog';
import { MESSAGES } from '../../contract/messages';
import { useAdminApi, useAssetUrl } from '../app/admin-platform-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDate } from '../ui/format-date';
import { ImageWithFallback } from '../ui/image-with-fallback';
import { truncate } from '../ui/truncate';
import { ListErrors, ListState, ListToolbar, Pager } from './list-controls';
import { RowActions } from './row-actions';
import { usePagedList } from './use-paged-list';
import { useRowAction } from './use-row-action';

export function BlogsList() {
  const api = useAdminApi();
  const list = usePagedList(
    useCallback((options) => api.listAllBlogs(options), [api]),
    MESSAGES.dashboard.fetchBlogs,
  );
  const action = useRowAction();
  const assetUrl = useAssetUrl();
  const [pendingDelete, setPendingDelete] = useState<BlogPostSummary | null>(null);

  const togglePublished = (post: BlogPostSummary) =>
    action.run(
      post._id,
      async () => {
        const updated = await api.setBlogPublished(post._id, !post.published);
        list.replaceItem({ ...post, ...updated, published: updated.published ?? !post.published });
      },
      MESSAGES.dashboard.updateBlogStatus,
    );

  async function confirmDelete() {
    if (!pendingDelete) return;
    const id = pendingDelete._id;
    await action.run(
      id,
      async () => {
        await api.deleteBlog(id);
        list.removeItem(id);
      },
      MESSAGES.dashboard.deleteBlog,
    );
    setPendingDelete(null);
  }

  return (
    <section aria-label="Blog Posts">
      <ListToolbar
        list={list}
        label="blog posts"
        statuses={[
          { value: 'published', label: 'Published' },
          { value: 'draft', label: 'Draft' },
        ]}
        searchPlaceholder="Search title, author, category, tags"
        actions={
          <Link to="/admin/blogs/new" className="admin-btn">
            Add New Blog Post
          </Link>
        }
      />
      <ListErrors list={list} action={action} />
      <div className="admin-table-wrap admin-card">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">
                <span className="admin-visually-hidden">Image</span>
              </th>
              <th scope="col">Post</th>
              <th scope="col">Excerpt</th>
              <th scope="col">Category</th>
              <th scope="col">Created</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="admin-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((post) => (
              <tr key={post._id} data-testid="blog-row">
                <td>
                  <ImageWithFallback
                    src={post.imageUrl ? assetUrl(post.imageUrl) : ''}
                    alt=""
                    className="admin-thumb"
                    fallbackClassName="admin-thumb admin-thumb--placeholder"
                  />
                </td>
                <td>
                  <div className="admin-strong">{post.title}</div>
                  <div className="admin-muted">by {post.author}</div>
                </td>
                <td className="admin-table__wide">{truncate(post.excerpt)}</td>
                <td className="admin-nowrap">{post.category}</td>
                <td className="admin-nowrap">{formatDate(post.createdAt)}</td>
                <td>
                  {post.published ? (
                    <span className="admin-badge admin-badge--success">Published</span>
                  ) : (
                    <span className="admin-badge admin-badge--warning">Draft</span>
                  )}
                </td>
                <td>
                  <RowActions
                    name={post.title}
                    editTo={`/admin/blogs/${post._id}`}
                    busy={action.busy(post._id)}
                    onDelete={() => setPendingDelete(post)}
                  >
                    <button
                      type="button"
                      className="admin-btn admin-btn--secondary admin-btn--small"
                      disabled={action.busy(post._id)}
                      aria-label={`${post.published ? 'Unpublish' : 'Publish'} ${post.title}`}
                      onClick={() => void togglePublished(post)}
                    >
                      {post.published ? 'Unpublish' : 'Publish'}
                    </button>
                  </RowActions>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ListState list={list} empty="No blog posts yet." />
      </div>
      <Pager list={list} label="Blog posts" />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete blog post"
        message={MESSAGES.dashboard.confirmDeleteBlog}
        busy={pendingDelete !== null && action.busy(pendingDelete._id)}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
