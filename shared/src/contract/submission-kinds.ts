/**
 * The three public forms whose submissions the team works on (and is told of). No schema here:
 * the admin's first screen imports these names without building the notifications' schemas.
 */
export const SUBMISSION_KINDS = ['contact', 'consultation', 'application'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSION_KIND_LABELS: Record<SubmissionKind, string> = {
  contact: 'Contact messages',
  consultation: 'Consultation requests',
  application: 'Job applications',
};
