/**
 * A client's review links as the team sees them: each by its id (the token is given once and
 * never kept), its contact, when it was made and ends, how often it was opened and when last
 * used, and whether it still works; and revoking one by its id. Revoking is audited on the
 * client's timeline; the link then answers 410 like any revoked one (review-links.service.ts).
 */
import type { ReviewLinkState, ReviewLinkSummary } from '@northbeam/shared/contract/staffing';
import { findClient, findContact } from '../../db/clients.queries';
import type { Db } from '../../db/connection';
import { reviewLinksOfClient, revokeClientReviewLink } from '../../db/submittals.queries';
import type { StaffActor } from '../../http/actor';
import { conflict, notFound } from '../../http/http-errors';
import { audit } from '../audit.service';
import { CLIENT_NOT_FOUND } from './clients.service';

export const REVIEW_LINK_NOT_FOUND = 'Review link not found';

const iso = (d: Date | string) => new Date(d).toISOString();

export function createClientReviewLinks(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const stateOf = (l: { revoked_at: Date | null; expires_at: Date }): ReviewLinkState => {
    if (l.revoked_at) return 'revoked';
    return new Date(l.expires_at).getTime() <= now().getTime() ? 'expired' : 'live';
  };

  return {
    async list(clientId: string): Promise<ReviewLinkSummary[]> {
      if (!(await findClient(db, clientId))) throw notFound(CLIENT_NOT_FOUND);
      const rows = await reviewLinksOfClient(db, clientId);
      return rows.map((l) => ({
        _id: l.id,
        contactName: l.contact_name,
        createdAt: iso(l.created_at),
        expiresAt: iso(l.expires_at),
        revokedAt: l.revoked_at ? iso(l.revoked_at) : null,
        views: Number(l.views),
        lastViewedAt: l.last_viewed_at ? iso(l.last_viewed_at) : null,
        state: stateOf(l),
      }));
    },

    /** 404 for a link of another client (or none), 409 for one revoked already. */
    async revoke(actor: StaffActor, clientId: string, linkId: string): Promise<void> {
      const done = await db.transaction(async (trx) => {
        const revoked = await revokeClientReviewLink(trx, clientId, linkId);
        if (revoked?.outcome === 'revoked') {
          const contact = revoked.contactId ? await findContact(trx, revoked.contactId) : undefined;
          await audit(trx, actor, 'review-link.revoke', {
            entityType: 'client',
            entityId: clientId,
            details: { linkId, ...(contact ? { contact: contact.name } : {}) },
          });
        }
        return revoked;
      });
      if (!done) throw notFound(REVIEW_LINK_NOT_FOUND);
      if (done.outcome === 'already') throw conflict('This review link was already revoked');
    },
  };
}
export type ClientReviewLinks = ReturnType<typeof createClientReviewLinks>;
