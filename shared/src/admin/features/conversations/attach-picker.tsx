import { useState } from 'react';
import type { SubmissionKind } from '../../../contract/notifications';
import { failureMessage } from '../../ui/error-message';
import { KIND_LABELS, useItemSearch, type ItemChoice } from './use-item-search';

/** The address in "Name <address>". */
export const addressOf = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/**
 * "Attach to…": the item a message belongs to, found by the person's address (to begin with) or
 * name among the kinds the role sees.
 */
export function AttachPicker({
  messageId,
  from,
  kinds,
  busy,
  attach,
}: {
  messageId: string;
  /** The message's sender: their address is the first search. */
  from: string;
  /** The kinds of items the person's role sees. */
  kinds: readonly SubmissionKind[];
  busy: boolean;
  attach: (choice: ItemChoice) => void;
}) {
  const [kind, setKind] = useState<SubmissionKind>(kinds[0]!);
  const [query, setQuery] = useState(addressOf(from));
  const search = useItemSearch(kind, query);
  const id = (what: string) => `attach-${messageId}-${what}`;

  return (
    <section className="admin-attach" aria-label="Attach to an item">
      <div className="admin-attach__controls">
        {kinds.length > 1 && (
          <label className="admin-attach__field" htmlFor={id('kind')}>
            <span>Kind</span>
            <select
              id={id('kind')}
              className="admin-select"
              value={kind}
              onChange={(e) => setKind(e.target.value as SubmissionKind)}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="admin-attach__field" htmlFor={id('q')}>
          <span>Search by e-mail or name</span>
          <input
            id={id('q')}
            type="search"
            className="admin-input"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
      </div>
      {search.isPending && <p className="admin-muted">Searching...</p>}
      {search.error && (
        <p className="admin-attach__error" role="alert">
          {failureMessage(search.error, 'Failed to search')}
        </p>
      )}
      {search.data?.length === 0 && (
        <p className="admin-muted">Nothing found: try a name or another address.</p>
      )}
      {search.data && search.data.length > 0 && (
        <ul className="admin-attach__choices" aria-label={`${KIND_LABELS[kind]} found`}>
          {search.data.map((choice) => (
            <li key={choice.id} className="admin-attach__choice">
              <span className="admin-attach__who">
                <strong>{choice.name}</strong> <span>{choice.email}</span>{' '}
                <span className="admin-muted">· {choice.about}</span>
              </span>
              <button
                type="button"
                className="admin-btn admin-btn--small"
                disabled={busy}
                onClick={() => attach(choice)}
              >
                Attach<span className="admin-visually-hidden"> to {choice.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
