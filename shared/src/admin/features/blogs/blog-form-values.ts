import { splitTags } from '../../../contract/blog';
import type { BlogDraftInput, EditableBlogPost } from '../../../contract/blog-revisions';
import type { BlogCategory } from '../../../contract/constants';

/** The blog form as typed (the tags as one line of text). */
export interface BlogFormState {
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

export const EMPTY_BLOG_FORM: BlogFormState = {
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

/** An ISO time as a `datetime-local` value in this device's time zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The form as the server holds the post: its working copy when there is one. */
export function formOfPost(post: EditableBlogPost): BlogFormState {
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

/** What the editor wrote, as both the autosave and "Update Post" send it. */
export const writtenOf = (form: BlogFormState) => ({
  title: form.title,
  excerpt: form.excerpt,
  content: form.content,
  author: form.author,
  category: form.category,
  tags: splitTagsSafe(form.tags),
});

/** The working copy the autosave keeps on the server. */
export const toDraft = (form: BlogFormState): BlogDraftInput => ({
  ...writtenOf(form),
  ...(form.imageUrl ? { imageUrl: form.imageUrl } : {}),
});

/** What "Create Post" and "Update Post" send. */
export const publishInputOf = (form: BlogFormState) => ({
  ...writtenOf(form),
  category: form.category,
  published: form.published,
  // Unpublished: the time it goes live by itself, or '' for none.
  ...(form.published
    ? {}
    : { publishAt: form.publishAt ? new Date(form.publishAt).toISOString() : '' }),
});
