/**
 * The database's tables as TypeScript, written once: one row type per table, as the migrations
 * (./migrations) leave it and as the drivers read it. Registered with Knex's `Tables` below, so
 * `db('jobs')` is typed: what a query answers, and what an insert or update may send.
 *
 * How columns read: timestamptz and date → Date; integer → number; numeric → string (exact);
 * bigint → string from `pg`, a number from PGlite (`string | number`); jsonb → its parsed shape.
 * Writes differ where a driver takes another form: jsonb is sent as JSON text (`pg` would send
 * an array as a PostgreSQL array), numeric and bigint as numbers, dates as `YYYY-MM-DD`, and any
 * column may take SQL (db.fn.now(), db.ref(), db.raw()).
 */
import type { Knex } from 'knex';
import type { Tables } from 'knex/types/tables';
import type { RevisionKind } from '@northbeam/shared/contract/blog-revisions';
import type {
  ApplicationStatus,
  ConsultationStatus,
  ContactStatus,
  JobType,
} from '@northbeam/shared/contract/constants';
import type {
  EmailContent,
  NotificationMode,
  OutboxChannel,
  OutboxState,
  OutboxTopic,
  SubmissionKind,
  TemplateKey,
  WebhookFormat,
  WebhookContent,
} from '@northbeam/shared/contract/notifications';
import type { Role } from '@northbeam/shared/contract/roles';
import type { SpamVerdict } from '@northbeam/shared/contract/spam';
import type {
  ClientStatus,
  ReviewDecision,
  SubmittalStatus,
} from '@northbeam/shared/contract/staffing';

/** `pg` reads bigint as a string, PGlite as a number (a JavaScript number loses precision). */
type BigInt8 = string | number;
/** A jsonb column's value as sent: its JSON text. */
type JsonText = string;

// Rows, as read -----------------------------------------------------------------------------------

export interface StaffTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: Role;
  deactivated_at: Date | null;
  last_sign_in_at: Date | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled_at: Date | null;
  /** The last TOTP time step accepted. */
  totp_last_step: BigInt8 | null;
  overview_seen_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SessionsTable {
  /** SHA-256 of the session token. */
  id: string;
  staff_id: string | null;
  data: Record<string, unknown>;
  expires_at: Date;
  last_seen_at: Date;
  created_at: Date;
}

/** A post's working copy as kept in `blog_posts.draft`. */
export interface BlogDraftValues {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  image_url: string;
  category: string;
  author: string;
  tags: string[];
  published: boolean;
  created_at: Date;
  updated_at: Date;
  /** Bumped by every write (the post's ETag). */
  version: number;
  /** Scheduled publication of an unpublished post, or null. */
  publish_at: Date | null;
  /** The autosaved working copy (not public), or null. */
  draft: BlogDraftValues | null;
  draft_saved_at: Date | null;
  draft_by: string | null;
}

export interface BlogRevisionsTable {
  id: string;
  blog_id: string;
  kind: RevisionKind;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  image_url: string;
  published: boolean;
  version: number;
  created_by: string | null;
  created_at: Date;
}

export interface JobsTable {
  id: string;
  title: string;
  description: string;
  requirements: string[];
  location: string;
  type: JobType;
  is_active: boolean;
  posted_date: Date;
  updated_at: Date;
  salary_currency: string | null;
  salary_min: string | null;
  salary_max: string | null;
  salary_unit: string | null;
  /** A `date`: read as local midnight by both drivers (the queries read it as text instead). */
  closing_date: Date | null;
  /** A job order's client (0036), its openings and terms. */
  client_id: string | null;
  openings: number | null;
  bill_rate: string | null;
  pay_rate: string | null;
  fee_percent: string | null;
  confidential: boolean;
}

/** The attribution columns of job_applications, contact_submissions and consultation_requests. */
export interface AttributionColumns {
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  ref: string | null;
  last_post: string | null;
  pages_seen: number | null;
  /** What the reports count it under; null for submissions stored before attribution existed. */
  source: string | null;
  tracked_link_id: string | null;
}

/** The columns the three submission tables share. */
interface SubmissionColumns extends AttributionColumns {
  id: string;
  email: string;
  spam: SpamVerdict | null;
  spam_reason: string | null;
  announced_at: Date | null;
  assignee_id: string | null;
  /** A delivery failure report came back for the person's address (0016). */
  email_bounced_at: Date | null;
  email_bounce_reason: string | null;
}

export interface JobApplicationsTable extends SubmissionColumns {
  /** Null once the job is deleted. */
  job_id: string | null;
  full_name: string;
  phone: string;
  cover_letter: string;
  resume_key: string;
  resume_name: string;
  resume_mime: string;
  resume_size: number;
  status: ApplicationStatus;
  applied_at: Date;
  /** One person's applications share it (search's merge; set by a trigger, migration 0022). */
  person_id: string;
  /** The phone's last ten digits (a generated column, for duplicates). */
  phone_key: string | null;
  /** How far it got (0 received … 3 hired), kept by status changes for the reports (0028). */
  stage_reached: number;
  /** When it was first hired. */
  hired_at: Date | null;
  /** When the status last changed (null: never since it arrived, or before 0032 kept it). */
  status_changed_at: Date | null;
}

export interface ContactSubmissionsTable extends SubmissionColumns {
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
  message: string;
  status: ContactStatus;
  created_at: Date;
  /** When the team first answered (an e-mail or a status change; 0028). */
  first_response_at: Date | null;
}

export interface ConsultationRequestsTable extends SubmissionColumns {
  first_name: string;
  last_name: string;
  company: string;
  message: string;
  status: ConsultationStatus;
  created_at: Date;
  /** When the team first answered (an e-mail or a status change; 0028). */
  first_response_at: Date | null;
}

export interface NotesTable {
  id: string;
  subject_type: SubmissionKind;
  subject_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: Date;
}

export interface AppMetaTable {
  key: string;
  value: unknown;
  updated_at: Date;
}

export interface AppSettingsTable {
  key: string;
  value: unknown;
  updated_at: Date;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  window_start: Date;
  locked_until: Date | null;
}

export interface AuditLogTable {
  id: BigInt8;
  staff_id: string | null;
  staff_email: string;
  action: string;
  entity_type: string | null;
  entity_id: string | null;
  details: Record<string, unknown>;
  ip: string;
  user_agent: string;
  created_at: Date;
}

export interface OutboxTable {
  /** Chosen by the writer: also the e-mail's Message-ID and the webhook-id. */
  id: string;
  channel: OutboxChannel;
  topic: OutboxTopic;
  recipient: string;
  subject: string;
  payload: EmailContent | WebhookContent;
  state: OutboxState;
  attempts: number;
  max_attempts: number;
  next_attempt_at: Date;
  locked_until: Date | null;
  last_error: string | null;
  sent_at: Date | null;
  source_type: SubmissionKind | null;
  source_id: string | null;
  endpoint_id: string | null;
  dedupe_key: string | null;
  created_at: Date;
  updated_at: Date;
  /** Set when the retention job removed the body (and subject) of this sent message. */
  content_removed_at: Date | null;
  content_removed_after_days: number | null;
  /** A delivery failure report came back for it (0016). */
  bounced_at: Date | null;
}

export interface WebhookEndpointsTable {
  id: string;
  url: string;
  secret: string;
  format: WebhookFormat;
  description: string;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface NotificationTemplatesTable {
  key: TemplateKey;
  subject: string;
  body: string;
  updated_at: Date;
}

export interface NotificationPreferencesTable {
  staff_id: string;
  kind: SubmissionKind;
  mode: NotificationMode;
}

export interface StaffRecoveryCodesTable {
  id: string;
  staff_id: string;
  code_hash: string;
  used_at: Date | null;
}

export interface InvitationsTable {
  id: string;
  email: string;
  role: Role;
  token_hash: string;
  invited_by: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

export interface PasswordResetsTable {
  id: string;
  staff_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Date;
}

export interface JobRunsTable {
  name: string;
  day: Date;
  result: unknown;
  ran_at: Date;
}

export interface DesktopReleasesTable {
  version: string;
  /** The update feeds as electron-builder wrote them, by file name. */
  feeds: Record<string, string>;
  notes: string;
  published_by: string | null;
  published_at: Date;
}

export interface DesktopReleaseFilesTable {
  version: string;
  name: string;
  storage_key: string;
  size: BigInt8;
  sha512: string;
  content_type: string;
}

export interface DesktopCurrentTable {
  /** Always 1: one row. */
  id: number;
  version: string;
  updated_at: Date;
}

export interface DiskCleanupsTable {
  id: number;
  reason: string;
  requested_at: Date;
  locked_until: Date | null;
  attempts: number;
  done_at: Date | null;
  result: unknown;
}

export interface SchedulerRunsTable {
  job: string;
  period: BigInt8;
  started_at: Date;
}

export interface ClientsTable {
  id: string;
  name: string;
  website: string | null;
  status: ClientStatus;
  owner_id: string | null;
  source_type: 'contact' | 'consultation' | null;
  source_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ClientContactsTable {
  id: string;
  client_id: string;
  name: string;
  email: string;
  role: string;
  phone: string;
  created_at: Date;
}

export interface ClientNotesTable {
  id: string;
  client_id: string;
  author_id: string | null;
  author_email: string;
  body: string;
  created_at: Date;
}

export interface SubmittalsTable {
  id: string;
  application_id: string;
  job_id: string;
  client_id: string;
  contact_id: string | null;
  summary: string;
  status: SubmittalStatus;
  blind_resume_key: string;
  blind_text: string;
  submitted_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface SubmittalAnswersTable {
  id: string;
  submittal_id: string;
  decision: ReviewDecision;
  reason: string | null;
  note: string;
  /** UTC ISO instants the hiring manager proposed with "Interview" (jsonb). */
  proposed_times: string[];
  /** The hiring manager's browser's zone when they answered. */
  time_zone: string | null;
  contact_id: string | null;
  created_at: Date;
}

export interface ReviewLinksTable {
  /** What the admin knows a link by (the token itself is never kept). */
  id: string;
  /** SHA-256 of the token. */
  token_hash: string;
  client_id: string;
  contact_id: string | null;
  expires_at: Date;
  revoked_at: Date | null;
  created_by: string | null;
  created_at: Date;
}

export interface ReviewLinkViewsTable {
  id: BigInt8;
  token_hash: string;
  what: string;
  submittal_id: string | null;
  viewed_at: Date;
}

export interface PlacementsTable {
  id: string;
  submittal_id: string;
  /** A `date` (written as `YYYY-MM-DD`; read as text by the queries). */
  start_date: Date;
  bill_rate: string | null;
  pay_rate: string | null;
  fee_percent: string | null;
  salary: string | null;
  recruiter_id: string | null;
  created_by: string | null;
  created_at: Date;
}

/** An e-mail of an item's conversation: received (`in`) or sent from the product (`out`). */
export interface ConversationMessagesTable {
  id: string;
  direction: 'in' | 'out';
  subject_type: SubmissionKind | null;
  subject_id: string | null;
  message_id: string;
  in_reply_to: string | null;
  references: string[];
  from_address: string;
  from_name: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  sent_at: Date;
  received_at: Date;
  automatic: boolean;
  bounce: boolean;
  unexpected_sender: boolean;
  auth_results: {
    spf: string | null;
    dkim: string | null;
    dmarc: string | null;
    raw: string;
  } | null;
  via: 'smtp' | 'imap' | 'webhook' | 'app' | 'status-page';
  matched_by: string | null;
  outbox_id: string | null;
  sent_by_staff_id: string | null;
  bounced_at: Date | null;
  discarded_at: Date | null;
}

export interface ConversationAttachmentsTable {
  id: string;
  message_id: string;
  filename: string;
  content_type: string;
  size: BigInt8;
  storage_key: string | null;
  position: number;
  created_at: Date;
}

/** The token of an item's reply address (`reply+{token}@…`). */
export interface ReplyTokensTable {
  token: string;
  subject_type: SubmissionKind;
  subject_id: string;
  created_at: Date;
  revoked_at: Date | null;
}

/** A person's weekly hours and days off (scheduling), in their time zone. */
export interface StaffAvailabilityTable {
  staff_id: string;
  time_zone: string;
  hours: Array<{ day: number; start: string; end: string }>;
  /** `YYYY-MM-DD` days. */
  days_off: string[];
  updated_at: Date;
}

/** A person's calendar feed: its sealed address and the busy times last read from it. */
export interface StaffCalendarFeedsTable {
  staff_id: string;
  /** Sealed (secret-box.ts): never leaves the server in the clear. */
  url: string;
  url_hint: string;
  busy: Array<{ start: string; end: string }>;
  fetched_at: Date | null;
  last_error: string | null;
  updated_at: Date;
}

/** Who is booked when (a `tstzrange`, one person's never overlapping). */
export interface BookedSlotsTable {
  interview_id: string;
  staff_id: string;
  during: string;
}

/** An interview of an application, or a consultation call: proposed, booked or cancelled. */
export interface InterviewsTable {
  id: string;
  kind: 'interview' | 'consultation-call';
  application_id: string | null;
  consultation_id: string | null;
  /** Scheduled from a client's answer: the submittal, and the client's contact it invites. */
  submittal_id: string | null;
  client_contact_id: string | null;
  /** The zone the hiring manager answered from (their e-mails read in it). */
  client_time_zone: string | null;
  status: 'pending' | 'confirmed' | 'cancelled';
  mode: 'video' | 'phone' | 'on-site';
  location: string | null;
  duration_minutes: number;
  starts_at: Date | null;
  ends_at: Date | null;
  time_zone: string;
  guest_time_zone: string | null;
  ical_uid: string;
  sequence: number;
  window_days: number;
  created_by: string | null;
  booked_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface InterviewInterviewersTable {
  interview_id: string;
  staff_id: string;
}

/** A job's interview kit: what interviewers rate, and questions to ask. */
export interface InterviewKitsTable {
  job_id: string;
  attributes: string[];
  questions: string[];
  updated_at: Date;
}

export interface ScorecardsTable {
  interview_id: string;
  staff_id: string;
  /** Attribute → rating. */
  ratings: Record<string, string>;
  recommendation: string;
  notes: string;
  submitted_at: Date;
}

/** A booking link, by its token's hash (the token itself is never stored). */
export interface BookingLinksTable {
  token_hash: string;
  interview_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
}

/** A recruiter's apply link of a job for one source ("LinkedIn", a referral by a named employee). */
export interface TrackedLinksTable {
  id: string;
  code: string;
  job_id: string;
  source: string;
  created_by: string | null;
  created_at: Date;
  clicks: number;
  last_click_at: Date | null;
}

/** A candidate's status page link, by its token's hash. */
export interface ApplicationStatusLinksTable {
  token_hash: string;
  application_id: string;
  created_at: Date;
  revoked_at: Date | null;
}

/** "Delete my data", waiting for its confirmation link (by the token's hash). */
export interface ApplicationErasureRequestsTable {
  token_hash: string;
  application_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

// Writes ------------------------------------------------------------------------------------------

type NullableKeys<Row> = { [K in keyof Row]-?: null extends Row[K] ? K : never }[keyof Row];

/** A column's value as written: its own type (or the form `As` gives), or SQL. */
type Written<Row, As, K extends keyof Row> = (K extends keyof As ? As[K] : Row[K]) | Knex.Raw;

/**
 * A table for Knex: rows as read; an insert must name every column that is not null and has no
 * default (`Defaulted` lists those with one); an update any of them.
 */
type Table<
  Row,
  Defaulted extends keyof Row = never,
  As extends { [K in keyof Row]?: unknown } = Record<never, never>,
> = Knex.CompositeTableType<
  Row,
  { [K in Exclude<keyof Row, Defaulted | NullableKeys<Row>>]: Written<Row, As, K> } & {
    [K in Defaulted | NullableKeys<Row>]?: Written<Row, As, K>;
  },
  { [K in keyof Row]?: Written<Row, As, K> }
>;

type Created = 'created_at';
type Stamped = 'created_at' | 'updated_at';
type Submission = 'id' | 'status' | 'company' | 'message';

declare module 'knex/types/tables' {
  interface Tables {
    staff: Table<StaffTable, 'id' | 'role' | Stamped>;
    sessions: Table<SessionsTable, 'last_seen_at' | Created, { data: JsonText }>;
    blog_posts: Table<
      BlogPostsTable,
      'id' | 'image_url' | 'tags' | 'published' | 'version' | Stamped,
      { tags: JsonText; draft: JsonText | null }
    >;
    blog_revisions: Table<BlogRevisionsTable, 'id' | Created, { tags: JsonText }>;
    jobs: Table<
      JobsTable,
      'id' | 'requirements' | 'type' | 'is_active' | 'posted_date' | 'updated_at' | 'confidential',
      {
        requirements: JsonText;
        salary_min: number | string | null;
        salary_max: number | string | null;
        closing_date: string | Date | null;
        bill_rate: number | string | null;
        pay_rate: number | string | null;
        fee_percent: number | string | null;
      }
    >;
    job_applications: Table<
      JobApplicationsTable,
      'id' | 'status' | 'cover_letter' | 'applied_at' | 'person_id' | 'stage_reached'
    >;
    contact_submissions: Table<ContactSubmissionsTable, Submission | Created>;
    consultation_requests: Table<ConsultationRequestsTable, Submission | Created>;
    notes: Table<NotesTable, 'id' | Created>;
    app_meta: Table<AppMetaTable, 'updated_at', { value: JsonText }>;
    app_settings: Table<AppSettingsTable, 'updated_at', { value: JsonText }>;
    rate_limits: Table<RateLimitsTable, 'count' | 'window_start'>;
    audit_log: Table<
      AuditLogTable,
      'id' | 'staff_email' | 'details' | 'ip' | 'user_agent' | Created,
      { details: JsonText }
    >;
    outbox: Table<
      OutboxTable,
      'state' | 'attempts' | 'next_attempt_at' | Stamped,
      { payload: JsonText }
    >;
    webhook_endpoints: Table<
      WebhookEndpointsTable,
      'id' | 'format' | 'description' | 'enabled' | Stamped
    >;
    notification_templates: Table<NotificationTemplatesTable, 'updated_at'>;
    notification_preferences: Table<NotificationPreferencesTable>;
    staff_recovery_codes: Table<StaffRecoveryCodesTable, 'id'>;
    invitations: Table<InvitationsTable, 'id' | Created>;
    password_resets: Table<PasswordResetsTable, 'id' | Created>;
    job_runs: Table<JobRunsTable, 'ran_at', { day: string | Date; result: JsonText | null }>;
    desktop_releases: Table<DesktopReleasesTable, 'notes' | 'published_at', { feeds: JsonText }>;
    desktop_release_files: Table<DesktopReleaseFilesTable>;
    desktop_current: Table<DesktopCurrentTable, 'updated_at'>;
    disk_cleanups: Table<
      DiskCleanupsTable,
      'id' | 'requested_at' | 'attempts',
      { result: JsonText | null }
    >;
    scheduler_runs: Table<SchedulerRunsTable>;
    clients: Table<ClientsTable, 'id' | 'status' | Stamped>;
    client_contacts: Table<ClientContactsTable, 'id' | 'role' | 'phone' | Created>;
    client_notes: Table<ClientNotesTable, 'id' | Created>;
    submittals: Table<SubmittalsTable, 'id' | 'status' | 'blind_text' | Stamped>;
    submittal_answers: Table<
      SubmittalAnswersTable,
      'id' | 'note' | 'proposed_times' | Created,
      { proposed_times: JsonText }
    >;
    review_links: Table<ReviewLinksTable, 'id' | Created>;
    review_link_views: Table<ReviewLinkViewsTable, 'id' | 'viewed_at'>;
    placements: Table<
      PlacementsTable,
      'id' | Created,
      {
        start_date: string | Date;
        bill_rate: number | string | null;
        pay_rate: number | string | null;
        fee_percent: number | string | null;
        salary: number | string | null;
      }
    >;
    conversation_messages: Table<
      ConversationMessagesTable,
      | 'id'
      | 'references'
      | 'from_name'
      | 'to_address'
      | 'subject'
      | 'text'
      | 'received_at'
      | 'automatic'
      | 'bounce'
      | 'unexpected_sender',
      { references: JsonText; auth_results: JsonText | null }
    >;
    conversation_attachments: Table<
      ConversationAttachmentsTable,
      'id' | 'position' | Created,
      { size: BigInt8 }
    >;
    reply_tokens: Table<ReplyTokensTable, Created>;
    staff_availability: Table<
      StaffAvailabilityTable,
      'hours' | 'days_off' | 'updated_at',
      { hours: JsonText; days_off: JsonText }
    >;
    staff_calendar_feeds: Table<StaffCalendarFeedsTable, 'busy' | 'updated_at', { busy: JsonText }>;
    booked_slots: Table<BookedSlotsTable>;
    interviews: Table<InterviewsTable, 'id' | 'status' | 'sequence' | Stamped>;
    interview_interviewers: Table<InterviewInterviewersTable>;
    interview_kits: Table<
      InterviewKitsTable,
      'attributes' | 'questions' | 'updated_at',
      { attributes: JsonText; questions: JsonText }
    >;
    scorecards: Table<ScorecardsTable, 'notes' | 'submitted_at', { ratings: JsonText }>;
    booking_links: Table<BookingLinksTable, Created>;
    tracked_links: Table<TrackedLinksTable, 'id' | 'clicks' | Created>;
    application_status_links: Table<ApplicationStatusLinksTable, Created>;
    application_erasure_requests: Table<ApplicationErasureRequestsTable, Created>;
  }
}

/** What an insert into `T` sends (the required columns, then any others). */
export type InsertOf<T extends keyof Tables> = Knex.ResolveTableType<Tables[T], 'insert'>;
/** What an update of `T` sends. */
export type UpdateOf<T extends keyof Tables> = Knex.ResolveTableType<Tables[T], 'update'>;
