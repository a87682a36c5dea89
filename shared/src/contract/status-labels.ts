/**
 * The words the admin shows for the stored status values (the spec's values stay what the API
 * reads and writes, and what CSV exports carry).
 */
import type { ApplicationStatus, ConsultationStatus, ContactStatus } from './constants';

export const STATUS_LABELS: Record<ContactStatus | ConsultationStatus | ApplicationStatus, string> =
  {
    new: 'New',
    'in-progress': 'In progress',
    resolved: 'Resolved',
    completed: 'Completed',
    received: 'Received',
    reviewing: 'Reviewing',
    interviewed: 'Interviewed',
    rejected: 'Rejected',
    hired: 'Hired',
    withdrawn: 'Withdrawn',
  };

/** The label of a status; a value this version does not know is shown as it is. */
export const statusLabel = (status: string): string =>
  (STATUS_LABELS as Record<string, string>)[status] ?? status;
