import { blogEtag } from '../../../contract/blog-revisions';
import { useState, type FormEvent } from 'react';
import { ApiError, type FilePart } from '../../../api-client/transport';
import { blogInput, htmlHasContent } from '../../../contract/blog';
import { editableBlogPost } from '../../../contract/blog-revisions';
import { MESSAGES } from '../../../contract/messages';
import { useAdminApi } from '../../app/admin-platform-context';
import { publishInputOf } from './blog-form-values';
import { dropLocalDraft } from './local-draft';
import type { BlogForm } from './use-blog-form';

/**
 * "Create Post" / "Update Post": the spec's banners for what is missing, the contract's first
 * message for anything else wrong, then the post (with its new featured image) saved or
 * published over the working copy; a colleague's newer save shows both versions.
 */
export function useBlogSubmit(blog: BlogForm, image: File | null) {
  const api = useAdminApi();
  const [busy, setBusy] = useState(false);
  /** Counts the saves (the revisions panel reads again). */
  const [savedCount, setSavedCount] = useState(0);
  const { form, autosave, setError } = blog;

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
    const input = { ...publishInputOf(form), category: form.category };
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
      // An autosave on its way lands first: this save goes over its version (or the post it
      // created), never as a conflict with this page's own save or as a second post.
      await autosave.settle();
      const id = autosave.postId();
      if (id !== 'new') {
        const version = autosave.version();
        if (version === null)
          await api.blogs.update({ params: { id }, body: input, files: { image: file } });
        else
          await api.blogs.update({
            params: { id },
            body: input,
            files: { image: file },
            ifMatch: blogEtag(version),
          });
      } else {
        await api.blogs.create({ body: input, files: { image: file } });
      }
      dropLocalDraft(id);
      setSavedCount((n) => n + 1);
      void blog.toDashboard();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        // A colleague saved meanwhile: both versions are shown; nothing was overwritten.
        const current = editableBlogPost.safeParse(err.current);
        if (current.success) autosave.reportConflict(current.data);
        setError(err.message);
      } else if (err instanceof ApiError) {
        setError(err.fromServer ? err.message : MESSAGES.blogForm.saveFailed);
      } else {
        setError(MESSAGES.blogForm.saveError);
      }
      autosave.resume();
      setBusy(false);
    }
  }

  return { busy, savedCount, onSubmit };
}
