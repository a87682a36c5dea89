/**
 * A colleague saved the post after it was opened here: both versions side by side, the
 * difference between them, and the editor's choice. Nothing is overwritten until they choose.
 */
import type { EditableBlogPost } from '../../../contract/blog-revisions';
import { formatDateTime } from '../../ui/format-date';
import { htmlToText, TextDiff } from './text-diff';

export interface ConflictSide {
  title: string;
  content: string;
}

/** What the server holds now: its working copy when there is one, else the published post. */
export function theirSide(current: EditableBlogPost): ConflictSide & { by: string; at: string } {
  return current.draft
    ? {
        title: current.draft.title,
        content: current.draft.content,
        by: current.draft.savedBy ?? 'someone',
        at: current.draft.savedAt,
      }
    : { title: current.title, content: current.content, by: 'someone', at: current.updatedAt };
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
  return (
    <section
      className="admin-card admin-card--padded admin-conflict"
      aria-labelledby="blog-conflict"
    >
      <h2 id="blog-conflict">This post was changed by {theirs.by}</h2>
      <p>
        {theirs.by} saved it at {formatDateTime(theirs.at)}, after you opened it. Your changes are
        kept here and were not saved. Choose which version to continue with.
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
      <h3>What changes from theirs to yours</h3>
      <TextDiff
        label="Difference from their version to yours"
        before={`${theirs.title}\n\n${htmlToText(theirs.content)}`}
        after={`${mine.title}\n\n${htmlToText(mine.content)}`}
      />
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
