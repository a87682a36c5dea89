/**
 * A colleague saved the post after it was opened here: who and when, both versions side by side,
 * every field that differs named with its difference, and the editor's choice. Nothing is
 * overwritten until they choose.
 */
import type { EditableBlogPost } from '../../../contract/blog-revisions';
import { formatDateTime } from '../../ui/format-date';
import { htmlToText, TextDiff } from './text-diff';

/** The written fields of a post, as the form holds them and the server keeps them. */
export interface ConflictSide {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string;
}

/** The fields compared, in the form's order, as plain text. */
const FIELDS: ReadonlyArray<{ label: string; text: (side: ConflictSide) => string }> = [
  { label: 'Title', text: (s) => s.title },
  { label: 'Author', text: (s) => s.author },
  { label: 'Category', text: (s) => s.category },
  { label: 'Excerpt', text: (s) => s.excerpt },
  { label: 'Featured image', text: (s) => s.imageUrl },
  { label: 'Content', text: (s) => htmlToText(s.content) },
  { label: 'Tags', text: (s) => s.tags.join(', ') },
];

/** The fields whose text differs between two versions, with both texts. */
export function differingFields(theirs: ConflictSide, mine: ConflictSide) {
  return FIELDS.map(({ label, text }) => ({
    label,
    before: text(theirs),
    after: text(mine),
  })).filter((field) => field.before !== field.after);
}

/**
 * What the server holds now (its working copy when there is one, else the published post), and
 * who saved that version when: its revision says; else the working copy's saver; else unknown.
 */
export function theirSide(current: EditableBlogPost): ConflictSide & { by: string; at: string } {
  const source = current.draft ?? current;
  return {
    title: source.title,
    excerpt: source.excerpt,
    content: source.content,
    author: source.author,
    category: source.category,
    tags: source.tags,
    imageUrl: source.imageUrl,
    by: current.versionSaved?.by ?? current.draft?.savedBy ?? 'someone',
    at: current.versionSaved?.at ?? current.draft?.savedAt ?? current.updatedAt,
  };
}

export function BlogConflict({
  mine,
  current,
  onKeepMine,
  onUseTheirs,
}: {
  mine: ConflictSide;
  current: EditableBlogPost;
  onKeepMine: () => void;
  onUseTheirs: () => void;
}) {
  const theirs = theirSide(current);
  const differing = differingFields(theirs, mine);
  return (
    <section
      className="admin-card admin-card--padded admin-conflict"
      aria-labelledby="blog-conflict"
    >
      <h2 id="blog-conflict">This post was changed by {theirs.by}</h2>
      <p>
        <strong>
          Saved by {theirs.by} at {formatDateTime(theirs.at)}
        </strong>
        , after you opened it. Your changes are kept here and were not saved. Choose which version
        to continue with.
      </p>
      <div className="admin-conflict__sides">
        <article aria-label="Your version">
          <h3>Your version</h3>
          <p className="admin-strong">{mine.title}</p>
          <p className="admin-conflict__text">{htmlToText(mine.content)}</p>
        </article>
        <article aria-label="Their version">
          <h3>Saved by {theirs.by}</h3>
          <p className="admin-strong">{theirs.title}</p>
          <p className="admin-conflict__text">{htmlToText(theirs.content)}</p>
        </article>
      </div>
      <h3>What differs from theirs to yours</h3>
      {differing.length === 0 ? (
        <p className="admin-muted">Nothing: both versions hold the same text.</p>
      ) : (
        <>
          <p data-testid="conflict-fields">
            {differing.length === 1 ? 'One field differs: ' : `${differing.length} fields differ: `}
            {differing.map((f) => f.label).join(', ')}.
          </p>
          {differing.map((field) => (
            <div key={field.label} className="admin-conflict__field">
              <h4>{field.label}</h4>
              <TextDiff
                label={`${field.label}: difference from their version to yours`}
                before={field.before}
                after={field.after}
              />
            </div>
          ))}
        </>
      )}
      <div className="admin-form__actions">
        <button type="button" className="admin-btn admin-btn--secondary" onClick={onUseTheirs}>
          Use their version
        </button>
        <button type="button" className="admin-btn" onClick={onKeepMine}>
          Keep my version
        </button>
      </div>
    </section>
  );
}
