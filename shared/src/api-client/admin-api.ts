/** Typed admin calls (section 7), through the route table, on an injected transport. */
import type { LoginInput, PasswordChangeInput } from '../contract/admin';
import type { ApplicationStatus, ConsultationStatus, ContactStatus } from '../contract/constants';
import type { BlogInput } from '../contract/blog';
import type { JobInput } from '../contract/job';
import type {
  NotificationPreferences,
  OutboxChannel,
  OutboxState,
  TemplateInput,
  TemplateKey,
  TimeZoneInput,
  WebhookInput,
} from '../contract/notifications';
import { blogEtag, type BlogDraftInput } from '../contract/blog-revisions';
import { routes } from '../contract/routes';
import type {
  AcceptInvitationInput,
  InvitationInput,
  PasswordResetInput,
  SecurityPolicy,
  StaffUpdate,
} from '../contract/team';
import type { PersonalEmailInput } from '../contract/workspace';
import type { Awaiting, ReplyInput } from '../contract/conversations';
import type { SubmissionKind } from '../contract/notifications';
import type { ReportQuery } from '../contract/reports';
import { createCaller, type ListOptions } from './call';
import { schedulingCalls } from './scheduling-api';
import { staffingCalls } from './staffing-api';
import type { FilePart, RequestBody, Transport } from './transport';

export interface AdminListOptions extends ListOptions {
  status?: string;
  q?: string;
  /** `only`: the Spam filter of the submission lists (absent: everything but spam). */
  spam?: 'only';
  /** Submission lists: `me`, `none` or a person's id. */
  assignee?: string;
  /** Job applications: one job's. */
  jobId?: string;
  /** Submission lists: whose turn the conversation is. */
  awaiting?: Awaiting;
}

export interface AuditListOptions extends ListOptions {
  q?: string;
  action?: string;
}

function blogFields(input: BlogInput): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    fields[key] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return fields;
}

export interface OutboxListOptions extends ListOptions {
  state?: OutboxState;
  channel?: OutboxChannel;
  /** One webhook endpoint's deliveries. */
  endpointId?: string;
}

/** Each kind's conversation calls. */
const MESSAGE_CALLS = {
  application: routes.applicationMessages,
  contact: routes.contactMessages,
  consultation: routes.consultationMessages,
} as const;

export function createAdminApi(transport: Transport) {
  const { call, page } = createCaller(transport);
  const json = (data: unknown) => ({ kind: 'json' as const, data });
  const listOf = (options: AdminListOptions | AuditListOptions) => ({
    query: { ...options },
    paging: options,
  });
  const blogBody = (input: BlogInput, image?: FilePart): RequestBody => ({
    kind: 'multipart',
    fields: blogFields(input),
    files: image ? { image } : {},
  });

  return {
    login: (input: LoginInput) => call(routes.admin.login, { body: json(input) }),
    logout: async () => {
      await call(routes.admin.logout);
    },
    profile: () => call(routes.admin.profile),
    session: () => call(routes.admin.session),
    /** Ends every session of the signed-in administrator, this one included. */
    logoutEverywhere: () => call(routes.admin.logoutAll),
    /** Changes the password; every session ends, this one included (sign in again). */
    changePassword: (input: PasswordChangeInput) =>
      call(routes.admin.password, { body: json(input) }),
    listAudit: (options: AuditListOptions = {}) => page(routes.audit.list, listOf(options)),
    // Two-factor sign-in of the signed-in person.
    setupTwoFactor: () => call(routes.twoFactor.setup),
    enableTwoFactor: (code: string) => call(routes.twoFactor.enable, { body: json({ code }) }),
    disableTwoFactor: (password: string, code: string) =>
      call(routes.twoFactor.disable, { body: json({ password, code }) }),
    // The team.
    listTeam: () => call(routes.team.list),
    updateMember: (id: string, change: StaffUpdate) =>
      call(routes.team.update, { params: { id }, body: json(change) }),
    sendPasswordResetLink: (id: string) => call(routes.team.passwordResetLink, { params: { id } }),
    securityPolicy: () => call(routes.team.policy),
    setSecurityPolicy: (policy: SecurityPolicy) =>
      call(routes.team.setPolicy, { body: json(policy) }),
    listInvitations: () => call(routes.invitations.list),
    invite: (input: InvitationInput) => call(routes.invitations.create, { body: json(input) }),
    resendInvitation: (id: string) => call(routes.invitations.resend, { params: { id } }),
    revokeInvitation: async (id: string) => {
      await call(routes.invitations.revoke, { params: { id } });
    },
    // The workspace of a submission.
    staffDirectory: () => call(routes.team.directory),
    getApplication: (id: string) => call(routes.applications.get, { params: { id } }),
    addApplicationNote: (id: string, body: string) =>
      call(routes.applications.addNote, { params: { id }, body: json({ body }) }),
    assignApplication: (id: string, assigneeId: string | null) =>
      call(routes.applications.assign, { params: { id }, body: json({ assigneeId }) }),
    getContact: (id: string) => call(routes.contact.get, { params: { id } }),
    addContactNote: (id: string, body: string) =>
      call(routes.contact.addNote, { params: { id }, body: json({ body }) }),
    assignContact: (id: string, assigneeId: string | null) =>
      call(routes.contact.assign, { params: { id }, body: json({ assigneeId }) }),
    getConsultation: (id: string) => call(routes.consultation.get, { params: { id } }),
    addConsultationNote: (id: string, body: string) =>
      call(routes.consultation.addNote, { params: { id }, body: json({ body }) }),
    assignConsultation: (id: string, assigneeId: string | null) =>
      call(routes.consultation.assign, { params: { id }, body: json({ assigneeId }) }),
    emailApplicant: (id: string, input: PersonalEmailInput) =>
      call(routes.applications.email, { params: { id }, body: json(input) }),
    emailContact: (id: string, input: PersonalEmailInput) =>
      call(routes.contact.email, { params: { id }, body: json(input) }),
    emailConsultation: (id: string, input: PersonalEmailInput) =>
      call(routes.consultation.email, { params: { id }, body: json(input) }),
    bulkApplicationStatus: (ids: string[], status: ApplicationStatus, email?: PersonalEmailInput) =>
      call(routes.applications.bulkStatus, {
        body: json(email ? { ids, status, email } : { ids, status }),
      }),
    // Conversations: replies from the thread, reply addresses, Unmatched (files: the routes
    // applicationMessages/contactMessages/consultationMessages.attachment and
    // unmatched.attachment, read as files).
    replyTo: (kind: SubmissionKind, id: string, input: ReplyInput) =>
      call(MESSAGE_CALLS[kind].reply, { params: { id }, body: json(input) }),
    revokeReplyAddress: (kind: SubmissionKind, id: string) =>
      call(MESSAGE_CALLS[kind].revokeReplyAddress, { params: { id } }),
    listUnmatched: (options: ListOptions = {}) =>
      page(routes.unmatched.list, { query: { ...options }, paging: options }),
    getUnmatched: (id: string) => call(routes.unmatched.get, { params: { id } }),
    attachUnmatched: (id: string, kind: SubmissionKind, itemId: string) =>
      call(routes.unmatched.attach, { params: { id }, body: json({ kind, id: itemId }) }),
    discardUnmatched: async (id: string) => {
      await call(routes.unmatched.discard, { params: { id } });
    },
    // The candidate's status page link of an application (never its token).
    statusLink: (id: string) => call(routes.statusLinks.get, { params: { id } }),
    revokeStatusLink: (id: string) => call(routes.statusLinks.revoke, { params: { id } }),
    sendStatusLink: (id: string) => call(routes.statusLinks.send, { params: { id } }),
    overview: () => call(routes.overview.get),
    erasePerson: (email: string) => call(routes.privacy.erase, { body: json({ email }) }),
    // Signed out: links from e-mails.
    previewInvitation: (token: string) => call(routes.invitations.preview, { query: { token } }),
    acceptInvitation: (input: AcceptInvitationInput) =>
      call(routes.invitations.accept, { body: json(input) }),
    requestPasswordReset: (email: string) =>
      call(routes.passwordReset.request, { body: json({ email }) }),
    resetPassword: (input: PasswordResetInput) =>
      call(routes.passwordReset.reset, { body: json(input) }),

    listOutbox: (options: OutboxListOptions = {}) =>
      page(routes.outbox.list, { query: { ...options }, paging: options }),
    getOutboxMessage: (id: string) => call(routes.outbox.get, { params: { id } }),
    retryOutboxMessage: (id: string) => call(routes.outbox.retry, { params: { id } }),
    cancelOutboxMessage: (id: string) => call(routes.outbox.cancel, { params: { id } }),
    notificationSettings: () => call(routes.notifications.settings),
    saveTemplate: (key: TemplateKey, input: TemplateInput) =>
      call(routes.notifications.saveTemplate, { params: { key }, body: json(input) }),
    resetTemplate: (key: TemplateKey) =>
      call(routes.notifications.resetTemplate, { params: { key } }),
    previewTemplate: (key: TemplateKey, input: TemplateInput) =>
      call(routes.notifications.previewTemplate, { params: { key }, body: json(input) }),
    notificationPreferences: () => call(routes.notifications.preferences),
    saveNotificationPreferences: (input: NotificationPreferences) =>
      call(routes.notifications.savePreferences, { body: json(input) }),
    saveTimeZone: (input: TimeZoneInput) =>
      call(routes.notifications.saveTimeZone, { body: json(input) }),
    candidateTemplates: () => call(routes.notifications.candidateTemplates),
    listWebhooks: () => call(routes.webhooks.list),
    createWebhook: (input: WebhookInput) => call(routes.webhooks.create, { body: json(input) }),
    updateWebhook: (id: string, input: WebhookInput) =>
      call(routes.webhooks.update, { params: { id }, body: json(input) }),
    deleteWebhook: async (id: string) => {
      await call(routes.webhooks.remove, { params: { id } });
    },
    testWebhook: (id: string) => call(routes.webhooks.test, { params: { id } }),

    listContacts: (options: AdminListOptions = {}) => page(routes.contact.list, listOf(options)),
    updateContactStatus: (id: string, status: ContactStatus) =>
      call(routes.contact.updateStatus, { params: { id }, body: json({ status }) }),
    /** Moves a contact submission into Spam (`true`) or back to the ordinary list. */
    setContactSpam: (id: string, spam: boolean) =>
      call(routes.contact.setSpam, { params: { id }, body: json({ spam }) }),
    listConsultations: (options: AdminListOptions = {}) =>
      page(routes.consultation.list, listOf(options)),
    updateConsultationStatus: (id: string, status: ConsultationStatus) =>
      call(routes.consultation.updateStatus, { params: { id }, body: json({ status }) }),
    setConsultationSpam: (id: string, spam: boolean) =>
      call(routes.consultation.setSpam, { params: { id }, body: json({ spam }) }),
    listApplications: (options: AdminListOptions = {}) =>
      page(routes.applications.list, listOf(options)),
    updateApplicationStatus: (id: string, status: ApplicationStatus) =>
      call(routes.applications.updateStatus, { params: { id }, body: json({ status }) }),
    setApplicationSpam: (id: string, spam: boolean) =>
      call(routes.applications.setSpam, { params: { id }, body: json({ spam }) }),

    /** Admin sees inactive jobs too. */
    listJobs: (options: AdminListOptions = {}) => page(routes.jobs.list, listOf(options)),
    getJob: (id: string) => call(routes.job.get, { params: { id } }),
    createJob: (input: JobInput) => call(routes.jobs.create, { body: json(input) }),
    updateJob: (id: string, input: JobInput) =>
      call(routes.job.update, { params: { id }, body: json(input) }),
    deleteJob: async (id: string) => {
      await call(routes.job.remove, { params: { id } });
    },

    listAllBlogs: (options: AdminListOptions = {}) => page(routes.blogs.adminList, listOf(options)),
    getBlog: (id: string) => call(routes.blogs.get, { params: { slugOrId: id } }),
    createBlog: (input: BlogInput, image?: FilePart) =>
      call(routes.blogs.create, { body: blogBody(input, image) }),
    updateBlog: (id: string, input: BlogInput, image?: FilePart) =>
      call(routes.blogs.update, { params: { id }, body: blogBody(input, image) }),
    setBlogPublished: (id: string, published: boolean) =>
      call(routes.blogs.update, { params: { id }, body: json({ published }) }),
    /** The form's "Update Post": only over `version` (else ApiError 409 with `current`). */
    publishBlog: (id: string, input: BlogInput, version: number, image?: FilePart) =>
      call(routes.blogs.update, {
        params: { id },
        body: blogBody(input, image),
        ifMatch: blogEtag(version),
      }),
    getDesktopRelease: () => call(routes.desktop.latest),
    getEditableBlog: (id: string) => call(routes.blogs.editable, { params: { id } }),
    /** A post never saved yet, created unpublished by the autosave (a title at least). */
    createBlogDraft: (draft: BlogDraftInput) =>
      call(routes.blogs.createDraft, { body: json(draft) }),
    saveBlogDraft: (id: string, draft: BlogDraftInput, version: number) =>
      call(routes.blogs.saveDraft, {
        params: { id },
        body: json(draft),
        ifMatch: blogEtag(version),
      }),
    discardBlogDraft: (id: string, version: number) =>
      call(routes.blogs.discardDraft, { params: { id }, ifMatch: blogEtag(version) }),
    listBlogRevisions: (id: string, options: ListOptions = {}) =>
      page(routes.blogs.revisions, { params: { id }, query: { ...options }, paging: options }),
    getBlogRevision: (id: string, revisionId: string) =>
      call(routes.blogs.revision, { params: { id, revisionId } }),
    uploadBlogImage: (image: FilePart) =>
      call(routes.blogs.uploadImage, {
        body: { kind: 'multipart', fields: {}, files: { image } },
      }),
    createBlogPreview: (id: string) => call(routes.blogs.createPreview, { params: { id } }),
    restoreBlogRevision: (id: string, revisionId: string) =>
      call(routes.blogs.restoreRevision, { params: { id, revisionId } }),
    deleteBlog: async (id: string) => {
      await call(routes.blogs.remove, { params: { id } });
    },
    // Scheduling: availability, interviews, scorecards, interview kits, consultation calls.
    ...schedulingCalls(call),
    // Search (issue 33): the palette, past candidates, duplicates and their merge.
    search: (q: string) => call(routes.search.palette, { query: { q } }),
    pastCandidates: (jobId: string) =>
      call(routes.search.pastCandidates, { params: { id: jobId } }),
    possibleDuplicates: (applicationId: string) =>
      call(routes.search.duplicates, { params: { id: applicationId } }),
    mergePeople: (applicationId: string, otherApplicationId: string) =>
      call(routes.search.merge, {
        params: { id: applicationId },
        body: json({ applicationId: otherApplicationId }),
      }),
    // --- Attribution and reports (issue 32) ---
    listTrackedLinks: (jobId: string) => call(routes.trackedLinks.list, { params: { id: jobId } }),
    createTrackedLink: (jobId: string, source: string) =>
      call(routes.trackedLinks.create, { params: { id: jobId }, body: json({ source }) }),
    deleteTrackedLink: async (jobId: string, linkId: string) => {
      await call(routes.trackedLinks.remove, { params: { id: jobId, linkId } });
    },
    recruitingReport: (range: ReportQuery) =>
      call(routes.reports.recruiting, { query: { ...range } }),
    leadsReport: (range: ReportQuery) => call(routes.reports.leads, { query: { ...range } }),
    contentReport: (range: ReportQuery) => call(routes.reports.content, { query: { ...range } }),
    // --- end of attribution and reports ---
    ...staffingCalls({ call, page }),
  };
}
export type AdminApi = ReturnType<typeof createAdminApi>;
