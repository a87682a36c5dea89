/** The spam columns of the submission tables (contact, consultation, application). */
import type { Knex } from 'knex';
import type { SpamMark, SpamVerdict } from '@northbeam/shared/contract/spam';

export interface SpamColumns {
  spam: SpamVerdict | null;
  spam_reason: string | null;
}

/** `only`: the Spam filter; absent: the default lists, which leave spam out. */
export type SpamFilter = 'only';

export const spamColumns = (mark: SpamMark): SpamColumns => ({
  spam: mark?.verdict ?? null,
  spam_reason: mark?.reason ?? null,
});

export function whereSpam(
  query: Knex.QueryBuilder,
  column: string,
  filter: SpamFilter | undefined,
) {
  if (filter === 'only') return query.where(column, 'spam');
  // `is distinct from` keeps the ordinary rows (null) and the suspected ones.
  return query.whereRaw('?? is distinct from ?', [column, 'spam']);
}
