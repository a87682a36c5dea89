import { BLOG_LIST_STATUSES as BLOG_STATUSES } from '../../../contract/constants';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../../contract/blog';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi, useAssetUrl } from '../../app/admin-platform-context';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatDate, formatDateTime } from '../../ui/format-date';
import { ImageWithFallback } from '../../ui/image-with-fallback';
import { truncate } from '../../ui/truncate';
import { DataTable, type ListColumn } from '../../ui/list/data-table';
import { ListErrors, ListState, ListToolbar, Pager } from '../../ui/list/list-controls';
import { AgeCell } from '../../ui/list/cells';
import { RowActions } from '../../ui/list/row-actions';
import { listQuery, usePagedList } from '../../ui/list/use-paged-list';
import { useRowAction } from '../../ui/list/use-row-action';
import { adminPaths } from '../../app/admin-paths';

/** A scheduled post not live this long after its time is shown as late. */
const SCHEDULE_GRACE_MS = 2 * 60_000;

export function BlogsList() {
  const api = useAdminApi();
  const list = usePagedList(
    useCallback(
      (options) => api.blogs.adminList({ query: listQuery(options, BLOG_STATUSES) }),
      [api],
    ),
    MESSAGES.dashboard.fetchBlogs,
  );
  const action = useRowAction();
  const assetUrl = useAssetUrl();
  const [pendingDelete, setPendingDelete] = useState<BlogPostSummary | null>(null);

  const togglePublished = (post: BlogPostSummary) =>
    action.run(
      post._id,
      async () => {
        const updated = await api.blogs.update({
          params: { id: post._id },
          json: { published: !post.published },
        });
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
        await api.blogs.remove({ params: { id } });
        list.removeItem(id);
      },
      MESSAGES.dashboard.deleteBlog,
    );
    setPendingDelete(null);
  }

  const columns: Array<ListColumn<BlogPostSummary>> = [
    {
      id: 'image',
      header: 'Image',
      hideHeader: true,
      card: 'hidden',
      cell: (post) => (
        <ImageWithFallback
          src={post.imageUrl ? assetUrl(post.imageUrl) : ''}
          alt=""
          className="admin-thumb"
          fallbackClassName="admin-thumb admin-thumb--placeholder"
        />
      ),
    },
    {
      id: 'post',
      header: 'Post',
      card: 'title',
      cell: (post) => (
        <>
          <div className="admin-strong admin-truncate admin-truncate--cell" title={post.title}>
            {post.title}
          </div>
          <div className="admin-muted admin-truncate admin-truncate--cell" title={post.author}>
            by {post.author}
          </div>
        </>
      ),
    },
    {
      id: 'excerpt',
      header: 'Excerpt',
      className: 'admin-table__wide',
      card: 'hidden',
      cell: (post) => truncate(post.excerpt),
    },
    {
      id: 'category',
      header: 'Category',
      className: 'admin-nowrap',
      cell: (post) => post.category,
    },
    {
      id: 'created',
      header: 'Created',
      className: 'admin-nowrap',
      cell: (post) => formatDate(post.createdAt),
      cardCell: (post) => <AgeCell iso={post.createdAt} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (post) => {
        if (post.published) {
          return <span className="admin-badge admin-badge--success">Published</span>;
        }
        if (post.publishAt) {
          // Past its time and still not live: said loudly, never silently missed.
          const late = Date.parse(post.publishAt) < Date.now() - SCHEDULE_GRACE_MS;
          return late ? (
            <span className="admin-badge admin-badge--danger" data-testid="schedule-late">
              Late: due {formatDateTime(post.publishAt)}
            </span>
          ) : (
            <span className="admin-badge admin-badge--info">
              Scheduled {formatDateTime(post.publishAt)}
            </span>
          );
        }
        return <span className="admin-badge admin-badge--warning">Draft</span>;
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      card: 'actions',
      cell: (post) => (
        <RowActions
          name={post.title}
          editTo={adminPaths.blog(post._id)}
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
      ),
    },
  ];

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
          <Link to={adminPaths.newBlog} className="admin-btn">
            Add New Blog Post
          </Link>
        }
      />
      <ListErrors list={list} action={action} />
      <div className="admin-table-wrap admin-card">
        <DataTable columns={columns} rows={list.items} rowTestId="blog-row" />
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
