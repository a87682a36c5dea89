import type {
  BlogRevision,
  BlogRevisionSummary,
  EditableBlogPost,
} from '@northbeam/shared/contract/blog-revisions';
import type { BlogRevisionRow, BlogRevisionSummaryRow } from '../db/blog-revisions.queries';
import type { BlogRow } from '../db/blogs.queries';
import { presentBlog } from './entities.presenter';

const iso = (d: Date | string) => new Date(d).toISOString();

/** `names`: team members' names by address (someone who has left keeps their address). */
const who = (email: string | null, names: Map<string, string>) =>
  email ? (names.get(email.toLowerCase()) ?? email) : null;

export function presentEditableBlog(
  row: BlogRow,
  names: Map<string, string>,
  saved: Pick<BlogRevisionRow, 'created_by' | 'created_at'> | undefined,
): EditableBlogPost {
  return {
    ...presentBlog(row),
    version: row.version,
    versionSaved: saved ? { by: who(saved.created_by, names), at: iso(saved.created_at) } : null,
    draft:
      row.draft && row.draft_saved_at
        ? {
            ...row.draft,
            savedAt: iso(row.draft_saved_at),
            savedBy: who(row.draft_by, names),
          }
        : null,
  };
}

export function presentRevisionSummary(
  row: BlogRevisionSummaryRow,
  names: Map<string, string>,
): BlogRevisionSummary {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    published: row.published,
    version: row.version,
    by: who(row.created_by, names),
    createdAt: iso(row.created_at),
  };
}

export function presentRevision(row: BlogRevisionRow, names: Map<string, string>): BlogRevision {
  return {
    ...presentRevisionSummary(row, names),
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    category: row.category,
    tags: row.tags,
    imageUrl: row.image_url,
  };
}
