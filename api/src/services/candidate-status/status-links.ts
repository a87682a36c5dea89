/**
 * The link to a candidate's status page: 256 random bits (base64url), given once in an e-mail to
 * the applicant, stored only as its SHA-256. Issued with the acknowledgement (in the transaction
 * that queues it) and again when the team sends a new one. Links point at PUBLIC_URL, never at a
 * host a request names (a forged Host header must not send the candidate's link elsewhere).
 */
import type { DbOrTrx } from '../../db/connection';
import { insertStatusLink } from '../../db/status-page.queries';
import { statusPagePath } from '@northbeam/shared/contract/status-page';
import type { EmailBlock } from '../notifications/email-layout';
import type { NotificationSettings } from '../notifications/notification-settings';
import { newToken } from '../team/one-time-token';

export interface StatusLinkIssuer {
  /** A new link of the application, in the caller's transaction; answers its URL. */
  issue(trx: DbOrTrx, applicationId: string, requestOrigin: string | undefined): Promise<string>;
}

export function createStatusLinkIssuer(
  settings: Pick<NotificationSettings, 'publicLinkOrigin'>,
): StatusLinkIssuer {
  return {
    async issue(trx, applicationId, requestOrigin) {
      const { token, hash } = newToken();
      await insertStatusLink(trx, hash, applicationId);
      return new URL(statusPagePath(token), settings.publicLinkOrigin(requestOrigin)).toString();
    },
  };
}

/** The label of the link's button (and of its line in the plain-text part). */
export const STATUS_LINK_LABEL = 'Follow your application';

/** What an e-mail with the link shows below its words: a button, the address, a caution. */
export const statusLinkBlock = (url: string): Pick<EmailBlock, 'action' | 'footer'> => ({
  action: { label: STATUS_LINK_LABEL, url, showUrl: true },
  footer: [
    {
      text: 'The link above is yours alone: with it you can see your application, write to us, withdraw it or delete your data. Do not forward this e-mail.',
    },
  ],
});
