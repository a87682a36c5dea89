/**
 * Unmatched: incoming mail that matched no item (no reply token, no thread, no single open item
 * of its sender). Each message is read here, then attached to the application or lead it belongs
 * to (it joins that item's conversation) or discarded (its content and files go).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { UnmatchedMessage } from '../../../contract/conversations';
import type { SubmissionKind } from '../../../contract/notifications';
import { shapePath } from '../../../contract/route-shape';
import { ROUTE_SHAPES } from '../../../contract/route-shapes';
import { useAdminApi, useCan } from '../../app/admin-platform-context';
import { adminPaths } from '../../app/admin-paths';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { failureMessage } from '../../ui/error-message';
import { formatDateTime } from '../../ui/format-date';
import { MessageView } from '../../ui/mail/message-view';
import { plural } from '../../ui/plural';
import { AttachPicker } from './attach-picker';
import type { ItemChoice } from './use-item-search';
import './conversations.css';

const PAGE_SIZE = 20;

const ITEM_PATH: Record<SubmissionKind, (id: string) => string> = {
  application: adminPaths.application,
  contact: adminPaths.contact,
  consultation: adminPaths.consultation,
};

type Outcome = { text: string; link?: { to: string; label: string } } | null;

export function UnmatchedPage() {
  const api = useAdminApi();
  const may = useCan();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [picking, setPicking] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState<UnmatchedMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const kinds: SubmissionKind[] = [
    ...(may('applications') ? (['application'] as const) : []),
    ...(may('inquiries') ? (['contact', 'consultation'] as const) : []),
  ];

  const list = useQuery({
    queryKey: ['unmatched', page],
    queryFn: () => api.unmatched.list({ query: { page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  async function act(work: () => Promise<Outcome>, fallback: string) {
    setBusy(true);
    setError('');
    setOutcome(null);
    try {
      setOutcome(await work());
      await client.invalidateQueries({ queryKey: ['unmatched'] });
    } catch (caught) {
      setError(failureMessage(caught, fallback));
    } finally {
      setBusy(false);
    }
  }

  const attach = (message: UnmatchedMessage, choice: ItemChoice) =>
    act(async () => {
      await api.unmatched.attach({
        params: { id: message.id },
        body: { kind: choice.kind, id: choice.id },
      });
      setPicking(null);
      return {
        text: `Attached to ${choice.name} (${choice.email}).`,
        link: { to: ITEM_PATH[choice.kind](choice.id), label: `Open ${choice.name}` },
      };
    }, 'Failed to attach the message');

  const discard = (message: UnmatchedMessage) =>
    act(async () => {
      setDiscarding(null);
      await api.unmatched.discard({ params: { id: message.id } });
      return { text: `Discarded the message from ${message.from}.` };
    }, 'Failed to discard the message');

  return (
    <main className="admin-page admin-unmatched">
      <div className="admin-page__header">
        <h1 className="admin-page__title">Unmatched mail</h1>
      </div>
      <p className="admin-muted">
        Incoming e-mails that matched no application or lead: attach each to the item it belongs to
        (it joins that conversation), or discard it.
      </p>
      {error && (
        <Banner kind="error" onDismiss={() => setError('')}>
          {error}
        </Banner>
      )}
      {list.error && (
        <Banner kind="error">
          {failureMessage(list.error, 'Failed to load the unmatched mail')}
        </Banner>
      )}
      {outcome && (
        <Banner kind="success" onDismiss={() => setOutcome(null)}>
          {outcome.text} {outcome.link && <Link to={outcome.link.to}>{outcome.link.label}</Link>}
        </Banner>
      )}
      {list.isPending && <p className="admin-muted">Loading...</p>}
      {list.data && list.data.items.length === 0 && (
        <p className="admin-list-empty">Nothing waits here: every message found its item.</p>
      )}
      {list.data && list.data.items.length > 0 && (
        <>
          <h2 className="admin-unmatched__count">{plural(list.data.total, 'message')} waiting</h2>
          <ol className="admin-unmatched__list">
            {list.data.items.map((message) => (
              <li key={message.id}>
                <MessageView
                  message={message}
                  attachmentPath={(attachmentId) =>
                    shapePath(ROUTE_SHAPES.unmatched.attachment, { id: message.id, attachmentId })
                  }
                  actions={
                    <>
                      <span className="admin-muted admin-unmatched__received">
                        Received {formatDateTime(message.receivedAt)}
                      </span>
                      {kinds.length > 0 && (
                        <button
                          type="button"
                          className="admin-btn admin-btn--secondary admin-btn--small"
                          aria-expanded={picking === message.id}
                          onClick={() => setPicking(picking === message.id ? null : message.id)}
                        >
                          Attach to…
                        </button>
                      )}
                      <button
                        type="button"
                        className="admin-btn admin-btn--danger-link admin-btn--link admin-btn--small"
                        disabled={busy}
                        onClick={() => setDiscarding(message)}
                      >
                        Discard
                      </button>
                    </>
                  }
                />
                {picking === message.id && (
                  <AttachPicker
                    messageId={message.id}
                    from={message.from}
                    kinds={kinds}
                    busy={busy}
                    attach={(choice) => void attach(message, choice)}
                  />
                )}
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <nav className="admin-pager" aria-label="Unmatched mail pages">
              <button
                type="button"
                className="admin-btn admin-btn--secondary admin-btn--small"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </button>
              <span className="admin-pager__page">
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className="admin-btn admin-btn--secondary admin-btn--small"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
      <ConfirmDialog
        open={discarding !== null}
        title="Discard this message?"
        message="Its content and files are deleted; if the same message is delivered again, it stays discarded."
        confirmLabel="Discard"
        busy={busy}
        onConfirm={() => discarding && void discard(discarding)}
        onCancel={() => setDiscarding(null)}
      />
    </main>
  );
}
