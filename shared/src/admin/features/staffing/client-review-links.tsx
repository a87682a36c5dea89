/**
 * A client's review links on its page: who each is for, its state (live, expired, revoked), when
 * it was made and ends, how often it was opened and when last used; "Revoke" (asked first) stops
 * a live one at once: the hiring manager's page then says the link was withdrawn. The tokens
 * themselves are never shown again (only their SHA-256 is kept): a link is known by its id.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REVIEW_LINK_STATE_LABELS,
  type ReviewLinkState,
  type ReviewLinkSummary,
} from '../../../contract/staffing';
import { useAdminApi } from '../../app/admin-platform-context';
import { Banner } from '../../ui/banner';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { serverMessageOr } from '../../ui/error-message';
import { formatDate } from '../../ui/format-date';
import { AgeCell } from '../../ui/list/cells';
import { DataTable, type ListColumn } from '../../ui/list/data-table';

export const reviewLinksKey = (clientId: string) => ['client', clientId, 'review-links'] as const;

const BADGE: Record<ReviewLinkState, string> = {
  live: 'admin-badge admin-badge--success',
  expired: 'admin-badge admin-badge--muted',
  revoked: 'admin-badge admin-badge--danger',
};

const contactOf = (l: ReviewLinkSummary) => l.contactName ?? 'A removed contact';

export function ClientReviewLinks({ clientId }: { clientId: string }) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const links = useQuery({
    queryKey: reviewLinksKey(clientId),
    queryFn: () => api.clients.reviewLinks({ params: { id: clientId } }).then(({ items }) => items),
  });
  const [pending, setPending] = useState<ReviewLinkSummary | null>(null);
  const revoke = useMutation({
    mutationFn: (link: ReviewLinkSummary) =>
      api.clients.revokeReviewLink({ params: { id: clientId, linkId: link._id } }),
    onSettled: async () => {
      setPending(null);
      // The list and the client's timeline ("Review link of … revoked").
      await queryClient.invalidateQueries({ queryKey: ['client', clientId] });
    },
  });

  const columns: Array<ListColumn<ReviewLinkSummary>> = [
    {
      id: 'contact',
      header: 'For',
      card: 'title',
      cell: (l) => <span className="admin-strong">{contactOf(l)}</span>,
    },
    {
      id: 'state',
      header: 'State',
      cell: (l) => <span className={BADGE[l.state]}>{REVIEW_LINK_STATE_LABELS[l.state]}</span>,
    },
    {
      id: 'created',
      header: 'Made',
      className: 'admin-nowrap',
      cell: (l) => formatDate(l.createdAt),
    },
    {
      id: 'ends',
      header: 'Ends',
      className: 'admin-nowrap',
      cell: (l) => (l.revokedAt ? `Revoked ${formatDate(l.revokedAt)}` : formatDate(l.expiresAt)),
    },
    {
      id: 'views',
      header: 'Views',
      cell: (l) => (
        <>
          {l.views}
          {l.lastViewedAt && (
            <span className="admin-muted">
              {' · last '}
              <AgeCell iso={l.lastViewedAt} />
            </span>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      card: 'actions',
      cell: (l) =>
        l.state === 'live' ? (
          <button
            type="button"
            className="admin-btn admin-btn--small admin-btn--secondary"
            aria-label={`Revoke the review link for ${contactOf(l)} made ${formatDate(l.createdAt)}`}
            disabled={revoke.isPending}
            onClick={() => {
              revoke.reset();
              setPending(l);
            }}
          >
            Revoke
          </button>
        ) : null,
    },
  ];

  return (
    <section className="admin-card admin-staffing__card" aria-labelledby="client-review-links">
      <h2 id="client-review-links">Review links</h2>
      {links.error && (
        <Banner kind="error">
          {serverMessageOr(links.error, 'Failed to load the review links')}
        </Banner>
      )}
      {revoke.error && (
        <Banner kind="error" onDismiss={() => revoke.reset()}>
          {serverMessageOr(revoke.error, 'The review link could not be revoked')}
        </Banner>
      )}
      {links.data?.length === 0 && (
        <p className="admin-muted">No review link yet: submitting a candidate makes one.</p>
      )}
      {!!links.data?.length && (
        <div className="admin-table-wrap">
          <DataTable columns={columns} rows={links.data} rowTestId="review-link-row" />
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Revoke the review link"
        message={
          pending
            ? `${contactOf(pending)} will no longer be able to open the candidates or answer through this link. It cannot be turned back on; a new link can be made.`
            : ''
        }
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        onConfirm={() => pending && revoke.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
