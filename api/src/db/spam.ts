/** The spam columns of the submission tables (contact, consultation, application). */
import type { Knex } from 'knex';
import type { SpamMark } from '@northbeam/shared/contract/spam';
import type { JobApplicationsTable } from './tables';

export type SpamColumns = Pick<JobApplicationsTable, 'spam' | 'spam_reason'>;

/** `only`: the Spam filter; absent: the default lists, which leave spam out. */
export type SpamFilter = 'only';

export const spamColumns = (mark: SpamMark): SpamColumns => ({
  spam: mark?.verdict ?? null,
  spam_reason: mark?.reason ?? null,
});

export function whereSpam<Q extends Knex.QueryBuilder>(
  query: Q,
  column: string,
  filter: SpamFilter | undefined,
): Q {
  if (filter === 'only') query.where(column, 'spam');
  // `is distinct from` keeps the ordinary rows (null) and the suspected ones.
  else query.whereRaw('?? is distinct from ?', [column, 'spam']);
  return query;
}
