/** Stored submissions as the announcements see them. */
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import type { ApplicationRow } from '../../db/applications.queries';
import type { InquiryRow } from '../../db/inquiries.queries';
import type { Submission } from './emails';

export function inquirySubmission(
  kind: Exclude<SubmissionKind, 'application'>,
  row: InquiryRow,
): Submission & { spam: boolean } {
  return {
    kind,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone ?? '',
    company: row.company,
    message: row.message,
    receivedAt: new Date(row.created_at),
    spam: row.spam !== null,
  };
}

export function applicationSubmission(row: ApplicationRow): Submission & { spam: boolean } {
  // An application has one name field: its first word greets, the rest is the family name.
  const [first = '', ...rest] = row.full_name.trim().split(/\s+/);
  return {
    kind: 'application',
    id: row.id,
    firstName: first,
    lastName: rest.join(' '),
    email: row.email,
    phone: row.phone,
    company: '',
    message: row.cover_letter,
    jobTitle: row.job_title ?? '',
    resumeName: row.resume_name,
    receivedAt: new Date(row.applied_at),
    spam: row.spam !== null,
  };
}
