import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  blogCategory,
  blogInput,
  blogListFilter,
  blogPublishToggle,
} from '@northbeam/shared/contract/blog';
import { IMAGE_MAX_BYTES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { pageQuery, searchParam } from '@northbeam/shared/contract/pagination';
import { routes } from '@northbeam/shared/contract/routes';
import {
  blogDraftInput,
  blogEtag,
  newBlogDraftInput,
  versionOfEtag,
} from '@northbeam/shared/contract/blog-revisions';
import { findBlogById, findBlogBySlug, listBlogs } from '../../db/blogs.queries';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/http-errors';
import { siteOrigin } from '../../http/request-origin';
import { staffMay } from '../../middleware/require-admin';
import { singleFile, uploadedFile } from '../../middleware/upload';
import { idParam, isUuid, parse, parseQuery } from '../../middleware/validate';
import { presentBlog, presentBlogSummary } from '../../presenters/entities.presenter';
import { audit } from '../../services/audit.service';
import {
  createBlogPost,
  createDraftPost,
  deleteBlogPost,
  setBlogPublished,
  storeImage,
  updateBlogPost,
  uploadedImageUrl,
} from '../../services/blog.service';
import { createBlogDrafts } from '../../services/blog-drafts.service';
import { createBlogPreviews } from '../../services/blog-preview.service';
import { createPublicReads, type PostFilter } from '../../services/public-reads.service';
import { declaredRoutes } from '../declared-routes';
import { noStore, setPageHeaders, setReadCaching } from '../paging';

/**
 * The version an `If-Match` asks for: undefined without one (the spec's client) or with `*`;
 * anything else that is not one of our ETags is a client error, not a silent overwrite.
 */
function expectedVersion(ctx: Context): number | undefined {
  const header = ctx.get('If-Match').trim();
  if (!header || header === '*') return undefined;
  const version = versionOfEtag(header);
  if (version === undefined) {
    throw badRequest('If-Match must be the ETag of the post, for example "3"');
  }
  return version;
}

const adminListQuery = pageQuery.extend({
  status: z.enum(['published', 'draft'], { error: 'status must be published or draft' }).optional(),
  q: searchParam,
  category: blogCategory.optional(),
});

export function blogsRouter({ db, storage, config, cache }: AppDeps) {
  const router = new Router();
  const on = declaredRoutes(router, config);
  const image = singleFile('image', IMAGE_MAX_BYTES);

  const reads = createPublicReads(db, cache.totals);
  const drafts = createBlogDrafts(db);
  const previews = createBlogPreviews(db, config.sessionSecret);
  const by = (ctx: Context) => ctx.state.staff?.email ?? null;
  const findAnyPost = async (key: string) =>
    isUuid(key) ? findBlogById(db, key.toLowerCase()) : findBlogBySlug(db, key);

  const list = async (ctx: Context, filter: Parameters<typeof listBlogs>[1]) => {
    const { rows, total } = await listBlogs(db, { ...filter, totals: cache.totals });
    setPageHeaders(ctx, total, filter.page, filter.limit);
    ctx.body = rows.map(presentBlogSummary);
  };
  // A signed-in administrator's public reads show drafts too; everyone else's are the public's.
  const publicList = async (ctx: Context, filter: PostFilter) => {
    setReadCaching(ctx);
    if (staffMay(ctx, 'blog')) return list(ctx, { ...filter, includeDrafts: true });
    const { items, total } = await reads.listPublishedPosts(filter);
    setPageHeaders(ctx, total, filter.page, filter.limit);
    ctx.body = items;
  };

  on(routes.blogs.list, async (ctx) => {
    await publicList(ctx, parseQuery(ctx, pageQuery.extend(blogListFilter.shape)));
  });

  on(routes.blogs.adminList, async (ctx) => {
    const query = parseQuery(ctx, adminListQuery);
    noStore(ctx);
    await list(ctx, { ...query, includeDrafts: true });
  });

  on(routes.blogs.byCategory, async (ctx) => {
    const category = parse(blogCategory, ctx.params.category);
    await publicList(ctx, { ...parseQuery(ctx, pageQuery), category });
  });

  on(routes.blogs.preview, async (ctx) => {
    const post = await previews.read(ctx.params.token ?? '');
    noStore(ctx);
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.body = post;
  });

  on(routes.blogs.uploadImage, image, async (ctx) => {
    const file = uploadedFile(ctx);
    if (!file) throw badRequest('Choose an image file', { image: 'Choose an image file' });
    const key = await storeImage(storage, file);
    await audit(db, ctx, 'blog.image.upload', { entityType: 'blog', details: { key } });
    ctx.status = 201;
    ctx.body = { url: uploadedImageUrl(key) };
  });

  on(routes.blogs.createPreview, async (ctx) => {
    const id = idParam(ctx, MESSAGES.blog.notFound);
    const row = await findBlogById(db, id);
    if (!row) throw notFound(MESSAGES.blog.notFound);
    const link = previews.link(row, siteOrigin(ctx, config.publicUrl));
    await audit(db, ctx, 'blog.preview.link', {
      entityType: 'blog',
      entityId: id,
      details: { expiresAt: link.expiresAt },
    });
    ctx.status = 201;
    ctx.body = link;
  });

  on(routes.blogs.get, async (ctx) => {
    const key = ctx.params.slugOrId ?? '';
    if (staffMay(ctx, 'blog')) {
      // The team reads any post, with its version as ETag (send it back as If-Match to write).
      const row = await findAnyPost(key);
      if (!row) throw notFound(MESSAGES.blog.notFound);
      setReadCaching(ctx);
      ctx.set('ETag', blogEtag(row.version));
      ctx.body = presentBlog(row);
      return;
    }
    const post = await reads.findPublishedPost(key);
    if (!post) throw notFound(MESSAGES.blog.notFound);
    setReadCaching(ctx);
    ctx.body = post;
  });

  on(routes.blogs.editable, async (ctx) => {
    const id = idParam(ctx, MESSAGES.blog.notFound);
    const post = await drafts.editable(id);
    noStore(ctx);
    ctx.set('ETag', blogEtag(post.version));
    ctx.body = post;
  });

  on(routes.blogs.createDraft, async (ctx) => {
    const data = parse(newBlogDraftInput, ctx.request.body ?? {});
    const row = await createDraftPost(db, cache, data, by(ctx) ?? '', (trx, saved) =>
      audit(trx, ctx, 'blog.draft.create', {
        entityType: 'blog',
        entityId: saved.id,
        details: { title: saved.title },
      }),
    );
    const post = await drafts.editable(row.id);
    noStore(ctx);
    ctx.status = 201;
    ctx.set('ETag', blogEtag(post.version));
    ctx.body = post;
  });

  on(routes.blogs.saveDraft, async (ctx) => {
    const id = idParam(ctx, MESSAGES.blog.notFound);
    const data = parse(blogDraftInput, ctx.request.body ?? {});
    const saved = await drafts.saveDraft(id, data, by(ctx) ?? '', expectedVersion(ctx));
    ctx.set('ETag', blogEtag(saved.version));
    ctx.body = saved;
  });

  on(routes.blogs.discardDraft, async (ctx) => {
    const id = idParam(ctx, MESSAGES.blog.notFound);
    const saved = await drafts.discardDraft(id, by(ctx) ?? '', expectedVersion(ctx));
    await audit(db, ctx, 'blog.draft.discard', { entityType: 'blog', entityId: id });
    ctx.set('ETag', blogEtag(saved.version));
    ctx.body = saved;
  });

  on(routes.blogs.revisions, async (ctx) => {
    const id = idParam(ctx, MESSAGES.blog.notFound);
    const paging = parseQuery(ctx, pageQuery);
    const { items, total } = await drafts.revisions(id, paging);
    noStore(ctx);
    setPageHeaders(ctx, total, paging.page, paging.limit);
    ctx.body = items;
  });

  on(routes.blogs.revision, async (ctx) => {
    const id = idParam(ctx, MESSAGES.blog.notFound);
    const revisionId = ctx.params.revisionId ?? '';
    if (!isUuid(revisionId)) throw notFound('Revision not found');
    noStore(ctx);
    ctx.body = await drafts.revision(id, revisionId.toLowerCase());
  });

  on(routes.blogs.restoreRevision, async (ctx) => {
    const id = idParam(ctx, MESSAGES.blog.notFound);
    const revisionId = ctx.params.revisionId ?? '';
    if (!isUuid(revisionId)) throw notFound('Revision not found');
    const post = await drafts.restore(
      id,
      revisionId.toLowerCase(),
      by(ctx) ?? '',
      expectedVersion(ctx),
    );
    await audit(db, ctx, 'blog.revision.restore', {
      entityType: 'blog',
      entityId: id,
      details: { revisionId, title: post.draft?.title ?? post.title },
    });
    ctx.set('ETag', blogEtag(post.version));
    ctx.body = post;
  });

  on(routes.blogs.create, image, async (ctx) => {
    const data = parse(blogInput, ctx.request.body ?? {});
    const row = await createBlogPost(
      db,
      storage,
      cache,
      data,
      uploadedFile(ctx),
      by(ctx),
      (trx, saved) =>
        audit(trx, ctx, 'blog.create', {
          entityType: 'blog',
          entityId: saved.id,
          details: { title: saved.title, published: saved.published },
        }),
    );
    ctx.status = 201;
    ctx.body = presentBlog(row);
  });

  on(routes.blogs.update, image, async (ctx) => {
    const id = idParam(ctx, MESSAGES.blog.notFound);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    // The dashboard's Publish/Unpublish sends JSON {published} alone; the form sends every field.
    if (ctx.is('json') && Object.keys(body).length === 1 && 'published' in body) {
      const { published } = parse(blogPublishToggle, body);
      const row = await setBlogPublished(db, cache, ctx, id, published, {
        by: by(ctx),
        expectedVersion: expectedVersion(ctx),
      });
      if (!row) throw notFound(MESSAGES.blog.notFound);
      ctx.set('ETag', blogEtag(row.version));
      ctx.body = presentBlog(row);
      return;
    }
    const data = parse(blogInput, body);
    const row = await updateBlogPost(
      db,
      storage,
      cache,
      id,
      data,
      uploadedFile(ctx),
      ctx.log,
      { by: by(ctx), expectedVersion: expectedVersion(ctx) },
      (trx, saved) =>
        audit(trx, ctx, 'blog.update', {
          entityType: 'blog',
          entityId: saved.id,
          details: { title: saved.title, published: saved.published },
        }),
    );
    ctx.set('ETag', blogEtag(row.version));
    ctx.body = presentBlog(row);
  });

  on(routes.blogs.remove, async (ctx) => {
    const id = idParam(ctx, MESSAGES.blog.notFound);
    const row = await deleteBlogPost(
      db,
      storage,
      cache,
      id,
      (trx, deleted) =>
        audit(trx, ctx, 'blog.delete', {
          entityType: 'blog',
          entityId: id,
          details: { title: deleted.title },
        }),
      ctx.log,
    );
    if (!row) throw notFound(MESSAGES.blog.notFound);
    ctx.status = 204;
  });

  return router;
}
