/**
 * The workspace around a submission (an application, a contact message, a consultation request):
 * its detail with notes, assignee and activity timeline; and erasure of a person on request.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { jobApplication } from './application';
import { attribution } from './attribution';
import { APPLICATION_STATUSES } from './constants';
import { consultationRequest } from './consultation';
import { conversationFields } from './conversations';
import { contactSubmission } from './contact';
import { emailField, isSingleLine } from './fields';
import { FIELD_MESSAGES } from './messages';
import { OUTBOX_STATES, SUBMISSION_KINDS } from './notifications';
import { staffRef } from './staff-ref';

export const NOTE_MAX_LENGTH = 10_000;

/** POST …/{id}/notes: plain text, line breaks kept. */
export const noteInput = z.object({
  body: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, { error: 'Write the note' })
    .max(NOTE_MAX_LENGTH, { error: `A note is at most ${NOTE_MAX_LENGTH} characters` }),
});

export { staffRef, type StaffRef } from './staff-ref';

export const note = z.object({
  _id: z.string(),
  body: z.string(),
  /** null: the author's account was deleted (the e-mail stays). */
  author: z.object({ _id: z.string().nullable(), email: z.string(), name: z.string() }),
  createdAt: z.string(),
});
export type Note = z.infer<typeof note>;

/** PUT …/{id}/assignee: a person whose role sees this kind, or null for nobody. */
export const assigneeUpdate = z.object({
  assigneeId: z.uuid({ error: 'assigneeId must be a person of the team or null' }).nullable(),
});

export const ACTIVITY_KINDS = [
  'received',
  'status',
  'note',
  'assigned',
  'email',
  'download',
  'spam',
  'submittal',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One line of the timeline, newest first. */
export const activityEntry = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  text: z.string(),
  /** Who did it (the team member's name; their address once they have left), or null for the system and the visitor. */
  by: z.string().nullable(),
  /** The latest time, when the line stands for several. */
  at: z.string(),
  /** Present when the line stands for several events (a resume viewed 4 times that day). */
  count: z.number().int().min(2).optional(),
  /** An e-mail's state in the outbox (`email` lines): queued and sending change by themselves. */
  state: z.enum(OUTBOX_STATES).optional(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

const workspace = {
  /** Where the person came from (null: stored before attribution existed). */
  attribution: attribution.nullable(),
  assignee: staffRef.nullable(),
  notes: z.array(note),
  activity: z.array(activityEntry),
  ...conversationFields,
};

/** GET /api/careers/applications/{id} */
export const applicationDetail = jobApplication.extend({
  ...workspace,
  /** Other applications from the same e-mail address, newest first. */
  otherApplications: z.array(
    z.object({
      _id: z.string(),
      jobTitle: z.string().nullable(),
      status: z.string(),
      appliedAt: z.string(),
    }),
  ),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

export const contactDetail = contactSubmission.extend(workspace);
export type ContactDetail = z.infer<typeof contactDetail>;
export const consultationDetail = consultationRequest.extend(workspace);
export type ConsultationDetail = z.infer<typeof consultationDetail>;

/** `assignee` list filter: me, nobody, or a person's id. */
export const assigneeFilter = z
  .union([z.literal('me'), z.literal('none'), z.uuid()], {
    error: 'assignee must be me, none or a person id',
  })
  .optional();

export const WORKSPACE_KINDS = SUBMISSION_KINDS;

/** POST /api/admin/privacy/erase */
export const eraseInput = z.object({ email: emailField });
export const erasure = z.object({
  contacts: z.number(),
  consultations: z.number(),
  applications: z.number(),
  notes: z.number(),
  outboxMessages: z.number(),
  resumeFiles: z.number(),
  /** Conversation messages (sent and received) and their attachment files. */
  messages: z.number(),
  attachmentFiles: z.number(),
});
export type Erasure = z.infer<typeof erasure>;

/** An e-mail to the person of a submission; `{firstName}`, `{fullName}`, `{jobTitle}`, `{company}` are filled in. */
export const personalEmailInput = z.object({
  subject: z
    .string({ error: 'Write a subject' })
    // A header line of the e-mail: a line break in it would start another header.
    .refine(isSingleLine, { error: FIELD_MESSAGES.singleLine('Subject') })
    .trim()
    .min(1, { error: 'Write a subject' })
    .max(200, { error: 'A subject is at most 200 characters' }),
  body: z
    .string({ error: 'Write the message' })
    .trim()
    .min(1, { error: 'Write the message' })
    .max(20_000, { error: 'A message is at most 20,000 characters' }),
});
export type PersonalEmailInput = z.infer<typeof personalEmailInput>;

/** Answered when an e-mail was queued: the outbox message and whether a mail server will send it. */
export const queuedEmail = z.object({ outboxId: z.string(), emailed: z.boolean() });

/** POST /api/careers/applications/bulk-status: several applications to one status, one e-mail each. */
export const bulkStatusInput = z.object({
  ids: z
    .array(z.uuid({ error: 'ids must be application ids' }), { error: 'ids must be a list' })
    .min(1, { error: 'Choose at least one application' })
    .max(500, { error: 'At most 500 applications at once' }),
  status: z.enum(APPLICATION_STATUSES, {
    error: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}`,
  }),
  email: personalEmailInput.optional(),
});
export const bulkStatusResult = z.object({ updated: z.number(), emailed: z.number() });

export { CANDIDATE_TEMPLATES, type CandidateTemplate } from './candidate-templates';

export { overview, overviewKind, type Overview, type OverviewKind } from './overview';
