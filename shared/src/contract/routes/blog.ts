/** The blog's admin calls: the list with drafts, writes, autosave, revisions, images, previews. */
import '../browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { route } from '../route-def';
import { blogCategory, blogInput, blogPost, blogPostSummary, blogPublishToggle } from '../blog';
import { BLOG_LIST_STATUSES } from '../constants';
import { pageQuery, searchParam } from '../pagination';
import {
  blogDraftInput,
  blogPreviewLink,
  blogRevision,
  blogRevisionSummary,
  draftSaved,
  editableBlogPost,
  newBlogDraftInput,
  uploadedContentImage,
} from '../blog-revisions';

/** The dashboard's list of every post: published or drafts, a search, a category. */
export const adminBlogListQuery = pageQuery.extend({
  status: z.enum(BLOG_LIST_STATUSES, { error: 'status must be published or draft' }).optional(),
  q: searchParam,
  category: blogCategory.optional(),
});

/** The form's fields (multipart), or JSON `{published}` alone (Publish/Unpublish). */
export const blogUpdateInput = z.union([blogPublishToggle, blogInput]);

export const blogRoutes = {
  blogs: {
    adminList: route({
      method: 'GET',
      path: '/api/blogs/admin/all',
      access: 'admin',
      permission: 'blog',
      query: adminBlogListQuery,
      output: blogPostSummary,
      list: true,
    }),
    create: route({
      method: 'POST',
      path: '/api/blogs',
      access: 'admin',
      permission: 'blog',
      body: 'multipart',
      input: blogInput,
      output: blogPost,
      invalidates: ['blog'],
    }),
    /** Every field (the form), or JSON `{published}` alone (the dashboard's Publish/Unpublish). */
    update: route({
      method: 'PUT',
      path: '/api/blogs/:id',
      access: 'admin',
      permission: 'blog',
      body: 'multipart',
      input: blogUpdateInput,
      output: blogPost,
      invalidates: ['blog'],
    }),
    remove: route({
      method: 'DELETE',
      path: '/api/blogs/:id',
      access: 'admin',
      permission: 'blog',
      invalidates: ['blog'],
    }),
    /** The post to edit: as published, its version (also the ETag) and its working copy. */
    editable: route({
      method: 'GET',
      path: '/api/blogs/:id/edit',
      access: 'admin',
      permission: 'blog',
      output: editableBlogPost,
    }),
    /**
     * Autosave of a post never saved yet: created unpublished with what is typed (a title at
     * least), then autosaved through saveDraft like any other.
     */
    createDraft: route({
      method: 'POST',
      path: '/api/blogs/drafts',
      access: 'admin',
      permission: 'blog',
      body: 'json',
      input: newBlogDraftInput,
      output: editableBlogPost,
    }),
    /** Autosave: the working copy, not public; If-Match of an older version answers 409. */
    saveDraft: route({
      method: 'PUT',
      path: '/api/blogs/:id/draft',
      access: 'admin',
      permission: 'blog',
      body: 'json',
      input: blogDraftInput,
      output: draftSaved,
    }),
    /** Drops the working copy (the published text stays). */
    discardDraft: route({
      method: 'DELETE',
      path: '/api/blogs/:id/draft',
      access: 'admin',
      permission: 'blog',
      output: draftSaved,
    }),
    /** `?page&limit`, newest first. */
    revisions: route({
      method: 'GET',
      path: '/api/blogs/:id/revisions',
      access: 'admin',
      permission: 'blog',
      query: pageQuery,
      output: blogRevisionSummary,
      list: true,
    }),
    revision: route({
      method: 'GET',
      path: '/api/blogs/:id/revisions/:revisionId',
      access: 'admin',
      permission: 'blog',
      output: blogRevision,
    }),
    /** The editor's image insertion: the file (`image`), stored as featured images are. */
    uploadImage: route({
      method: 'POST',
      path: '/api/blogs/images',
      access: 'admin',
      permission: 'blog',
      body: 'multipart',
      output: uploadedContentImage,
    }),
    createPreview: route({
      method: 'POST',
      path: '/api/blogs/:id/preview',
      access: 'admin',
      permission: 'blog',
      output: blogPreviewLink,
    }),
    /** Makes a revision the working copy (itself a new revision); "Update Post" publishes it. */
    restoreRevision: route({
      method: 'POST',
      path: '/api/blogs/:id/revisions/:revisionId/restore',
      access: 'admin',
      permission: 'blog',
      output: editableBlogPost,
    }),
  },
} as const;
