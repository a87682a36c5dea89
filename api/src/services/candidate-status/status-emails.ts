/**
 * The e-mails of the status page to the candidate: a new link sent by the team, and the link that
 * confirms "Delete my data". Both are private topics: the Outbox shows their envelope only.
 */
import { COMPANY } from '@northbeam/shared/brand/company';
import type { RenderedEmail } from '@northbeam/shared/contract/notifications';
import { ERASURE_LINK_MINUTES } from '@northbeam/shared/contract/status-page';
import { renderEmailHtml, renderEmailText, type EmailBlock } from '../notifications/email-layout';
import { headerText } from '../notifications/mail-headers';
import { statusLinkBlock } from './status-links';

function rendered(subject: string, block: EmailBlock): RenderedEmail {
  const title = headerText(subject);
  return {
    subject: title,
    html: renderEmailHtml(title, block),
    text: renderEmailText(title, block),
  };
}

export function statusLinkEmail(
  candidate: { fullName: string; jobTitle: string },
  url: string,
): RenderedEmail {
  const job = candidate.jobTitle || 'a job';
  return rendered(`Your application for ${job}: a new link`, {
    paragraphs: [
      `Hello ${candidate.fullName},`,
      `Here is a new link to the page of your application for ${job} at ${COMPANY.name}. Any link we sent you before no longer works.`,
    ],
    ...statusLinkBlock(url),
  });
}

export function erasureConfirmationEmail(email: string, url: string): RenderedEmail {
  return rendered('Confirm the deletion of your data', {
    paragraphs: [
      `Someone, we hope you, asked from your application's page to delete all the data ${COMPANY.name} holds under ${email}: your applications and resumes, the messages we exchanged and any other request you sent us.`,
      `To delete it, open the link below within ${ERASURE_LINK_MINUTES} minutes and confirm. It cannot be undone.`,
      'If you did not ask for this, ignore this e-mail: nothing will be deleted.',
    ],
    action: { label: 'Confirm the deletion', url, showUrl: true },
  });
}
