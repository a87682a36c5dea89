import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError, type FilePart } from '../../../api-client/transport';
import { blogInput, htmlHasContent, splitTags } from '../../../contract/blog';
import {
  editableBlogPost,
  type BlogDraftInput,
  type EditableBlogPost,
} from '../../../contract/blog-revisions';
import { BLOG_CATEGORIES, IMAGE_MIME_TYPES, type BlogCategory } from '../../../contract/constants';
import { MESSAGES } from '../../../contract/messages';
import {
  useAdminApi,
  useAssetUrl,
  useReportUnsavedChanges,
} from '../../app/admin-platform-context';
import { RichTextEditor } from '../../editor/rich-text-editor';
import { Banner } from '../../ui/banner';
import { FormField } from '../../ui/form-field';
import { ImageWithFallback } from '../../ui/image-with-fallback';
import { formatDateTime } from '../../ui/format-date';
import { LoadingScreen } from '../../ui/loading-screen';
import { CopyButton } from '../../ui/copy-button';
import { BlogConflict } from './blog-conflict';
import { BlogRevisionsPanel } from './blog-revisions-panel';
import { dropLocalDraft, readLocalDraft, type LocalDraft } from './local-draft';
import { saveStateText, useBlogAutosave } from './use-blog-autosave';
import '../../ui/form-page.css';
import './blog-form.css';
import { adminPaths } from '../../app/admin-paths';

interface BlogFormState {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: BlogCategory | '';
  tags: string;
  published: boolean;
  imageUrl: string;
  /** When an unpublished post goes live by itself (`datetime-local`, this device's time). */
  publishAt: string;
}

/** An ISO time as a `datetime-local` value in this device's time zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
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
  publishAt: '',
};

const DASHBOARD = adminPaths.dashboard('blogs');

/** The form as the server holds the post: its working copy when there is one. */
function formOfPost(post: EditableBlogPost): BlogFormState {
  const source = post.draft ?? post;
  return {
    title: source.title,
    excerpt: source.excerpt,
    content: source.content,
    author: source.author,
    category: source.category as BlogCategory | '',
    tags: source.tags.join(', '),
    published: post.published,
    imageUrl: source.imageUrl,
    publishAt: post.publishAt ? toLocalInput(post.publishAt) : '',
  };
}

/** What the editor wrote, as both the autosave and "Update Post" send it. */
const writtenOf = (form: BlogFormState) => ({
  title: form.title,
  excerpt: form.excerpt,
  content: form.content,
  author: form.author,
  category: form.category,
  tags: splitTagsSafe(form.tags),
});

const toDraft = (form: BlogFormState): BlogDraftInput => ({
  ...writtenOf(form),
  ...(form.imageUrl ? { imageUrl: form.imageUrl } : {}),
});

/** Create (`adminPaths.newBlog`) or edit (`adminPaths.blog(id)`) a blog post (section 2). */
export function BlogFormPage() {
  const { id = 'new' } = useParams();
  /** The post is on the server (edited, or a new one the autosave created). */
  const isEdit = id !== 'new';
  const location = useLocation();
  /**
   * Still creating: a new post, also once the autosave has created it unpublished and the address
   * became /admin/blogs/{id} (the history entry says so): "Create Post", "Publish immediately".
   */
  const creating = !isEdit || (location.state as { newPost?: boolean } | null)?.newPost === true;
  /** The post this page's autosave created: already shown, not to be loaded again. */
  const adopted = useRef<string | null>(null);
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

  const autosave = useBlogAutosave({
    postId: id,
    form,
    enabled: !loading,
    toDraft,
    // The new post exists now: its own address, same page (no reload: focus and caret stay).
    onCreated: (post) => {
      adopted.current = post._id;
      navigate(adminPaths.blog(post._id), { replace: true, state: { newPost: true } });
    },
  });
  // Work not yet on the server holds "Restart to update" back.
  useReportUnsavedChanges(`blog-form-${id}`, !loading && autosave.hasUnsavedChanges());
  const [serverDraft, setServerDraft] = useState<EditableBlogPost['draft']>(null);
  const [localOffer, setLocalOffer] = useState<LocalDraft<BlogFormState> | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const [previewLink, setPreviewLink] = useState<{ url: string; expiresAt: string } | null>(null);

  /** Shows the post as the server holds it now (loaded, restored, or a colleague's). */
  const showPost = useCallback(
    (post: EditableBlogPost, asNew = false) => {
      // A post still being created starts published, as every new post does (section 4).
      const next = asNew ? { ...formOfPost(post), published: true } : formOfPost(post);
      setForm(next);
      setServerDraft(post.draft);
      autosave.setBase(post.version, next);
      setLoaded((n) => n + 1);
      return next;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- setBase only writes refs
    [],
  );

  useEffect(() => {
    // What this device kept and the server never got (a lost connection, a closed window).
    const offer = (shown: BlogFormState) => {
      const local = readLocalDraft<BlogFormState>(id);
      if (local && JSON.stringify(local.form) !== JSON.stringify(shown)) setLocalOffer(local);
      else if (local) dropLocalDraft(id);
    };
    if (!isEdit) {
      offer(EMPTY);
      return;
    }
    if (id === adopted.current) return;
    let cancelled = false;
    setLoading(true);
    api.getEditableBlog(id).then(
      (post) => {
        if (cancelled) return;
        offer(showPost(post, creating && !post.published));
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
    // `creating` is read once per post loaded: it comes from the same navigation as `id`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, id, isEdit, showPost]);

  function restoreLocal() {
    if (!localOffer) return;
    setForm(localOffer.form);
    setLoaded((n) => n + 1);
    setLocalOffer(null);
  }

  function discardLocal() {
    dropLocalDraft(id);
    setLocalOffer(null);
  }

  /** Saves what is typed, then makes a signed link to it as the public page will show it. */
  async function makePreview() {
    try {
      await autosave.saveNow();
      const link = await api.createBlogPreview(id);
      setPreviewLink({ url: link.url, expiresAt: link.expiresAt });
    } catch {
      setError('Failed to create a preview link');
    }
  }

  async function discardServerDraft() {
    const version = autosave.version();
    if (version === null) return;
    try {
      await api.discardBlogDraft(id, version);
      dropLocalDraft(id);
      showPost(await api.getEditableBlog(id));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const current = editableBlogPost.safeParse(err.current);
        if (current.success) autosave.reportConflict(current.data);
      } else {
        setError(MESSAGES.blogForm.saveError);
      }
    }
  }

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
  const uploadContentImage = useCallback(
    async (file: File) =>
      (
        await api.uploadBlogImage({
          name: file.name,
          type: file.type,
          data: new Uint8Array(await file.arrayBuffer()),
        })
      ).url,
    [api],
  );
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
      ...writtenOf(form),
      category: form.category,
      published: form.published,
      // Unpublished: the time it goes live by itself, or '' for none.
      ...(form.published
        ? {}
        : { publishAt: form.publishAt ? new Date(form.publishAt).toISOString() : '' }),
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
      if (isEdit) {
        const version = autosave.version();
        if (version === null) await api.updateBlog(id, input, file);
        else await api.publishBlog(id, input, version, file);
      } else {
        await api.createBlog(input, file);
      }
      dropLocalDraft(id);
      setSavedCount((n) => n + 1);
      navigate(DASHBOARD);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        // A colleague saved meanwhile: both versions are shown; nothing was overwritten.
        const current = editableBlogPost.safeParse(err.current);
        if (current.success) autosave.reportConflict(current.data);
        setError(err.message);
        setBusy(false);
      } else if (err instanceof ApiError) {
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
        <h1 className="admin-page__title">
          {creating ? 'Create New Blog Post' : 'Edit Blog Post'}
        </h1>
        <button
          type="button"
          className="admin-btn admin-btn--secondary"
          onClick={() => navigate(DASHBOARD)}
        >
          Back to Dashboard
        </button>
      </div>
      {error && <Banner kind="error">{error}</Banner>}
      <p role="status" aria-live="polite" className="admin-save-state" data-testid="save-state">
        {saveStateText(autosave.state, formatDateTime)}
      </p>
      {localOffer && (
        <Banner kind="info">
          Changes kept on this device at {formatDateTime(localOffer.savedAt)} have not reached the
          server.{' '}
          <button type="button" className="admin-btn admin-btn--small" onClick={restoreLocal}>
            Restore them
          </button>{' '}
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            onClick={discardLocal}
          >
            Discard them
          </button>
        </Banner>
      )}
      {isEdit && serverDraft && !localOffer && (
        <Banner kind="info">
          Unpublished changes, saved {formatDateTime(serverDraft.savedAt)}
          {serverDraft.savedBy ? ` by ${serverDraft.savedBy}` : ''}. The public sees the published
          version until you press Update Post.{' '}
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            onClick={() => void discardServerDraft()}
          >
            Discard changes
          </button>
        </Banner>
      )}
      {autosave.conflict && (
        <BlogConflict
          mine={{ ...writtenOf(form), imageUrl: form.imageUrl }}
          current={autosave.conflict}
          onKeepMine={() => {
            autosave.resolveConflict(autosave.conflict!.version);
            setError('');
            void autosave.saveNow();
          }}
          onUseTheirs={() => {
            const theirs = autosave.conflict!;
            autosave.resolveConflict(theirs.version);
            setError('');
            showPost(theirs);
          }}
        />
      )}
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
              uploadImage={uploadContentImage}
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
          {!form.published && (
            <FormField
              id="blog-publish-at"
              label="Publish at"
              hint="Optional: the post goes live by itself at this time (your time zone). Leave empty to keep it a draft."
            >
              <input
                id="blog-publish-at"
                type="datetime-local"
                className="admin-input"
                value={form.publishAt}
                onChange={(e) => set('publishAt', e.target.value)}
              />
            </FormField>
          )}
          {previewLink && (
            <div className="admin-preview-link">
              <p role="status">
                Preview link, valid until {formatDateTime(previewLink.expiresAt)}; anyone with it
                sees the post as it will look:{' '}
                <a href={previewLink.url} target="_blank" rel="noreferrer">
                  Open preview
                </a>
              </p>
              <div className="admin-preview-link__row">
                <input
                  className="admin-input"
                  readOnly
                  aria-label="Preview link"
                  value={previewLink.url}
                  onFocus={(e) => e.target.select()}
                />
                <CopyButton text={previewLink.url} label="Copy link" />
              </div>
            </div>
          )}
          <div className="admin-form__actions">
            <button
              type="button"
              className="admin-btn admin-btn--secondary"
              onClick={() => navigate(DASHBOARD)}
            >
              Cancel
            </button>
            {isEdit && (
              <button
                type="button"
                className="admin-btn admin-btn--secondary"
                onClick={() => void makePreview()}
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
          refreshKey={`${savedCount}-${loaded}-${autosave.state.kind}`}
          onRestored={(post) => showPost(post)}
        />
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
