/**
 * Work in progress on a post: the autosaved working copy (never public until "Update Post"),
 * the revision history with thinned autosaves, restores, and the version check that turns a
 * colleague's newer save into a 409 instead of a silent overwrite.
 */
import type { BlogDraftData } from '@northbeam/shared/contract/blog-revisions';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { staffNamesByEmail } from '../db/staff.queries';
import {
  findRevision,
  insertRevision,
  listRevisions,
  revisionOfVersion,
  thinAutosaves,
} from '../db/blog-revisions.queries';
import { findBlogById, writeBlogDraft, type BlogRow } from '../db/blogs.queries';
import type { Db, DbOrTrx } from '../db/connection';
import type { ListParams } from '../db/list';
import { conflict, notFound } from '../http/http-errors';
import {
  presentEditableBlog,
  presentRevision,
  presentRevisionSummary,
} from '../presenters/blog-revisions.presenter';
import type { Actor } from '../http/actor';
import { audit } from './audit.service';
import { sanitizeRichText } from './rich-text';

export const STALE_POST_MESSAGE =
  'This post was saved by someone else after you opened it. Your changes were not saved: compare both versions and choose.';

const namesOf = (db: DbOrTrx, emails: Array<string | null>) =>
  staffNamesByEmail(
    db,
    emails.filter((e): e is string => !!e),
  );

/** The post to edit, presented with its version (who saved it, when) and working copy. */
export async function editableBlog(db: DbOrTrx, row: BlogRow) {
  const saved = await revisionOfVersion(db, row.id, row.version);
  return presentEditableBlog(
    row,
    await namesOf(db, [row.draft_by, saved?.created_by ?? null]),
    saved,
  );
}

/** 409 carrying the post as it is now. */
export async function staleVersion(db: DbOrTrx, row: BlogRow) {
  return conflict(STALE_POST_MESSAGE, await editableBlog(db, row));
}

export function createBlogDrafts(deps: { db: Db; clock?: () => Date }) {
  const { db } = deps;
  const clock = deps.clock ?? (() => new Date());
  async function existing(id: string): Promise<BlogRow> {
    const row = await findBlogById(db, id);
    if (!row) throw notFound(MESSAGES.blog.notFound);
    return row;
  }

  /** Writes (or drops) the working copy over `expectedVersion`, else 409 / 404. */
  async function writeDraft(
    id: string,
    draft: Parameters<typeof writeBlogDraft>[2],
    expectedVersion: number | undefined,
    revision: 'autosave' | 'restore' | undefined,
    by: string,
  ): Promise<BlogRow> {
    const row = await db.transaction(async (trx) => {
      const written = await writeBlogDraft(trx, id, draft, expectedVersion);
      if (written && revision) {
        await insertRevision(trx, written, revision, by, true);
        await thinAutosaves(trx, id, clock());
      }
      return written;
    });
    if (row) return row;
    throw await staleVersion(db, await existing(id));
  }

  return {
    async editable(id: string) {
      return editableBlog(db, await existing(id));
    },

    async saveDraft(actor: Actor, id: string, data: BlogDraftData, expectedVersion?: number) {
      const by = actor.email;
      const current = await existing(id);
      const values = {
        title: data.title,
        excerpt: data.excerpt,
        content: sanitizeRichText(data.content),
        author: data.author,
        category: data.category,
        tags: data.tags,
        imageUrl: data.imageUrl ?? current.image_url,
      };
      const row = await writeDraft(id, { values, by }, expectedVersion, 'autosave', by);
      return { version: row.version, savedAt: new Date(row.draft_saved_at!).toISOString() };
    },

    async discardDraft(actor: Actor, id: string, expectedVersion?: number) {
      await existing(id);
      const row = await writeDraft(id, null, expectedVersion, undefined, actor.email);
      await audit(db, actor, 'blog.draft.discard', { entityType: 'blog', entityId: id });
      return { version: row.version, savedAt: new Date(row.updated_at).toISOString() };
    },

    async revisions(id: string, params: ListParams) {
      await existing(id);
      const { rows, total } = await listRevisions(db, id, params);
      const names = await namesOf(
        db,
        rows.map((r) => r.created_by),
      );
      return { items: rows.map((r) => presentRevisionSummary(r, names)), total };
    },

    async revision(id: string, revisionId: string) {
      const row = await findRevision(db, id, revisionId);
      if (!row) throw notFound('Revision not found');
      return presentRevision(row, await namesOf(db, [row.created_by]));
    },

    /** The revision becomes the working copy (a revision of its own); the public text stays. */
    async restore(actor: Actor, id: string, revisionId: string, expectedVersion?: number) {
      const by = actor.email;
      const revision = await findRevision(db, id, revisionId);
      if (!revision) throw notFound('Revision not found');
      const values = {
        title: revision.title,
        excerpt: revision.excerpt,
        content: revision.content,
        author: revision.author,
        category: revision.category,
        tags: revision.tags,
        imageUrl: revision.image_url,
      };
      const row = await writeDraft(id, { values, by }, expectedVersion, 'restore', by);
      const restored = await editableBlog(db, row);
      await audit(db, actor, 'blog.revision.restore', {
        entityType: 'blog',
        entityId: id,
        details: { revisionId, title: restored.draft?.title ?? restored.title },
      });
      return restored;
    },
  };
}

export type BlogDrafts = ReturnType<typeof createBlogDrafts>;
