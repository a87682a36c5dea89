import { Banner } from '../../ui/banner';
import { formatDateTime } from '../../ui/format-date';
import { LoadingScreen } from '../../ui/loading-screen';
import { BlogConflict } from './blog-conflict';
import { BlogDraftBanners } from './blog-draft-banners';
import { BlogFields } from './blog-fields';
import { writtenOf } from './blog-form-values';
import { BlogPreviewLink } from './blog-preview-link';
import { BlogRevisionsPanel } from './blog-revisions-panel';
import { saveStateText } from './use-blog-autosave';
import { useBlogForm } from './use-blog-form';
import { useBlogSubmit } from './use-blog-submit';
import { useFeaturedImage } from './use-featured-image';
import '../../ui/form-page.css';
import './blog-form.css';

/** Create (`adminPaths.newBlog`) or edit (`adminPaths.blog(id)`) a blog post (section 2). */
export function BlogFormPage() {
  const blog = useBlogForm();
  const image = useFeaturedImage(blog.setError);
  const { busy, savedCount, onSubmit } = useBlogSubmit(blog, image.image);
  const { id, isEdit, creating, form, loading, error, autosave } = blog;

  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">
          {creating ? 'Create New Blog Post' : 'Edit Blog Post'}
        </h1>
        <button type="button" className="admin-btn admin-btn--secondary" onClick={blog.toDashboard}>
          Back to Dashboard
        </button>
      </div>
      {error && <Banner kind="error">{error}</Banner>}
      <p role="status" aria-live="polite" className="admin-save-state" data-testid="save-state">
        {saveStateText(autosave.state, formatDateTime)}
      </p>
      <BlogDraftBanners blog={blog} />
      {autosave.conflict && (
        <BlogConflict
          mine={{ ...writtenOf(form), imageUrl: form.imageUrl }}
          current={autosave.conflict}
          onKeepMine={() => {
            autosave.resolveConflict(autosave.conflict!.version);
            blog.setError('');
            void autosave.saveNow();
          }}
          onUseTheirs={() => {
            const theirs = autosave.conflict!;
            autosave.resolveConflict(theirs.version);
            blog.setError('');
            blog.showPost(theirs);
          }}
        />
      )}
      {loading ? (
        <LoadingScreen />
      ) : (
        <form className="admin-card admin-card--padded admin-form" onSubmit={onSubmit} noValidate>
          <BlogFields blog={blog} image={image} />
          {blog.previewLink && <BlogPreviewLink link={blog.previewLink} />}
          <div className="admin-form__actions">
            <button
              type="button"
              className="admin-btn admin-btn--secondary"
              onClick={blog.toDashboard}
            >
              Cancel
            </button>
            {isEdit && (
              <button
                type="button"
                className="admin-btn admin-btn--secondary"
                onClick={() => void blog.makePreview()}
              >
                Preview
              </button>
            )}
            <button type="submit" className="admin-btn" disabled={busy}>
              {busy ? 'Saving...' : creating ? 'Create Post' : 'Update Post'}
            </button>
          </div>
        </form>
      )}
      {isEdit && !creating && !loading && (
        <BlogRevisionsPanel
          postId={id}
          current={{ title: form.title, content: form.content }}
          refreshKey={`${savedCount}-${blog.loaded}-${autosave.state.kind}`}
          onRestored={(post) => blog.showPost(post)}
        />
      )}
    </main>
  );
}
