/**
 * Rows to JSON: explicit allow-lists, `_id` and camelCase, ISO dates. A column not named here
 * never reaches a response (resume_key, password_hash...).
 */
import type { StaffProfile } from '@northbeam/shared/contract/admin';
import type { JobApplication } from '@northbeam/shared/contract/application';
import { pathOf, routes } from '@northbeam/shared/contract/routes';
import type { BlogPost, BlogPostSummary } from '@northbeam/shared/contract/blog';
import type { ConsultationRequest } from '@northbeam/shared/contract/consultation';
import type { ContactSubmission } from '@northbeam/shared/contract/contact';
import { closesAt, type Job, type SalaryUnit } from '@northbeam/shared/contract/job';
import type { SpamMark } from '@northbeam/shared/contract/spam';
import type { Invitation, InvitationState, StaffMember } from '@northbeam/shared/contract/team';
import type { StaffRow } from '../db/staff.queries';
import type { ApplicationRow } from '../db/applications.queries';
import type { BlogRow, BlogSummaryRow } from '../db/blogs.queries';
import type { InquiryRow } from '../db/inquiries.queries';
import type { AssigneeColumns } from '../db/list';
import type { JobRow } from '../db/jobs.queries';
import type { SpamColumns } from '../db/spam';
import type { InvitationRow } from '../db/team.queries';
import { imageVariants } from '../services/image-variants';

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentBlogSummary(row: BlogSummaryRow): BlogPostSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    imageUrl: row.image_url,
    category: row.category as BlogPostSummary['category'],
    author: row.author,
    tags: row.tags,
    published: row.published,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    ...(row.publish_at && !row.published ? { publishAt: iso(row.publish_at) } : {}),
    ...withImage(row.image_url),
  };
}

/** `image` (size and WebP srcset) of an uploaded image; nothing for other addresses. */
function withImage(imageUrl: string): { image?: NonNullable<BlogPostSummary['image']> } {
  const image = imageVariants(imageUrl);
  return image ? { image } : {};
}

export function presentBlog(row: BlogRow): BlogPost {
  return { ...presentBlogSummary(row), content: row.content };
}

export function presentJob(row: JobRow): Job {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    location: row.location,
    type: row.type,
    isActive: row.is_active,
    postedDate: iso(row.posted_date),
    salary:
      row.salary_currency && row.salary_unit && row.salary_min !== null && row.salary_max !== null
        ? {
            currency: row.salary_currency,
            min: Number(row.salary_min),
            max: Number(row.salary_max),
            unit: row.salary_unit as SalaryUnit,
          }
        : null,
    closingDate: row.closing_date,
    closed: row.closing_date !== null && closesAt(row.closing_date).getTime() < Date.now(),
    // A confidential job order never names its client (page, JSON-LD, API, feed).
    ...(row.client_name && !row.confidential ? { clientName: row.client_name } : {}),
  };
}

/** A job as the team sees it: its job order's client, openings and confidentiality too. */
export function presentStaffJob(row: JobRow): Job {
  return {
    ...presentJob(row),
    ...(row.client_name ? { clientName: row.client_name } : {}),
    clientId: row.client_id,
    openings: row.openings,
    confidential: row.confidential,
  };
}

export function presentApplication(row: ApplicationRow): JobApplication {
  return {
    _id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    coverLetter: row.cover_letter,
    resumeUrl: pathOf(routes.applications.resume, { id: row.id }),
    resumeName: row.resume_name,
    job: row.job_id ? { _id: row.job_id, title: row.job_title ?? '' } : null,
    status: row.status,
    appliedAt: iso(row.applied_at),
  };
}

export function presentContact(row: InquiryRow): ContactSubmission {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone ?? '',
    company: row.company,
    message: row.message,
    status: row.status as ContactSubmission['status'],
    createdAt: iso(row.created_at),
  };
}

export function presentConsultation(row: InquiryRow): ConsultationRequest {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    message: row.message,
    status: row.status as ConsultationRequest['status'],
    createdAt: iso(row.created_at),
  };
}

/** The signed-in person; `requireTwoFactor` is the organisation's policy. */
export function presentAdmin(
  row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role' | 'totp_enabled_at'>,
  requireTwoFactor: boolean,
  token?: string,
): StaffProfile {
  const twoFactor = row.totp_enabled_at !== null;
  const info: StaffProfile = {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    twoFactor,
    twoFactorSetupRequired: requireTwoFactor && !twoFactor,
  };
  return token ? { ...info, token } : info;
}

export function presentStaffMember(
  row: Pick<
    StaffRow,
    | 'id'
    | 'email'
    | 'name'
    | 'role'
    | 'deactivated_at'
    | 'totp_enabled_at'
    | 'created_at'
    | 'last_sign_in_at'
  >,
): StaffMember {
  return {
    _id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.deactivated_at === null,
    twoFactor: row.totp_enabled_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
  };
}

export function presentInvitation(row: InvitationRow): Invitation {
  const state: InvitationState = row.accepted_at
    ? 'accepted'
    : row.revoked_at
      ? 'revoked'
      : new Date(row.expires_at).getTime() <= Date.now()
        ? 'expired'
        : 'pending';
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    state,
    invitedBy: row.invited_by_email ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

/*
 * The admin's views of the submissions: the public answer plus its spam mark. The public create
 * answers leave the mark out, so a bot cannot tell whether it was caught.
 */
const spamMarkOf = (row: SpamColumns): SpamMark =>
  row.spam ? { verdict: row.spam, reason: row.spam_reason ?? '' } : null;

/** Whose turn the conversation is, where the list query read it (conversations.queries.ts). */
const awaitingOf = (row: { last_turn?: 'in' | 'out' | null }) =>
  row.last_turn === undefined
    ? {}
    : {
        awaiting:
          row.last_turn === 'in' ? ('us' as const) : row.last_turn ? ('them' as const) : null,
      };

/** Who handles it, where the list query read it (db/list.ts's assigneeColumns). */
const assigneeOf = (row: AssigneeColumns) =>
  row.assignee_name === undefined
    ? {}
    : {
        assignee:
          row.assignee_id && row.assignee_name !== null
            ? { _id: row.assignee_id, name: row.assignee_name, email: row.assignee_email ?? '' }
            : null,
      };

export const presentContactForAdmin = (row: InquiryRow): ContactSubmission => ({
  ...presentContact(row),
  spam: spamMarkOf(row),
  ...awaitingOf(row),
  ...assigneeOf(row),
});

export const presentConsultationForAdmin = (row: InquiryRow): ConsultationRequest => ({
  ...presentConsultation(row),
  spam: spamMarkOf(row),
  ...awaitingOf(row),
  ...assigneeOf(row),
});

export const presentApplicationForAdmin = (row: ApplicationRow): JobApplication => ({
  ...presentApplication(row),
  spam: spamMarkOf(row),
  ...awaitingOf(row),
  ...assigneeOf(row),
});
