/** The blog: public reads (drafts too for the team) and the team's writes, drafts and revisions. */
import Router from '@koa/router';
import type { Context } from 'koa';
import { blogCategory, blogInput, blogPublishToggle } from '@northbeam/shared/contract/blog';
import { blogEtag, versionOfEtag } from '@northbeam/shared/contract/blog-revisions';
import { IMAGE_MAX_BYTES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { routes } from '@northbeam/shared/contract/routes';
import { badRequest, notFound } from '../../http/http-errors';
import { siteOrigin } from '../../http/request-origin';
import { staffMay } from '../../middleware/require-admin';
import { singleFile, uploadedFile } from '../../middleware/upload';
import { parse } from '../../middleware/validate';
import type { BlogDrafts } from '../../services/blog-drafts.service';
import type { BlogPreviews } from '../../services/blog-preview.service';
import type { Blogs, TeamBlogFilter } from '../../services/blog.service';
import type { PostFilter, PublicReads } from '../../services/public-reads.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
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

export interface BlogsRouterDeps {
  routing: DeclaredRoutesOptions;
  blogs: Blogs;
  drafts: BlogDrafts;
  previews: BlogPreviews;
  reads: PublicReads;
  /** Preview links point there when it is set (else where the request came to). */
  publicUrl: string | undefined;
}

export function blogsRouter({
  routing,
  blogs,
  drafts,
  previews,
  reads,
  publicUrl,
}: BlogsRouterDeps) {
  const router = new Router();
  const on = declaredRoutes(router, routing);
  const image = singleFile('image', IMAGE_MAX_BYTES);
  const post = { uuid: { id: MESSAGES.blog.notFound } };
  const revision = { uuid: { id: MESSAGES.blog.notFound, revisionId: 'Revision not found' } };

  const teamList = async (ctx: Context, filter: TeamBlogFilter) => {
    const { items, total } = await blogs.listAll(filter);
    setPageHeaders(ctx, total, filter.page, filter.limit);
    return items;
  };
  // A signed-in administrator's public reads show drafts too; everyone else's are the public's.
  const publicList = async (ctx: Context, filter: PostFilter) => {
    setReadCaching(ctx);
    if (staffMay(ctx, 'blog')) return teamList(ctx, filter);
    const { items, total } = await reads.listPublishedPosts(filter);
    setPageHeaders(ctx, total, filter.page, filter.limit);
    return items;
  };

  on(routes.blogs.list, ({ ctx, query }) => publicList(ctx, query));

  on(routes.blogs.adminList, ({ ctx, query }) => {
    noStore(ctx);
    return teamList(ctx, query);
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
    const uploaded = await blogs.uploadImage(actor, file);
    ctx.status = 201;
    return uploaded;
  });

  on(routes.blogs.createPreview, post, async ({ ctx, actor, params }) => {
    const link = await previews.linkFor(actor, params.id, siteOrigin(ctx, publicUrl));
    ctx.status = 201;
    return link;
  });

  on(routes.blogs.get, async ({ ctx, params }) => {
    if (staffMay(ctx, 'blog')) {
      // The team reads any post, with its version as ETag (send it back as If-Match to write).
      const found = await blogs.findAny(params.slugOrId);
      if (!found) throw notFound(MESSAGES.blog.notFound);
      setReadCaching(ctx);
      ctx.set('ETag', blogEtag(found.version));
      return found.post;
    }
    const found = await reads.findPublishedPost(params.slugOrId);
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
    const editable = await blogs.createDraft(actor, body);
    noStore(ctx);
    ctx.status = 201;
    ctx.set('ETag', blogEtag(editable.version));
    return editable;
  });

  on(routes.blogs.saveDraft, post, async ({ ctx, actor, params, body }) => {
    const saved = await drafts.saveDraft(actor, params.id, body, expectedVersion(ctx));
    ctx.set('ETag', blogEtag(saved.version));
    return saved;
  });

  on(routes.blogs.discardDraft, post, async ({ ctx, actor, params }) => {
    const saved = await drafts.discardDraft(actor, params.id, expectedVersion(ctx));
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
    const restored = await drafts.restore(actor, id, revisionId, expectedVersion(ctx));
    ctx.set('ETag', blogEtag(restored.version));
    return restored;
  });

  on(routes.blogs.create, { before: [image] }, async ({ ctx, actor, body }) => {
    const created = await blogs.create(actor, body, uploadedFile(ctx));
    ctx.status = 201;
    return created;
  });

  // The body is the form (multipart) or the toggle (JSON): which one decides the schema.
  on(
    routes.blogs.update,
    { before: [image], ...post, parseBody: false },
    async ({ ctx, actor, params, body: raw }) => {
      const body = (raw ?? {}) as Record<string, unknown>;
      // The dashboard's Publish/Unpublish sends JSON {published} alone; the form sends every field.
      const toggle = ctx.is('json') && Object.keys(body).length === 1 && 'published' in body;
      const saved = toggle
        ? await blogs.setPublished(
            actor,
            params.id,
            parse(blogPublishToggle, body).published,
            expectedVersion(ctx),
          )
        : await blogs.update(
            actor,
            params.id,
            parse(blogInput, body),
            uploadedFile(ctx),
            expectedVersion(ctx),
          );
      if (!saved) throw notFound(MESSAGES.blog.notFound);
      ctx.set('ETag', blogEtag(saved.version));
      return saved.post;
    },
  );

  on(routes.blogs.remove, post, async ({ ctx, actor, params }) => {
    if (!(await blogs.remove(actor, params.id))) throw notFound(MESSAGES.blog.notFound);
    ctx.status = 204;
  });

  return router;
}
