/**
 * The e-mail that takes a submittal to the client's hiring manager: from the company, Reply-To
 * the recruiter who submitted (the answer reaches a person), the candidate named by initials only
 * (a blind submittal: no name, address or number, here or in the subject), the recruiter's
 * summary, the button to the review page and when the link ends. No attachment: the blind resume
 * is on the page.
 */
import { COMPANY } from '@northbeam/shared/brand/company';
import type { NewOutboxMessage } from '../../db/outbox.queries';
import { headerText } from '../notifications/mail-headers';
import { renderEmailHtml, renderEmailText, type EmailBlock } from '../notifications/email-layout';
import { formatMailTime } from '../notifications/mail-time';
import type { NotificationSettings } from '../notifications/notification-settings';
import { outboxEmail } from '../notifications/outbox-email';

export interface ReviewLinkEmail {
  /** The hiring manager. */
  contact: { name: string; email: string };
  /** The recruiter who submitted. */
  recruiter: { name: string; email: string };
  jobTitle: string;
  /** The candidate's initials ("K. J."). */
  label: string;
  summary: string;
  reviewUrl: string;
  expiresAt: Date;
  /** The company's time zone (times in e-mails). */
  timeZone: string;
  /** The application it is about: the e-mail shows with it and goes with its erasure. */
  applicationId: string;
}

export function reviewLinkEmail(
  settings: NotificationSettings,
  e: ReviewLinkEmail,
): NewOutboxMessage {
  const recruiter = e.recruiter.name.trim() || e.recruiter.email;
  const hello = e.contact.name.trim().split(/\s+/)[0] || e.contact.name;
  const subject = headerText(`Candidate ${e.label} for ${e.jobTitle}`);
  const block: EmailBlock = {
    paragraphs: [
      `Hello ${hello},`,
      `${recruiter} at ${COMPANY.name} puts forward a candidate, ${e.label}, for your job order ${e.jobTitle}.`,
      `The link below shows the blind resume, with the other candidates we have submitted to you, and takes your answer on each: an interview, not a fit, or a question. It works until ${formatMailTime(e.expiresAt, e.timeZone)}.`,
      `To reach ${recruiter}, reply to this e-mail.`,
    ],
    fields: [
      { label: 'Job order', value: e.jobTitle },
      { label: 'Candidate', value: e.label },
      { label: 'Recruiter’s summary', value: e.summary },
    ],
    action: { label: 'Review the candidate', url: e.reviewUrl, showUrl: true },
  };
  return outboxEmail(
    settings,
    'review-link',
    {
      to: e.contact.email,
      replyTo: e.recruiter.email,
      subject,
      html: renderEmailHtml(subject, block),
      text: renderEmailText(subject, block),
    },
    { kind: 'application', id: e.applicationId },
  );
}
