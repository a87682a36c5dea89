import { blogEtag } from '../../../contract/blog-revisions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../../api-client/transport';
import { editableBlogPost, type EditableBlogPost } from '../../../contract/blog-revisions';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi, useReportUnsavedChanges } from '../../app/admin-platform-context';
import { adminPaths } from '../../app/admin-paths';
import { EMPTY_BLOG_FORM, formOfPost, toDraft, type BlogFormState } from './blog-form-values';
import { dropLocalDraft, readLocalDraft, type LocalDraft } from './local-draft';
import { useBlogAutosave } from './use-blog-autosave';

/**
 * A blog post being written: which post (`new`, or its id), what is typed, the autosave of the
 * working copy, work kept on this device that the server never got, the server's unpublished
 * changes, and a preview link.
 */
export function useBlogForm() {
  const { id = 'new' } = useParams();
  /** The post is on the server (edited, or a new one the autosave created). */
  const isEdit = id !== 'new';
  const location = useLocation();
  /**
   * Still creating: a new post, also once the autosave has created it unpublished and the address
   * became its own (the history entry says so): "Create Post", "Publish immediately".
   */
  const creating = !isEdit || (location.state as { newPost?: boolean } | null)?.newPost === true;
  /** The post this page's autosave created: already shown, not to be loaded again. */
  const adopted = useRef<string | null>(null);
  const api = useAdminApi();
  const navigate = useNavigate();
  const [form, setForm] = useState<BlogFormState>(EMPTY_BLOG_FORM);
  const [loading, setLoading] = useState(isEdit);
  /** Counts the times the form was filled from elsewhere (the editor starts again from it). */
  const [loaded, setLoaded] = useState(0);
  const [error, setError] = useState('');

  const autosave = useBlogAutosave({
    postId: id,
    form,
    enabled: !loading,
    toDraft,
    // The new post exists now: its own address, same page (no reload: focus and caret stay).
    onCreated: (post) => {
      adopted.current = post._id;
      void navigate(adminPaths.blog(post._id), { replace: true, state: { newPost: true } });
    },
  });
  // Work not yet on the server holds "Restart to update" back.
  useReportUnsavedChanges(`blog-form-${id}`, !loading && autosave.hasUnsavedChanges());
  const [serverDraft, setServerDraft] = useState<EditableBlogPost['draft']>(null);
  const [localOffer, setLocalOffer] = useState<LocalDraft<BlogFormState> | null>(null);
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
      offer(EMPTY_BLOG_FORM);
      return;
    }
    if (id === adopted.current) return;
    let cancelled = false;
    setLoading(true);
    api.blogs.editable({ params: { id } }).then(
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
      const link = await api.blogs.createPreview({ params: { id } });
      setPreviewLink({ url: link.url, expiresAt: link.expiresAt });
    } catch {
      setError('Failed to create a preview link');
    }
  }

  async function discardServerDraft() {
    const version = autosave.version();
    if (version === null) return;
    try {
      await api.blogs.discardDraft({ params: { id }, ifMatch: blogEtag(version) });
      dropLocalDraft(id);
      showPost(await api.blogs.editable({ params: { id } }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        const current = editableBlogPost.safeParse(err.current);
        if (current.success) autosave.reportConflict(current.data);
      } else {
        setError(MESSAGES.blogForm.saveError);
      }
    }
  }

  const set = useCallback(
    <K extends keyof BlogFormState>(key: K, value: BlogFormState[K]) =>
      setForm((current) => ({ ...current, [key]: value })),
    [],
  );

  return {
    id,
    isEdit,
    creating,
    form,
    set,
    loading,
    loaded,
    error,
    setError,
    autosave,
    serverDraft,
    localOffer,
    restoreLocal,
    discardLocal,
    previewLink,
    makePreview,
    discardServerDraft,
    showPost,
    toDashboard: () => navigate(adminPaths.dashboard('blogs')),
  };
}

export type BlogForm = ReturnType<typeof useBlogForm>;
