/**
 * Preview links: a signed, expiring token naming a post, so someone without an account (a
 * colleague, a client) sees the draft or the unpublished changes exactly as the public page will
 * show them. The token is `{postId}.{expiresAt}.{hmac}`; the key is derived from the session
 * secret, so every process of one deployment accepts it and nothing needs storing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BlogPost } from '@northbeam/shared/contract/blog';
import {
  type BlogPreviewLink,
  PREVIEW_EXPIRED_MESSAGE,
  PREVIEW_INVALID_MESSAGE,
  PREVIEW_LINK_HOURS,
} from '@northbeam/shared/contract/blog-revisions';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { findBlogById, type BlogRow } from '../db/blogs.queries';
import type { DbOrTrx } from '../db/connection';
import type { Actor } from '../http/actor';
import { gone, notFound } from '../http/http-errors';
import { presentBlog } from '../presenters/entities.presenter';
import { audit } from './audit.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The post as it will look: its working copy over the published fields. */
export function previewOf(row: BlogRow): BlogPost {
  const post = presentBlog(row);
  const d = row.draft;
  if (!d) return post;
  return {
    ...post,
    title: d.title || post.title,
    excerpt: d.excerpt,
    content: d.content,
    author: d.author,
    category: (d.category || post.category) as BlogPost['category'],
    tags: d.tags,
    imageUrl: d.imageUrl || post.imageUrl,
  };
}

export function createBlogPreviews(deps: {
  db: DbOrTrx;
  /** The links' HMAC key is derived from it. */
  sessionSecret: string;
  now?: () => Date;
}) {
  const { db, sessionSecret } = deps;
  const now = deps.now ?? (() => new Date());
  const sign = (id: string, expires: number) =>
    createHmac('sha256', `blog-preview:${sessionSecret}`)
      .update(`${id}.${expires}`)
      .digest('base64url');

  /** A link to `row` valid for PREVIEW_LINK_HOURS, whole on `origin` (the site's). */
  function link(row: BlogRow, origin: string): BlogPreviewLink {
    const expires = now().getTime() + PREVIEW_LINK_HOURS * 3600_000;
    const token = `${row.id}.${expires}.${sign(row.id, expires)}`;
    const path = `/blog/${encodeURIComponent(row.slug)}?preview=${token}`;
    return {
      path,
      url: new URL(path, origin).href,
      expiresAt: new Date(expires).toISOString(),
    };
  }

  return {
    link,

    /** A new preview link of a post for someone who may not sign in (audited). */
    async linkFor(actor: Actor, id: string, origin: string): Promise<BlogPreviewLink> {
      const row = await findBlogById(db, id);
      if (!row) throw notFound(MESSAGES.blog.notFound);
      const made = link(row, origin);
      await audit(db, actor, 'blog.preview.link', {
        entityType: 'blog',
        entityId: id,
        details: { expiresAt: made.expiresAt },
      });
      return made;
    },

    /** The post a token names, as it will look; 404 for a forged token, 410 for an old one. */
    async read(token: string): Promise<BlogPost> {
      const [id = '', expiresText = '', signature = ''] = token.split('.');
      const expires = Number(expiresText);
      const expected = Buffer.from(sign(id, expires));
      const given = Buffer.from(signature);
      if (
        !UUID.test(id) ||
        !Number.isSafeInteger(expires) ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        throw notFound(PREVIEW_INVALID_MESSAGE);
      }
      if (expires <= now().getTime()) throw gone(PREVIEW_EXPIRED_MESSAGE);
      const row = await findBlogById(db, id);
      if (!row) throw notFound(MESSAGES.blog.notFound);
      return previewOf(row);
    },
  };
}

export type BlogPreviews = ReturnType<typeof createBlogPreviews>;
