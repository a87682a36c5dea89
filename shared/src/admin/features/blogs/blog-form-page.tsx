import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError, type FilePart } from '../../../api-client/transport';
import { blogInput, htmlHasContent, splitTags } from '../../../contract/blog';
import { BLOG_CATEGORIES, IMAGE_MIME_TYPES, type BlogCategory } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi, useAssetUrl } from '../../app/admin-platform-context';
import { RichTextEditor } from '../../editor/rich-text-editor';
import { Banner } from '../../ui/banner';
import { FormField } from '../../ui/form-field';
import { ImageWithFallback } from '../../ui/image-with-fallback';
import { LoadingScreen } from '../../ui/loading-screen';
import '../../ui/form-page.css';

interface BlogFormState {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: BlogCategory | '';
  tags: string;
  published: boolean;
  imageUrl: string;
}

const EMPTY: BlogFormState = {
  title: '',
  excerpt: '',
  content: '',
  author: '',
  category: '',
  tags: '',
  published: true,
  imageUrl: '',
};

const DASHBOARD = '/admin/dashboard?tab=blogs';

/** Create (`/admin/blogs/new`) or edit (`/admin/blogs/{id}`) a blog post (section 2). */
export function BlogFormPage() {
  const { id = 'new' } = useParams();
  const isEdit = id !== 'new';
  const api = useAdminApi();
  const assetUrl = useAssetUrl();
  const navigate = useNavigate();
  const [form, setForm] = useState<BlogFormState>(EMPTY);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState('');
  const [loading, setLoading] = useState(isEdit);
  const [loaded, setLoaded] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!isEdit) return;
    let cancelled = false;
    setLoading(true);
    api.getBlog(id).then(
      (post) => {
        if (cancelled) return;
        setForm({
          title: post.title,
          excerpt: post.excerpt,
          content: post.content,
          author: post.author,
          category: post.category,
          tags: post.tags.join(', '),
          published: post.published,
          imageUrl: post.imageUrl,
        });
        setLoaded((n) => n + 1);
        setLoading(false);
      },
      () => {
        if (cancelled) return;
        setError(MESSAGES.blogForm.fetchFailed);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, id, isEdit]);

  // An object URL for the chosen file's preview, released when replaced.
  useEffect(() => {
    if (!image) {
      setPreview('');
      return;
    }
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const set = <K extends keyof BlogFormState>(key: K, value: BlogFormState[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const onContentChange = useCallback((html: string) => set('content', html), []);
  /** id, value and onChange of a text field. */
  const textField = (key: 'title' | 'author' | 'excerpt' | 'tags') => ({
    id: `blog-${key}`,
    value: form[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value),
  });

  function onImageChange(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('Please choose an image file (JPEG, PNG, WebP or GIF).');
      return;
    }
    setError('');
    setImage(file);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    if (
      !form.title.trim() ||
      !form.excerpt.trim() ||
      !htmlHasContent(form.content) ||
      !form.author.trim() ||
      !form.category
    ) {
      setError(MESSAGES.blogForm.requiredFields);
      return;
    }
    if (!image && !form.imageUrl) {
      setError(MESSAGES.blogForm.imageRequired);
      return;
    }
    const input = {
      title: form.title,
      excerpt: form.excerpt,
      content: form.content,
      author: form.author,
      category: form.category,
      tags: splitTagsSafe(form.tags),
      published: form.published,
    };
    const parsed = blogInput.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.blogForm.requiredFields);
      return;
    }
    setBusy(true);
    try {
      const file: FilePart | undefined = image
        ? { name: image.name, type: image.type, data: new Uint8Array(await image.arrayBuffer()) }
        : undefined;
      if (isEdit) await api.updateBlog(id, input, file);
      else await api.createBlog(input, file);
      navigate(DASHBOARD);
    } catch (err) {
      if (err instanceof ApiError) {
        setError(err.fromServer ? err.message : MESSAGES.blogForm.saveFailed);
      } else {
        setError(MESSAGES.blogForm.saveError);
      }
      setBusy(false);
    }
  }

  const currentImage = preview || (form.imageUrl ? assetUrl(form.imageUrl) : '');

  return (
    <main className="admin-page admin-page--narrow">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{isEdit ? 'Edit Blog Post' : 'Create New Blog Post'}</h1>
        <button
          type="button"
          className="admin-btn admin-btn--secondary"
          onClick={() => navigate(DASHBOARD)}
        >
          Back to Dashboard
        </button>
      </div>
      {error && <Banner kind="error">{error}</Banner>}
      {loading ? (
        <LoadingScreen />
      ) : (
        <form className="admin-card admin-card--padded admin-form" onSubmit={onSubmit} noValidate>
          <FormField id="blog-title" label="Title" required>
            <input className="admin-input" required {...textField('title')} />
          </FormField>
          <div className="admin-form__row">
            <FormField id="blog-author" label="Author" required>
              <input className="admin-input" required {...textField('author')} />
            </FormField>
            <FormField id="blog-category" label="Category" required>
              <select
                id="blog-category"
                className="admin-select"
                value={form.category}
                required
                onChange={(e) => set('category', e.target.value as BlogCategory | '')}
              >
                <option value="">Select a category</option>
                {BLOG_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <FormField id="blog-excerpt" label="Excerpt" required>
            <textarea className="admin-textarea" rows={3} required {...textField('excerpt')} />
          </FormField>
          <FormField id="blog-image" label="Featured Image" required>
            <div className="admin-file">
              {currentImage ? (
                <ImageWithFallback
                  src={currentImage}
                  alt="Featured image preview"
                  className="admin-file__preview"
                  fallbackClassName="admin-file__preview admin-file__preview--placeholder"
                />
              ) : (
                <span className="admin-file__preview admin-file__preview--placeholder">
                  No image
                </span>
              )}
              <div className="admin-field">
                <input
                  id="blog-image"
                  type="file"
                  accept={`image/*,${IMAGE_MIME_TYPES.join(',')}`}
                  onChange={(e) => onImageChange(e.target.files?.[0])}
                />
                <span className="admin-field__hint">
                  {form.imageUrl && !image
                    ? 'Choose a file to replace the current image.'
                    : 'JPEG, PNG, WebP or GIF.'}
                </span>
              </div>
            </div>
          </FormField>
          <FormField id="blog-content" label="Content" required>
            <RichTextEditor
              key={loaded}
              id="blog-content"
              initialHtml={form.content}
              onChange={onContentChange}
              resolveAsset={assetUrl}
            />
          </FormField>
          <FormField id="blog-tags" label="Tags" hint="Separate tags with commas.">
            <input
              className="admin-input"
              placeholder="cloud, security, devops"
              {...textField('tags')}
            />
          </FormField>
          <label className="admin-checkbox">
            <input
              type="checkbox"
              checked={form.published}
              onChange={(e) => set('published', e.target.checked)}
            />
            Publish immediately
          </label>
          <div className="admin-form__actions">
            <button
              type="button"
              className="admin-btn admin-btn--secondary"
              onClick={() => navigate(DASHBOARD)}
            >
              Cancel
            </button>
            <button type="submit" className="admin-btn" disabled={busy}>
              {busy ? 'Saving...' : isEdit ? 'Update Post' : 'Create Post'}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}

function splitTagsSafe(text: string): string[] {
  try {
    return splitTags(text);
  } catch {
    return text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
  }
}
