import Router from '@koa/router';
import type { Context } from 'koa';
import { blogCategory, blogInput, blogPublishToggle } from '@northbeam/shared/contract/blog';
import { IMAGE_MAX_BYTES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { routes } from '@northbeam/shared/contract/routes';
import { blogEtag, versionOfEtag } from '@northbeam/shared/contract/blog-revisions';
import { findBlogById, findBlogBySlug, listBlogs } from '../../db/blogs.queries';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/http-errors';
import { siteOrigin } from '../../http/request-origin';
import { staffMay } from '../../middleware/require-admin';
import { singleFile, uploadedFile } from '../../middleware/upload';
import { isUuid, parse } from '../../middleware/validate';
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
import { declaredRouteOptions, declaredRoutes } from '../declared-routes';
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

export function blogsRouter({ db, storage, config, cache, checkAnswers }: AppDeps) {
  const router = new Router();
  const on = declaredRoutes(router, declaredRouteOptions(config, checkAnswers));
  const image = singleFile('image', IMAGE_MAX_BYTES);
  const post = { uuid: { id: MESSAGES.blog.notFound } };
  const revision = { uuid: { id: MESSAGES.blog.notFound, revisionId: 'Revision not found' } };

  const reads = createPublicReads(db, cache.totals);
  const drafts = createBlogDrafts(db);
  const previews = createBlogPreviews(db, config.sessionSecret);
  const by = (ctx: Context) => ctx.state.staff?.email ?? null;
  const findAnyPost = async (key: string) =>
    isUuid(key) ? findBlogById(db, key.toLowerCase()) : findBlogBySlug(db, key);

  const list = async (ctx: Context, filter: Parameters<typeof listBlogs>[1]) => {
    const { rows, total } = await listBlogs(db, { ...filter, totals: cache.totals });
    setPageHeaders(ctx, total, filter.page, filter.limit);
    return rows.map(presentBlogSummary);
  };
  // A signed-in administrator's public reads show drafts too; everyone else's are the public's.
  const publicList = async (ctx: Context, filter: PostFilter) => {
    setReadCaching(ctx);
    if (staffMay(ctx, 'blog')) return list(ctx, { ...filter, includeDrafts: true });
    const { items, total } = await reads.listPublishedPosts(filter);
    setPageHeaders(ctx, total, filter.page, filter.limit);
    return items;
  };

  on(routes.blogs.list, ({ ctx, query }) => publicList(ctx, query));

  on(routes.blogs.adminList, ({ ctx, query }) => {
    noStore(ctx);
    return list(ctx, { ...query, includeDrafts: true });
  });

  on(routes.blogs.byCategory, ({ ctx, params, query }) => {
    const category = parse(blogCategory, params.category);
    return publicList(ctx, { ...query, category });
  });

  on(routes.blogs.preview, async ({ ctx, params }) => {
    const found = await previews.read(params.token);
    noStore(ctx);
    ctx.set('X-Robots-Tag', 'noindex');
    return found;
  });

  on(routes.blogs.uploadImage, { before: [image] }, async ({ ctx, actor }) => {
    const file = uploadedFile(ctx);
    if (!file) throw badRequest('Choose an image file', { image: 'Choose an image file' });
    const key = await storeImage(storage, file);
    await audit(db, actor, 'blog.image.upload', { entityType: 'blog', details: { key } });
    ctx.status = 201;
    return { url: uploadedImageUrl(key) };
  });

  on(routes.blogs.createPreview, post, async ({ ctx, actor, params }) => {
    const row = await findBlogById(db, params.id);
    if (!row) throw notFound(MESSAGES.blog.notFound);
    const link = previews.link(row, siteOrigin(ctx, config.publicUrl));
    await audit(db, actor, 'blog.preview.link', {
      entityType: 'blog',
      entityId: params.id,
      details: { expiresAt: link.expiresAt },
    });
    ctx.status = 201;
    return link;
  });

  on(routes.blogs.get, async ({ ctx, params }) => {
    const key = params.slugOrId;
    if (staffMay(ctx, 'blog')) {
      // The team reads any post, with its version as ETag (send it back as If-Match to write).
      const row = await findAnyPost(key);
      if (!row) throw notFound(MESSAGES.blog.notFound);
      setReadCaching(ctx);
      ctx.set('ETag', blogEtag(row.version));
      return presentBlog(row);
    }
    const found = await reads.findPublishedPost(key);
    if (!found) throw notFound(MESSAGES.blog.notFound);
    setReadCaching(ctx);
    return found;
  });

  on(routes.blogs.editable, post, async ({ ctx, params }) => {
    const editable = await drafts.editable(params.id);
    noStore(ctx);
    ctx.set('ETag', blogEtag(editable.version));
    return editable;
  });

  on(routes.blogs.createDraft, async ({ ctx, actor, body }) => {
    const row = await createDraftPost(db, cache, body, by(ctx) ?? '', (trx, saved) =>
      audit(trx, actor, 'blog.draft.create', {
        entityType: 'blog',
        entityId: saved.id,
        details: { title: saved.title },
      }),
    );
    const editable = await drafts.editable(row.id);
    noStore(ctx);
    ctx.status = 201;
    ctx.set('ETag', blogEtag(editable.version));
    return editable;
  });

  on(routes.blogs.saveDraft, post, async ({ ctx, params, body }) => {
    const saved = await drafts.saveDraft(params.id, body, by(ctx) ?? '', expectedVersion(ctx));
    ctx.set('ETag', blogEtag(saved.version));
    return saved;
  });

  on(routes.blogs.discardDraft, post, async ({ ctx, actor, params }) => {
    const saved = await drafts.discardDraft(params.id, by(ctx) ?? '', expectedVersion(ctx));
    await audit(db, actor, 'blog.draft.discard', { entityType: 'blog', entityId: params.id });
    ctx.set('ETag', blogEtag(saved.version));
    return saved;
  });

  on(routes.blogs.revisions, post, async ({ ctx, params, query }) => {
    const { items, total } = await drafts.revisions(params.id, query);
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    return items;
  });

  on(routes.blogs.revision, revision, ({ ctx, params }) => {
    noStore(ctx);
    return drafts.revision(params.id, params.revisionId);
  });

  on(routes.blogs.restoreRevision, revision, async ({ ctx, actor, params }) => {
    const { id, revisionId } = params;
    const restored = await drafts.restore(id, revisionId, by(ctx) ?? '', expectedVersion(ctx));
    await audit(db, actor, 'blog.revision.restore', {
      entityType: 'blog',
      entityId: id,
      details: { revisionId, title: restored.draft?.title ?? restored.title },
    });
    ctx.set('ETag', blogEtag(restored.version));
    return restored;
  });

  on(routes.blogs.create, { before: [image] }, async ({ ctx, actor, body }) => {
    const row = await createBlogPost(
      db,
      storage,
      cache,
      body,
      uploadedFile(ctx),
      by(ctx),
      (trx, saved) =>
        audit(trx, actor, 'blog.create', {
          entityType: 'blog',
          entityId: saved.id,
          details: { title: saved.title, published: saved.published },
        }),
    );
    ctx.status = 201;
    return presentBlog(row);
  });

  // The body is the form (multipart) or the toggle (JSON): which one decides the schema.
  on(
    routes.blogs.update,
    { before: [image], ...post, parseBody: false },
    async ({ ctx, actor, params, body: raw }) => {
      const { id } = params;
      const body = (raw ?? {}) as Record<string, unknown>;
      // The dashboard's Publish/Unpublish sends JSON {published} alone; the form sends every field.
      if (ctx.is('json') && Object.keys(body).length === 1 && 'published' in body) {
        const { published } = parse(blogPublishToggle, body);
        const row = await setBlogPublished(db, cache, actor, id, published, {
          by: by(ctx),
          expectedVersion: expectedVersion(ctx),
        });
        if (!row) throw notFound(MESSAGES.blog.notFound);
        ctx.set('ETag', blogEtag(row.version));
        return presentBlog(row);
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
          audit(trx, actor, 'blog.update', {
            entityType: 'blog',
            entityId: saved.id,
            details: { title: saved.title, published: saved.published },
          }),
      );
      ctx.set('ETag', blogEtag(row.version));
      return presentBlog(row);
    },
  );

  on(routes.blogs.remove, post, async ({ ctx, actor, params }) => {
    const row = await deleteBlogPost(
      db,
      storage,
      cache,
      params.id,
      (trx, deleted) =>
        audit(trx, actor, 'blog.delete', {
          entityType: 'blog',
          entityId: params.id,
          details: { title: deleted.title },
        }),
      ctx.log,
    );
    if (!row) throw notFound(MESSAGES.blog.notFound);
    ctx.status = 204;
  });

  return router;
}
