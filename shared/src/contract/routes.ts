/**
 * The route table: every call of the API (section 7 of the spec and the dashboard's additions),
 * declared once. The API's routers register from it, the clients (site, browser admin, desktop
 * forwarding) call through it, the caches and the desktop's allow-list recognise requests by it,
 * and tests use it. A path string of the API appears here and nowhere else.
 *
 * Paths use Koa-router's `:name` parameters. Declaration order matters where two paths could match
 * the same URL (`/api/careers/applications` before `/api/careers/:id`): `matchRoute` and the
 * routers both try them in this order.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { desktopRelease, publishedRelease } from './desktop';
import {
  blogDraftInput,
  blogPreviewLink,
  blogRevision,
  uploadedContentImage,
  blogRevisionSummary,
  draftSaved,
  editableBlogPost,
  newBlogDraftInput,
} from './blog-revisions';
import { adminInfo, auditEntry, loginInput, passwordChangeInput } from './admin';
import { applicationStatusUpdate, jobApplication } from './application';
import { blogPost, blogPostSummary } from './blog';
import { consultationInput, consultationRequest, consultationStatusUpdate } from './consultation';
import { contactInput, contactStatusUpdate, contactSubmission } from './contact';
import { job, jobInput } from './job';
import {
  candidateTemplate,
  createdWebhook,
  timeZoneInput,
  timeZoneSetting,
  unsubscribeInput,
  unsubscribeResult,
  notificationPreferences,
  notificationSettings,
  notificationTemplate,
  outboxMessage,
  outboxSummary,
  renderedEmail,
  templateInput,
  webhookEndpoint,
  webhookInput,
} from './notifications';
import type { Permission } from './roles';
import { spamUpdate } from './spam';
import {
  acceptInvitationInput,
  invitation,
  invitationInput,
  invitationIssued,
  invitationPreview,
  issuedLink,
  passwordResetInput,
  passwordResetRequestInput,
  recoveryCodes,
  securityPolicy,
  staffDirectoryEntry,
  staffMember,
  staffUpdate,
  twoFactorDisableInput,
  twoFactorEnableInput,
  twoFactorSetup,
} from './team';
import {
  applicationDetail,
  assigneeUpdate,
  consultationDetail,
  contactDetail,
  erasure,
  eraseInput,
  bulkStatusInput,
  bulkStatusResult,
  note,
  noteInput,
  overview,
  personalEmailInput,
  queuedEmail,
} from './workspace';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What the public sees that a write can change: rendered pages, public reads, sitemap, feed. */
export type ContentKind = 'blog' | 'job';

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  /** `admin`: the server refuses the call without an administrator's session (401). */
  readonly access: 'public' | 'admin';
  /** For `admin` calls: what the caller's role must allow, else 403 (see roles.ts). */
  readonly permission?: Permission;
  /** How the body travels (absent: no body); `form`: urlencoded, as a mail client posts it. */
  readonly body?: 'json' | 'multipart' | 'form';
  /** The body's schema (for multipart: its text fields). */
  readonly input?: z.ZodType;
  /** The JSON answer's schema; `list` answers are arrays with `X-Total-Count`. */
  readonly output?: z.ZodType;
  readonly list?: true;
  /** The answer is a file (CSV, resume), not JSON. */
  readonly file?: true;
  /** An anonymous answer depends on the URL alone, so it may be kept until content changes. */
  readonly cacheable?: true;
  /** A successful call changes this public content (its rendered pages and reads go stale). */
  readonly invalidates?: readonly ContentKind[];
  /** The call starts or ends the caller's session (the desktop app keeps the token by this). */
  readonly session?: 'signs-in' | 'signs-out';
}

const route = <const R extends RouteDef>(definition: R): R => definition;

const message = z.object({ message: z.string() });

export const API_PREFIX = '/api';

/** Whether a request path is the API's (rather than a page, an upload or a file). */
export const isApiPath = (path: string): boolean =>
  path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

export const routes = {
  admin: {
    login: route({
      method: 'POST',
      path: '/api/admin/login',
      access: 'public',
      body: 'json',
      input: loginInput,
      output: adminInfo,
      session: 'signs-in',
    }),
    logout: route({
      method: 'POST',
      path: '/api/admin/logout',
      access: 'public',
      session: 'signs-out',
    }),
    profile: route({
      method: 'GET',
      path: '/api/admin/profile',
      access: 'admin',
      permission: 'account',
      output: adminInfo,
    }),
    logoutAll: route({
      method: 'POST',
      path: '/api/admin/logout-all',
      access: 'admin',
      permission: 'account',
      output: z.object({ sessions: z.number() }),
    }),
    password: route({
      method: 'PUT',
      path: '/api/admin/password',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: passwordChangeInput,
      output: message,
    }),
  },
  twoFactor: {
    /** A new secret for the authenticator app; two-factor sign-in is on only after `enable`. */
    setup: route({
      method: 'POST',
      path: '/api/admin/2fa/setup',
      access: 'admin',
      permission: 'account',
      output: twoFactorSetup,
    }),
    enable: route({
      method: 'POST',
      path: '/api/admin/2fa/enable',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: twoFactorEnableInput,
      output: recoveryCodes,
    }),
    disable: route({
      method: 'POST',
      path: '/api/admin/2fa/disable',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: twoFactorDisableInput,
      output: message,
    }),
  },
  passwordReset: {
    /** Always 202, whether the account exists or not; rate limited. */
    request: route({
      method: 'POST',
      path: '/api/admin/password-reset/request',
      access: 'public',
      body: 'json',
      input: passwordResetRequestInput,
      output: message,
    }),
    /** Sets the password from an e-mailed link and ends every session of that person. */
    reset: route({
      method: 'POST',
      path: '/api/admin/password-reset',
      access: 'public',
      body: 'json',
      input: passwordResetInput,
      output: message,
    }),
  },
  team: {
    /** Everyone active, by name: authors and assignees (every role may read it). */
    directory: route({
      method: 'GET',
      path: '/api/admin/staff',
      access: 'admin',
      permission: 'account',
      output: staffDirectoryEntry,
      list: true,
    }),
    list: route({
      method: 'GET',
      path: '/api/admin/team',
      access: 'admin',
      permission: 'team',
      output: staffMember,
      list: true,
    }),
    /** A new role, or deactivation; only owners change owners; the last owner stays. */
    update: route({
      method: 'PUT',
      path: '/api/admin/team/:id',
      access: 'admin',
      permission: 'team',
      body: 'json',
      input: staffUpdate,
      output: staffMember,
    }),
    /** E-mails that person a link to set a new password. */
    passwordResetLink: route({
      method: 'POST',
      path: '/api/admin/team/:id/password-reset',
      access: 'admin',
      permission: 'team',
      output: issuedLink,
    }),
    policy: route({
      method: 'GET',
      path: '/api/admin/security-policy',
      access: 'admin',
      permission: 'team',
      output: securityPolicy,
    }),
    /** Owners only. */
    setPolicy: route({
      method: 'PUT',
      path: '/api/admin/security-policy',
      access: 'admin',
      permission: 'team',
      body: 'json',
      input: securityPolicy,
      output: securityPolicy,
    }),
  },
  invitations: {
    /** Pending invitations (newest first). */
    list: route({
      method: 'GET',
      path: '/api/admin/invitations',
      access: 'admin',
      permission: 'team',
      output: invitation,
      list: true,
    }),
    create: route({
      method: 'POST',
      path: '/api/admin/invitations',
      access: 'admin',
      permission: 'team',
      body: 'json',
      input: invitationInput,
      output: invitationIssued,
    }),
    /** `?token=`: whom the link invites, for the acceptance page. */
    preview: route({
      method: 'GET',
      path: '/api/admin/invitations/preview',
      access: 'public',
      output: invitationPreview,
    }),
    /** Creates the account and signs it in. */
    accept: route({
      method: 'POST',
      path: '/api/admin/invitations/accept',
      access: 'public',
      body: 'json',
      input: acceptInvitationInput,
      output: adminInfo,
      session: 'signs-in',
    }),
    /** A new link (the old one stops working) and a new e-mail. */
    resend: route({
      method: 'POST',
      path: '/api/admin/invitations/:id/resend',
      access: 'admin',
      permission: 'team',
      output: invitationIssued,
    }),
    revoke: route({
      method: 'DELETE',
      path: '/api/admin/invitations/:id',
      access: 'admin',
      permission: 'team',
    }),
  },
  privacy: {
    /** Removes every submission, note, resume and message of an address. */
    erase: route({
      method: 'POST',
      path: '/api/admin/privacy/erase',
      access: 'admin',
      permission: 'privacy',
      body: 'json',
      input: eraseInput,
      output: erasure,
    }),
  },
  overview: {
    /** New since my last visit, per status, and what waits for an answer (my role's kinds). */
    get: route({
      method: 'GET',
      path: '/api/admin/overview',
      access: 'admin',
      permission: 'account',
      output: overview,
    }),
  },
  exports: {
    /** Every row of a list as CSV, with the list's own filters (`?status&q&spam&assignee…`). */
    contacts: route({
      method: 'GET',
      path: '/api/admin/exports/contacts.csv',
      access: 'admin',
      permission: 'inquiries',
      file: true,
    }),
    consultations: route({
      method: 'GET',
      path: '/api/admin/exports/consultations.csv',
      access: 'admin',
      permission: 'inquiries',
      file: true,
    }),
    applications: route({
      method: 'GET',
      path: '/api/admin/exports/applications.csv',
      access: 'admin',
      permission: 'applications',
      file: true,
    }),
    jobs: route({
      method: 'GET',
      path: '/api/admin/exports/jobs.csv',
      access: 'admin',
      permission: 'jobs',
      file: true,
    }),
  },
  audit: {
    list: route({
      method: 'GET',
      path: '/api/admin/audit',
      access: 'admin',
      permission: 'audit',
      output: auditEntry,
      list: true,
    }),
    /** The same filters as the list, every matching row. */
    csv: route({
      method: 'GET',
      path: '/api/admin/audit.csv',
      access: 'admin',
      permission: 'audit',
      file: true,
    }),
  },
  outbox: {
    /** `?state&channel&endpointId&page&limit`, newest first. */
    list: route({
      method: 'GET',
      path: '/api/admin/outbox',
      access: 'admin',
      permission: 'settings',
      output: outboxSummary,
      list: true,
    }),
    get: route({
      method: 'GET',
      path: '/api/admin/outbox/:id',
      access: 'admin',
      permission: 'settings',
      output: outboxMessage,
    }),
    /** A failed, not-sent or cancelled message goes back to the queue, attempts reset. */
    retry: route({
      method: 'POST',
      path: '/api/admin/outbox/:id/retry',
      access: 'admin',
      permission: 'settings',
      output: outboxMessage,
    }),
    /** A queued or failed message will not be sent. */
    cancel: route({
      method: 'POST',
      path: '/api/admin/outbox/:id/cancel',
      access: 'admin',
      permission: 'settings',
      output: outboxMessage,
    }),
  },
  notifications: {
    settings: route({
      method: 'GET',
      path: '/api/admin/notifications',
      access: 'admin',
      permission: 'settings',
      output: notificationSettings,
    }),
    saveTemplate: route({
      method: 'PUT',
      path: '/api/admin/notifications/templates/:key',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: templateInput,
      output: notificationTemplate,
    }),
    /** Back to the built-in text. */
    resetTemplate: route({
      method: 'DELETE',
      path: '/api/admin/notifications/templates/:key',
      access: 'admin',
      permission: 'settings',
      output: notificationTemplate,
    }),
    /** The e-mail a template gives, with sample values, before it is saved. */
    previewTemplate: route({
      method: 'POST',
      path: '/api/admin/notifications/templates/:key/preview',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: templateInput,
      output: renderedEmail,
    }),
    preferences: route({
      method: 'GET',
      path: '/api/admin/notifications/preferences',
      access: 'admin',
      permission: 'account',
      output: notificationPreferences,
    }),
    savePreferences: route({
      method: 'PUT',
      path: '/api/admin/notifications/preferences',
      access: 'admin',
      permission: 'account',
      body: 'json',
      input: notificationPreferences,
      output: notificationPreferences,
    }),
    /** The company's time zone: times in e-mails, and the digest's hour. */
    saveTimeZone: route({
      method: 'PUT',
      path: '/api/admin/notifications/time-zone',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: timeZoneInput,
      output: timeZoneSetting,
    }),
    /** The candidate e-mails' saved texts, for the workspace's e-mail form. */
    candidateTemplates: route({
      method: 'GET',
      path: '/api/admin/candidate-templates',
      access: 'admin',
      permission: 'applications',
      output: z.array(candidateTemplate),
    }),
    /**
     * The List-Unsubscribe link (`?token=`) opened in a browser: a page with a confirm button
     * (HTML for a browser, JSON otherwise); it changes nothing by itself.
     */
    unsubscribePage: route({
      method: 'GET',
      path: '/api/notifications/unsubscribe',
      access: 'public',
      output: unsubscribeResult,
    }),
    /**
     * One-click unsubscribe (RFC 8058, `List-Unsubscribe=One-Click`): that person stops receiving
     * that kind of notification. A wrong token answers 404, as a missing one.
     */
    unsubscribe: route({
      method: 'POST',
      path: '/api/notifications/unsubscribe',
      access: 'public',
      body: 'form',
      input: unsubscribeInput,
      output: unsubscribeResult,
    }),
  },
  webhooks: {
    list: route({
      method: 'GET',
      path: '/api/admin/webhooks',
      access: 'admin',
      permission: 'settings',
      output: z.array(webhookEndpoint),
    }),
    create: route({
      method: 'POST',
      path: '/api/admin/webhooks',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: webhookInput,
      output: createdWebhook,
    }),
    update: route({
      method: 'PUT',
      path: '/api/admin/webhooks/:id',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: webhookInput,
      output: webhookEndpoint,
    }),
    remove: route({
      method: 'DELETE',
      path: '/api/admin/webhooks/:id',
      access: 'admin',
      permission: 'settings',
    }),
    /** Queues a `webhook.test` event to this endpoint; answers the outbox message. */
    test: route({
      method: 'POST',
      path: '/api/admin/webhooks/:id/test',
      access: 'admin',
      permission: 'settings',
      output: outboxMessage,
    }),
  },
  blogs: {
    list: route({
      method: 'GET',
      path: '/api/blogs',
      access: 'public',
      output: blogPostSummary,
      list: true,
      cacheable: true,
    }),
    adminList: route({
      method: 'GET',
      path: '/api/blogs/admin/all',
      access: 'admin',
      permission: 'blog',
      output: blogPostSummary,
      list: true,
    }),
    byCategory: route({
      method: 'GET',
      path: '/api/blogs/category/:category',
      access: 'public',
      output: blogPostSummary,
      list: true,
      cacheable: true,
    }),
    /** A draft or unpublished changes by a signed, expiring link (never cached, noindex). */
    preview: route({
      method: 'GET',
      path: '/api/blogs/preview/:token',
      access: 'public',
      output: blogPost,
    }),
    get: route({
      method: 'GET',
      path: '/api/blogs/:slugOrId',
      access: 'public',
      output: blogPost,
      cacheable: true,
    }),
    create: route({
      method: 'POST',
      path: '/api/blogs',
      access: 'admin',
      permission: 'blog',
      body: 'multipart',
      output: blogPost,
      invalidates: ['blog'],
    }),
    /** Every field (the form), or JSON `{published}` alone (the dashboard's Publish/Unpublish). */
    update: route({
      method: 'PUT',
      path: '/api/blogs/:id',
      access: 'admin',
      permission: 'blog',
      body: 'multipart',
      output: blogPost,
      invalidates: ['blog'],
    }),
    remove: route({
      method: 'DELETE',
      path: '/api/blogs/:id',
      access: 'admin',
      permission: 'blog',
      invalidates: ['blog'],
    }),
    /** The post to edit: as published, its version (also the ETag) and its working copy. */
    editable: route({
      method: 'GET',
      path: '/api/blogs/:id/edit',
      access: 'admin',
      permission: 'blog',
      output: editableBlogPost,
    }),
    /**
     * Autosave of a post never saved yet: created unpublished with what is typed (a title at
     * least), then autosaved through saveDraft like any other.
     */
    createDraft: route({
      method: 'POST',
      path: '/api/blogs/drafts',
      access: 'admin',
      permission: 'blog',
      body: 'json',
      input: newBlogDraftInput,
      output: editableBlogPost,
    }),
    /** Autosave: the working copy, not public; If-Match of an older version answers 409. */
    saveDraft: route({
      method: 'PUT',
      path: '/api/blogs/:id/draft',
      access: 'admin',
      permission: 'blog',
      body: 'json',
      input: blogDraftInput,
      output: draftSaved,
    }),
    /** Drops the working copy (the published text stays). */
    discardDraft: route({
      method: 'DELETE',
      path: '/api/blogs/:id/draft',
      access: 'admin',
      permission: 'blog',
      output: draftSaved,
    }),
    /** `?page&limit`, newest first. */
    revisions: route({
      method: 'GET',
      path: '/api/blogs/:id/revisions',
      access: 'admin',
      permission: 'blog',
      output: blogRevisionSummary,
      list: true,
    }),
    revision: route({
      method: 'GET',
      path: '/api/blogs/:id/revisions/:revisionId',
      access: 'admin',
      permission: 'blog',
      output: blogRevision,
    }),
    /** The editor's image insertion: the file (`image`), stored as featured images are. */
    uploadImage: route({
      method: 'POST',
      path: '/api/blogs/images',
      access: 'admin',
      permission: 'blog',
      body: 'multipart',
      output: uploadedContentImage,
    }),
    createPreview: route({
      method: 'POST',
      path: '/api/blogs/:id/preview',
      access: 'admin',
      permission: 'blog',
      output: blogPreviewLink,
    }),
    /** Makes a revision the working copy (itself a new revision); "Update Post" publishes it. */
    restoreRevision: route({
      method: 'POST',
      path: '/api/blogs/:id/revisions/:revisionId/restore',
      access: 'admin',
      permission: 'blog',
      output: editableBlogPost,
    }),
  },
  desktop: {
    /** The live desktop release and its installers, for the "Desktop app" page (every role). */
    latest: route({
      method: 'GET',
      path: '/api/desktop/latest',
      access: 'admin',
      permission: 'account',
      output: desktopRelease,
    }),
    /**
     * Publishes a release from the files electron-builder wrote (multipart, streamed to disk),
     * with the checks of `npm run desktop:publish`; owners only, audited.
     */
    publish: route({
      method: 'POST',
      path: '/api/desktop/releases',
      access: 'admin',
      permission: 'releases',
      body: 'multipart',
      output: publishedRelease,
    }),
  },
  jobs: {
    /** The public sees active jobs; an administrator every job, with status and search filters. */
    list: route({
      method: 'GET',
      path: '/api/careers',
      access: 'public',
      output: job,
      list: true,
      cacheable: true,
    }),
    create: route({
      method: 'POST',
      path: '/api/careers',
      access: 'admin',
      permission: 'jobs',
      body: 'json',
      input: jobInput,
      output: job,
      invalidates: ['job'],
    }),
  },
  applications: {
    list: route({
      method: 'GET',
      path: '/api/careers/applications',
      access: 'admin',
      permission: 'applications',
      output: jobApplication,
      list: true,
    }),
    updateStatus: route({
      method: 'PUT',
      path: '/api/careers/applications/:id',
      access: 'admin',
      permission: 'applications',
      body: 'json',
      input: applicationStatusUpdate,
      output: jobApplication,
    }),
    setSpam: route({
      method: 'PUT',
      path: '/api/careers/applications/:id/spam',
      access: 'admin',
      permission: 'applications',
      body: 'json',
      input: spamUpdate,
      output: jobApplication,
    }),
    resume: route({
      method: 'GET',
      path: '/api/careers/applications/:id/resume',
      access: 'admin',
      permission: 'applications',
      file: true,
    }),
    /** The detail: notes, assignee and activity timeline. */
    get: route({
      method: 'GET',
      path: '/api/careers/applications/:id',
      access: 'admin',
      permission: 'applications',
      output: applicationDetail,
    }),
    addNote: route({
      method: 'POST',
      path: '/api/careers/applications/:id/notes',
      access: 'admin',
      permission: 'applications',
      body: 'json',
      input: noteInput,
      output: note,
    }),
    assign: route({
      method: 'PUT',
      path: '/api/careers/applications/:id/assignee',
      access: 'admin',
      permission: 'applications',
      body: 'json',
      input: assigneeUpdate,
      output: applicationDetail,
    }),
    /** An e-mail to the person, through the outbox; shown in the timeline. */
    email: route({
      method: 'POST',
      path: '/api/careers/applications/:id/email',
      access: 'admin',
      permission: 'applications',
      body: 'json',
      input: personalEmailInput,
      output: queuedEmail,
    }),
    /** Several applications to one status (rejecting them, say), with one e-mail each. */
    bulkStatus: route({
      method: 'POST',
      path: '/api/careers/applications/bulk-status',
      access: 'admin',
      permission: 'applications',
      body: 'json',
      input: bulkStatusInput,
      output: bulkStatusResult,
    }),
  },
  // After `applications`: `/api/careers/applications` is not a job id.
  job: {
    get: route({
      method: 'GET',
      path: '/api/careers/:id',
      access: 'public',
      output: job,
      cacheable: true,
    }),
    update: route({
      method: 'PUT',
      path: '/api/careers/:id',
      access: 'admin',
      permission: 'jobs',
      body: 'json',
      input: jobInput,
      output: job,
      invalidates: ['job'],
    }),
    remove: route({
      method: 'DELETE',
      path: '/api/careers/:id',
      access: 'admin',
      permission: 'jobs',
      invalidates: ['job'],
    }),
    apply: route({
      method: 'POST',
      path: '/api/careers/:id/apply',
      access: 'public',
      body: 'multipart',
      output: jobApplication,
    }),
  },
  contact: {
    submit: route({
      method: 'POST',
      path: '/api/contact',
      access: 'public',
      body: 'json',
      input: contactInput,
      output: contactSubmission,
    }),
    list: route({
      method: 'GET',
      path: '/api/contact',
      access: 'admin',
      permission: 'inquiries',
      output: contactSubmission,
      list: true,
    }),
    updateStatus: route({
      method: 'PUT',
      path: '/api/contact/:id',
      access: 'admin',
      permission: 'inquiries',
      body: 'json',
      input: contactStatusUpdate,
      output: contactSubmission,
    }),
    setSpam: route({
      method: 'PUT',
      path: '/api/contact/:id/spam',
      access: 'admin',
      permission: 'inquiries',
      body: 'json',
      input: spamUpdate,
      output: contactSubmission,
    }),
    /** The detail: notes, assignee and activity timeline. */
    get: route({
      method: 'GET',
      path: '/api/contact/:id',
      access: 'admin',
      permission: 'inquiries',
      output: contactDetail,
    }),
    addNote: route({
      method: 'POST',
      path: '/api/contact/:id/notes',
      access: 'admin',
      permission: 'inquiries',
      body: 'json',
      input: noteInput,
      output: note,
    }),
    assign: route({
      method: 'PUT',
      path: '/api/contact/:id/assignee',
      access: 'admin',
      permission: 'inquiries',
      body: 'json',
      input: assigneeUpdate,
      output: contactDetail,
    }),
    /** An e-mail to the person, through the outbox; shown in the timeline. */
    email: route({
      method: 'POST',
      path: '/api/contact/:id/email',
      access: 'admin',
      permission: 'inquiries',
      body: 'json',
      input: personalEmailInput,
      output: queuedEmail,
    }),
  },
  consultation: {
    submit: route({
      method: 'POST',
      path: '/api/consultation',
      access: 'public',
      body: 'json',
      input: consultationInput,
      output: consultationRequest,
    }),
    list: route({
      method: 'GET',
      path: '/api/consultation',
      access: 'admin',
      permission: 'inquiries',
      output: consultationRequest,
      list: true,
    }),
    updateStatus: route({
      method: 'PUT',
      path: '/api/consultation/:id',
      access: 'admin',
      permission: 'inquiries',
      body: 'json',
      input: consultationStatusUpdate,
      output: consultationRequest,
    }),
    setSpam: route({
      method: 'PUT',
      path: '/api/consultation/:id/spam',
      access: 'admin',
      permission: 'inquiries',
      body: 'json',
      input: spamUpdate,
      output: consultationRequest,
    }),
    /** The detail: notes, assignee and activity timeline. */
    get: route({
      method: 'GET',
      path: '/api/consultation/:id',
      access: 'admin',
      permission: 'inquiries',
      output: consultationDetail,
    }),
    addNote: route({
      method: 'POST',
      path: '/api/consultation/:id/notes',
      access: 'admin',
      permission: 'inquiries',
      body: 'json',
      input: noteInput,
      output: note,
    }),
    assign: route({
      method: 'PUT',
      path: '/api/consultation/:id/assignee',
      access: 'admin',
      permission: 'inquiries',
      body: 'json',
      input: assigneeUpdate,
      output: consultationDetail,
    }),
    /** An e-mail to the person, through the outbox; shown in the timeline. */
    email: route({
      method: 'POST',
      path: '/api/consultation/:id/email',
      access: 'admin',
      permission: 'inquiries',
      body: 'json',
      input: personalEmailInput,
      output: queuedEmail,
    }),
  },
} as const;

/** Every route, in declaration order. */
export const ALL_ROUTES: readonly RouteDef[] = Object.values(routes).flatMap((group): RouteDef[] =>
  Object.values(group),
);

/** The parameter names of a path: `'/api/blogs/:id'` gives `'id'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ParamsOf<R extends RouteDef> = { [K in ParamNames<R['path']>]: string };

/** The URL path of a call, its parameters encoded. */
export function pathOf<R extends RouteDef>(definition: R, params: ParamsOf<R>): string {
  const values = params as Record<string, string>;
  return definition.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${definition.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

const compiled = ALL_ROUTES.map((definition) => ({
  definition,
  pattern: new RegExp(
    `^${definition.path.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '([^/]+)')}/?$`,
  ),
}));

/** The declared route a request is for, or undefined (HEAD is matched as GET). */
export function matchRoute(method: string, path: string): RouteDef | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const { definition, pattern } of compiled) {
    if (definition.method === wanted && pattern.test(path)) return definition;
  }
  return undefined;
}
