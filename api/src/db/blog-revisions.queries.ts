import type { RevisionKind } from '@northbeam/shared/contract/blog-revisions';
import type { BlogRow } from './blogs.queries';
import type { DbOrTrx } from './connection';
import { paged, type ListParams } from './list';
import { rawRows } from './raw';
import type { BlogRevisionsTable } from './tables';

/** A revision keeps the post's written columns as they were, and who saved them when. */
export type BlogRevisionRow = BlogRevisionsTable;

const SUMMARY = [
  'id',
  'blog_id',
  'kind',
  'title',
  'published',
  'version',
  'created_by',
  'created_at',
] as const;
export type BlogRevisionSummaryRow = Pick<BlogRevisionRow, (typeof SUMMARY)[number]>;

/** Keeps what a post holds now: its working copy when `fromDraft`, else its published fields. */
export async function insertRevision(
  db: DbOrTrx,
  post: BlogRow,
  kind: RevisionKind,
  createdBy: string | null,
  fromDraft = false,
): Promise<BlogRevisionRow> {
  const d = fromDraft && post.draft ? post.draft : undefined;
  const [row] = await db('blog_revisions')
    .insert({
      blog_id: post.id,
      kind,
      title: d ? d.title : post.title,
      excerpt: d ? d.excerpt : post.excerpt,
      content: d ? d.content : post.content,
      author: d ? d.author : post.author,
      category: d ? d.category : post.category,
      tags: JSON.stringify(d ? d.tags : post.tags),
      image_url: d ? d.imageUrl : post.image_url,
      published: post.published,
      version: post.version,
      created_by: createdBy,
    })
    .returning('*');
  return row!;
}

export function listRevisions(db: DbOrTrx, blogId: string, params: ListParams) {
  return paged(
    db('blog_revisions')
      .where({ blog_id: blogId })
      .select(...SUMMARY),
    params,
    [
      { column: 'created_at', order: 'desc' },
      { column: 'version', order: 'desc' },
    ],
  );
}

/** Who saved a post's `version` and when: the newest revision of that version, if any. */
export async function revisionOfVersion(
  db: DbOrTrx,
  blogId: string,
  version: number,
): Promise<Pick<BlogRevisionRow, 'created_by' | 'created_at'> | undefined> {
  return db('blog_revisions')
    .where({ blog_id: blogId, version })
    .orderBy('created_at', 'desc')
    .first('created_by', 'created_at');
}

export async function findRevision(
  db: DbOrTrx,
  blogId: string,
  revisionId: string,
): Promise<BlogRevisionRow | undefined> {
  return db('blog_revisions').where({ blog_id: blogId, id: revisionId }).first();
}

/**
 * Thins a post's autosaves: every one of the last hour stays; older ones keep the newest of each
 * hour for a day, then the newest of each day. Saves, restores and publications all stay.
 */
export async function thinAutosaves(db: DbOrTrx, blogId: string, now: Date): Promise<number> {
  const deleted = await rawRows<{ id: string }>(
    db,
    `
    with ranked as (
      select id,
             row_number() over (
               partition by case
                 when created_at > ?::timestamptz - interval '1 day'
                   then date_trunc('hour', created_at)
                 else date_trunc('day', created_at)
               end
               order by created_at desc, version desc
             ) as rank
      from blog_revisions
      where blog_id = ? and kind = 'autosave' and created_at <= ?::timestamptz - interval '1 hour'
    )
    delete from blog_revisions where id in (select id from ranked where rank > 1)
    returning id`,
    [now.toISOString(), blogId, now.toISOString()],
  );
  return deleted.length;
}

/** The images and texts of a post's history (what its revisions show), e.g. before deleting it. */
export async function revisionImageSources(
  db: DbOrTrx,
  blogId: string,
): Promise<Array<{ image_url: string; content: string }>> {
  return db('blog_revisions').where({ blog_id: blogId }).select('image_url', 'content');
}
