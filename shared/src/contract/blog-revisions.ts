/**
 * Publishing that never loses work: the post's version (its ETag), the autosaved working copy
 * (a draft that the public does not see until "Update Post") and the history of revisions.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { blogPost, imageUrlField, tagsField } from './blog';
import { BLOG_CATEGORIES, LIMITS } from './constants';
import { optionalText, requiredText } from './fields';

/** The ETag of a post's version: a strong validator, `"7"`. */
export const blogEtag = (version: number) => `"${version}"`;

/** The version an `If-Match` names (`"7"`, `W/"7"`), or undefined when it names none. */
export function versionOfEtag(value: string | undefined): number | undefined {
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(value?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * PUT /api/blogs/{id}/draft: whatever the editor holds, complete or not (only lengths are
 * checked; "Update Post" checks the rest).
 */
export const blogDraftInput = z.object({
  title: optionalText('Title', LIMITS.blogTitle),
  excerpt: optionalText('Excerpt', LIMITS.blogExcerpt),
  content: optionalText('Content', LIMITS.blogContent),
  author: optionalText('Author', LIMITS.author),
  category: z
    .union([z.enum(BLOG_CATEGORIES), z.literal('')], {
      error: `Category must be one of: ${BLOG_CATEGORIES.join(', ')}`,
    })
    .default(''),
  tags: tagsField,
  imageUrl: imageUrlField.optional(),
});
export type BlogDraftInput = z.input<typeof blogDraftInput>;

/**
 * POST /api/blogs/drafts: the editor's autosave of a post never saved yet, created unpublished
 * with what is typed. A title is the minimum (it names the post in the list and gives its slug);
 * everything else may still be empty. The spec's POST /api/blogs keeps its full validation.
 */
export const newBlogDraftInput = blogDraftInput.extend({
  title: requiredText('Title', LIMITS.blogTitle),
});
export type BlogDraftData = z.output<typeof blogDraftInput>;

/** What an editor writes of a post, as a working copy or a revision keeps it. */
const writtenFields = {
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string(),
};

/** The autosaved working copy of a post. */
export const blogDraft = z.object({
  ...writtenFields,
  savedAt: z.string(),
  /** Who saved it last (a name; an address once they have left the team). */
  savedBy: z.string().nullable(),
});
export type BlogDraft = z.infer<typeof blogDraft>;

/** GET /api/blogs/{id} for the team: the post as published, its version and its draft. */
export const editableBlogPost = blogPost.extend({
  version: z.number().int(),
  /**
   * Who saved this version and when (a name; an address once they have left the team; null by
   * shell or seed), from its revision; null when no revision records it.
   */
  versionSaved: z.object({ by: z.string().nullable(), at: z.string() }).nullable(),
  draft: blogDraft.nullable(),
});
export type EditableBlogPost = z.infer<typeof editableBlogPost>;

/** The answer of an autosave: the new version to send as If-Match next time. */
export const draftSaved = z.object({ version: z.number().int(), savedAt: z.string() });

/** 409 of a write with a stale If-Match: what is on the server now. */
export const blogConflict = z.object({
  message: z.string(),
  current: editableBlogPost,
});
export type BlogConflict = z.infer<typeof blogConflict>;

export const REVISION_KINDS = [
  'create',
  'save',
  'autosave',
  'restore',
  'publish',
  'unpublish',
] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const REVISION_KIND_LABELS: Record<RevisionKind, string> = {
  create: 'Created',
  save: 'Saved',
  autosave: 'Autosaved',
  restore: 'Restored',
  publish: 'Published',
  unpublish: 'Unpublished',
};

/** GET /api/blogs/{id}/revisions: newest first. */
export const blogRevisionSummary = z.object({
  _id: z.string(),
  kind: z.enum(REVISION_KINDS),
  title: z.string(),
  published: z.boolean(),
  version: z.number().int(),
  by: z.string().nullable(),
  createdAt: z.string(),
});
export type BlogRevisionSummary = z.infer<typeof blogRevisionSummary>;

/** GET /api/blogs/{id}/revisions/{revisionId} */
export const blogRevision = blogRevisionSummary.extend(writtenFields);
export type BlogRevision = z.infer<typeof blogRevision>;

/** POST /api/blogs/{id}/preview: a signed link to the post as it will look, valid a while. */
export const blogPreviewLink = z.object({
  /** The site path of the preview (`/blog/{slug}?preview=…`). */
  path: z.string(),
  /** The whole link to pass on: on PUBLIC_URL, or on the server that made it when that is unset. */
  url: z.url({ protocol: /^https?$/ }),
  expiresAt: z.string(),
});
export type BlogPreviewLink = z.infer<typeof blogPreviewLink>;

/** How long a preview link works. */
export const PREVIEW_LINK_HOURS = 48;
export const PREVIEW_EXPIRED_MESSAGE = 'This preview link has expired. Ask for a new one.';
export const PREVIEW_INVALID_MESSAGE = 'This preview link is not valid.';

/** POST /api/blogs/images: an image for a post's content, stored with its WebP copies. */
export const uploadedContentImage = z.object({
  /** The address to put in the content (`/uploads/…`). */
  url: z.string(),
});
