/**
 * The route table's shapes (method, path, body, list, file, session), by the table's keys: what
 * the admin's first bundle sends calls by before any schema is built (see route-shape.ts).
 * Written by `npm run route-shapes` from routes.ts: do not edit by hand.
 */
import type { ShapeTable } from './route-shape';

export const ROUTE_SHAPES = {
  admin: {
    login: {
      method: 'POST',
      path: '/api/admin/login',
      body: 'json',
      session: 'signs-in',
    },
    logout: {
      method: 'POST',
      path: '/api/admin/logout',
      session: 'signs-out',
    },
    profile: {
      method: 'GET',
      path: '/api/admin/profile',
    },
    session: {
      method: 'GET',
      path: '/api/admin/session',
    },
    logoutAll: {
      method: 'POST',
      path: '/api/admin/logout-all',
    },
    password: {
      method: 'PUT',
      path: '/api/admin/password',
      body: 'json',
    },
  },
  twoFactor: {
    setup: {
      method: 'POST',
      path: '/api/admin/2fa/setup',
    },
    enable: {
      method: 'POST',
      path: '/api/admin/2fa/enable',
      body: 'json',
    },
    disable: {
      method: 'POST',
      path: '/api/admin/2fa/disable',
      body: 'json',
    },
  },
  passwordReset: {
    request: {
      method: 'POST',
      path: '/api/admin/password-reset/request',
      body: 'json',
    },
    reset: {
      method: 'POST',
      path: '/api/admin/password-reset',
      body: 'json',
    },
  },
  team: {
    directory: {
      method: 'GET',
      path: '/api/admin/staff',
      list: true,
    },
    list: {
      method: 'GET',
      path: '/api/admin/team',
      list: true,
    },
    update: {
      method: 'PUT',
      path: '/api/admin/team/:id',
      body: 'json',
    },
    passwordResetLink: {
      method: 'POST',
      path: '/api/admin/team/:id/password-reset',
    },
    policy: {
      method: 'GET',
      path: '/api/admin/security-policy',
    },
    setPolicy: {
      method: 'PUT',
      path: '/api/admin/security-policy',
      body: 'json',
    },
  },
  invitations: {
    list: {
      method: 'GET',
      path: '/api/admin/invitations',
      list: true,
    },
    create: {
      method: 'POST',
      path: '/api/admin/invitations',
      body: 'json',
    },
    preview: {
      method: 'GET',
      path: '/api/admin/invitations/preview',
    },
    accept: {
      method: 'POST',
      path: '/api/admin/invitations/accept',
      body: 'json',
      session: 'signs-in',
    },
    resend: {
      method: 'POST',
      path: '/api/admin/invitations/:id/resend',
    },
    revoke: {
      method: 'DELETE',
      path: '/api/admin/invitations/:id',
    },
  },
  privacy: {
    erase: {
      method: 'POST',
      path: '/api/admin/privacy/erase',
      body: 'json',
    },
  },
  overview: {
    get: {
      method: 'GET',
      path: '/api/admin/overview',
    },
  },
  exports: {
    contacts: {
      method: 'GET',
      path: '/api/admin/exports/contacts.csv',
      file: true,
    },
    consultations: {
      method: 'GET',
      path: '/api/admin/exports/consultations.csv',
      file: true,
    },
    applications: {
      method: 'GET',
      path: '/api/admin/exports/applications.csv',
      file: true,
    },
    jobs: {
      method: 'GET',
      path: '/api/admin/exports/jobs.csv',
      file: true,
    },
  },
  audit: {
    list: {
      method: 'GET',
      path: '/api/admin/audit',
      list: true,
    },
    csv: {
      method: 'GET',
      path: '/api/admin/audit.csv',
      file: true,
    },
  },
  outbox: {
    list: {
      method: 'GET',
      path: '/api/admin/outbox',
      list: true,
    },
    get: {
      method: 'GET',
      path: '/api/admin/outbox/:id',
    },
    retry: {
      method: 'POST',
      path: '/api/admin/outbox/:id/retry',
    },
    cancel: {
      method: 'POST',
      path: '/api/admin/outbox/:id/cancel',
    },
  },
  notifications: {
    settings: {
      method: 'GET',
      path: '/api/admin/notifications',
    },
    saveTemplate: {
      method: 'PUT',
      path: '/api/admin/notifications/templates/:key',
      body: 'json',
    },
    resetTemplate: {
      method: 'DELETE',
      path: '/api/admin/notifications/templates/:key',
    },
    previewTemplate: {
      method: 'POST',
      path: '/api/admin/notifications/templates/:key/preview',
      body: 'json',
    },
    preferences: {
      method: 'GET',
      path: '/api/admin/notifications/preferences',
    },
    savePreferences: {
      method: 'PUT',
      path: '/api/admin/notifications/preferences',
      body: 'json',
    },
    saveTimeZone: {
      method: 'PUT',
      path: '/api/admin/notifications/time-zone',
      body: 'json',
    },
    candidateTemplates: {
      method: 'GET',
      path: '/api/admin/candidate-templates',
    },
    unsubscribePage: {
      method: 'GET',
      path: '/api/notifications/unsubscribe',
    },
    unsubscribe: {
      method: 'POST',
      path: '/api/notifications/unsubscribe',
      body: 'form',
    },
  },
  webhooks: {
    list: {
      method: 'GET',
      path: '/api/admin/webhooks',
    },
    create: {
      method: 'POST',
      path: '/api/admin/webhooks',
      body: 'json',
    },
    update: {
      method: 'PUT',
      path: '/api/admin/webhooks/:id',
      body: 'json',
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/webhooks/:id',
    },
    test: {
      method: 'POST',
      path: '/api/admin/webhooks/:id/test',
    },
  },
  blogs: {
    list: {
      method: 'GET',
      path: '/api/blogs',
      list: true,
    },
    adminList: {
      method: 'GET',
      path: '/api/blogs/admin/all',
      list: true,
    },
    byCategory: {
      method: 'GET',
      path: '/api/blogs/category/:category',
      list: true,
    },
    preview: {
      method: 'GET',
      path: '/api/blogs/preview/:token',
    },
    get: {
      method: 'GET',
      path: '/api/blogs/:slugOrId',
    },
    create: {
      method: 'POST',
      path: '/api/blogs',
      body: 'multipart',
    },
    update: {
      method: 'PUT',
      path: '/api/blogs/:id',
      body: 'multipart',
    },
    remove: {
      method: 'DELETE',
      path: '/api/blogs/:id',
    },
    editable: {
      method: 'GET',
      path: '/api/blogs/:id/edit',
    },
    createDraft: {
      method: 'POST',
      path: '/api/blogs/drafts',
      body: 'json',
    },
    saveDraft: {
      method: 'PUT',
      path: '/api/blogs/:id/draft',
      body: 'json',
    },
    discardDraft: {
      method: 'DELETE',
      path: '/api/blogs/:id/draft',
    },
    revisions: {
      method: 'GET',
      path: '/api/blogs/:id/revisions',
      list: true,
    },
    revision: {
      method: 'GET',
      path: '/api/blogs/:id/revisions/:revisionId',
    },
    uploadImage: {
      method: 'POST',
      path: '/api/blogs/images',
      body: 'multipart',
    },
    createPreview: {
      method: 'POST',
      path: '/api/blogs/:id/preview',
    },
    restoreRevision: {
      method: 'POST',
      path: '/api/blogs/:id/revisions/:revisionId/restore',
    },
  },
  desktop: {
    latest: {
      method: 'GET',
      path: '/api/desktop/latest',
    },
    publish: {
      method: 'POST',
      path: '/api/desktop/releases',
      body: 'multipart',
    },
  },
  jobs: {
    list: {
      method: 'GET',
      path: '/api/careers',
      list: true,
    },
    create: {
      method: 'POST',
      path: '/api/careers',
      body: 'json',
    },
  },
  applications: {
    list: {
      method: 'GET',
      path: '/api/careers/applications',
      list: true,
    },
    updateStatus: {
      method: 'PUT',
      path: '/api/careers/applications/:id',
      body: 'json',
    },
    setSpam: {
      method: 'PUT',
      path: '/api/careers/applications/:id/spam',
      body: 'json',
    },
    resume: {
      method: 'GET',
      path: '/api/careers/applications/:id/resume',
      file: true,
    },
    get: {
      method: 'GET',
      path: '/api/careers/applications/:id',
    },
    addNote: {
      method: 'POST',
      path: '/api/careers/applications/:id/notes',
      body: 'json',
    },
    assign: {
      method: 'PUT',
      path: '/api/careers/applications/:id/assignee',
      body: 'json',
    },
    email: {
      method: 'POST',
      path: '/api/careers/applications/:id/email',
      body: 'json',
    },
    bulkStatus: {
      method: 'POST',
      path: '/api/careers/applications/bulk-status',
      body: 'json',
    },
  },
  job: {
    get: {
      method: 'GET',
      path: '/api/careers/:id',
    },
    update: {
      method: 'PUT',
      path: '/api/careers/:id',
      body: 'json',
    },
    remove: {
      method: 'DELETE',
      path: '/api/careers/:id',
    },
    apply: {
      method: 'POST',
      path: '/api/careers/:id/apply',
      body: 'multipart',
    },
  },
  contact: {
    submit: {
      method: 'POST',
      path: '/api/contact',
      body: 'json',
    },
    list: {
      method: 'GET',
      path: '/api/contact',
      list: true,
    },
    updateStatus: {
      method: 'PUT',
      path: '/api/contact/:id',
      body: 'json',
    },
    setSpam: {
      method: 'PUT',
      path: '/api/contact/:id/spam',
      body: 'json',
    },
    get: {
      method: 'GET',
      path: '/api/contact/:id',
    },
    addNote: {
      method: 'POST',
      path: '/api/contact/:id/notes',
      body: 'json',
    },
    assign: {
      method: 'PUT',
      path: '/api/contact/:id/assignee',
      body: 'json',
    },
    email: {
      method: 'POST',
      path: '/api/contact/:id/email',
      body: 'json',
    },
  },
  consultation: {
    submit: {
      method: 'POST',
      path: '/api/consultation',
      body: 'json',
    },
    list: {
      method: 'GET',
      path: '/api/consultation',
      list: true,
    },
    updateStatus: {
      method: 'PUT',
      path: '/api/consultation/:id',
      body: 'json',
    },
    setSpam: {
      method: 'PUT',
      path: '/api/consultation/:id/spam',
      body: 'json',
    },
    get: {
      method: 'GET',
      path: '/api/consultation/:id',
    },
    addNote: {
      method: 'POST',
      path: '/api/consultation/:id/notes',
      body: 'json',
    },
    assign: {
      method: 'PUT',
      path: '/api/consultation/:id/assignee',
      body: 'json',
    },
    email: {
      method: 'POST',
      path: '/api/consultation/:id/email',
      body: 'json',
    },
  },
  inbound: {
    email: {
      method: 'POST',
      path: '/api/inbound/email',
      body: 'raw',
    },
  },
  unmatched: {
    list: {
      method: 'GET',
      path: '/api/inbound/unmatched',
      list: true,
    },
    get: {
      method: 'GET',
      path: '/api/inbound/unmatched/:id',
    },
    attach: {
      method: 'POST',
      path: '/api/inbound/unmatched/:id/attach',
      body: 'json',
    },
    discard: {
      method: 'DELETE',
      path: '/api/inbound/unmatched/:id',
    },
    attachment: {
      method: 'GET',
      path: '/api/inbound/unmatched/:id/attachments/:attachmentId',
      file: true,
    },
  },
  applicationMessages: {
    reply: {
      method: 'POST',
      path: '/api/careers/applications/:id/reply',
      body: 'json',
    },
    attachment: {
      method: 'GET',
      path: '/api/careers/applications/:id/attachments/:attachmentId',
      file: true,
    },
    revokeReplyAddress: {
      method: 'POST',
      path: '/api/careers/applications/:id/reply-address/revoke',
    },
  },
  contactMessages: {
    reply: {
      method: 'POST',
      path: '/api/contact/:id/reply',
      body: 'json',
    },
    attachment: {
      method: 'GET',
      path: '/api/contact/:id/attachments/:attachmentId',
      file: true,
    },
    revokeReplyAddress: {
      method: 'POST',
      path: '/api/contact/:id/reply-address/revoke',
    },
  },
  consultationMessages: {
    reply: {
      method: 'POST',
      path: '/api/consultation/:id/reply',
      body: 'json',
    },
    attachment: {
      method: 'GET',
      path: '/api/consultation/:id/attachments/:attachmentId',
      file: true,
    },
    revokeReplyAddress: {
      method: 'POST',
      path: '/api/consultation/:id/reply-address/revoke',
    },
  },
  availability: {
    get: {
      method: 'GET',
      path: '/api/admin/availability',
    },
    set: {
      method: 'PUT',
      path: '/api/admin/availability',
      body: 'json',
    },
  },
  interviews: {
    listForApplication: {
      method: 'GET',
      path: '/api/careers/applications/:id/interviews',
      list: true,
    },
    schedule: {
      method: 'POST',
      path: '/api/careers/applications/:id/interviews',
      body: 'json',
    },
    mine: {
      method: 'GET',
      path: '/api/interviews/mine',
      list: true,
    },
    reschedule: {
      method: 'PATCH',
      path: '/api/interviews/:id',
      body: 'json',
    },
    cancel: {
      method: 'POST',
      path: '/api/interviews/:id/cancel',
    },
    scorecards: {
      method: 'GET',
      path: '/api/interviews/:id/scorecards',
    },
    submitScorecard: {
      method: 'POST',
      path: '/api/interviews/:id/scorecards',
      body: 'json',
    },
  },
  interviewKits: {
    get: {
      method: 'GET',
      path: '/api/careers/:id/interview-kit',
    },
    set: {
      method: 'PUT',
      path: '/api/careers/:id/interview-kit',
      body: 'json',
    },
  },
  consultationCalls: {
    get: {
      method: 'GET',
      path: '/api/consultation/:id/call',
    },
  },
  booking: {
    get: {
      method: 'GET',
      path: '/api/booking/:token',
    },
    book: {
      method: 'POST',
      path: '/api/booking/:token',
      body: 'json',
    },
    cancel: {
      method: 'POST',
      path: '/api/booking/:token/cancel',
    },
  },
  search: {
    site: {
      method: 'GET',
      path: '/api/search',
    },
    palette: {
      method: 'GET',
      path: '/api/admin/search',
    },
    pastCandidates: {
      method: 'GET',
      path: '/api/careers/:id/past-candidates',
    },
    duplicates: {
      method: 'GET',
      path: '/api/careers/applications/:id/duplicates',
    },
    merge: {
      method: 'POST',
      path: '/api/careers/applications/:id/merge',
      body: 'json',
    },
  },
  events: {
    pageView: {
      method: 'POST',
      path: '/api/events',
      body: 'json',
    },
  },
  trackedLinks: {
    list: {
      method: 'GET',
      path: '/api/careers/:id/links',
      list: true,
    },
    create: {
      method: 'POST',
      path: '/api/careers/:id/links',
      body: 'json',
    },
    remove: {
      method: 'DELETE',
      path: '/api/careers/:id/links/:linkId',
    },
  },
  reports: {
    recruiting: {
      method: 'GET',
      path: '/api/admin/reports/recruiting',
    },
    leads: {
      method: 'GET',
      path: '/api/admin/reports/leads',
    },
    content: {
      method: 'GET',
      path: '/api/admin/reports/content',
    },
  },
  statusErasure: {
    get: {
      method: 'GET',
      path: '/api/status/erasure/:token',
    },
    confirm: {
      method: 'POST',
      path: '/api/status/erasure/:token',
    },
  },
  statusPage: {
    get: {
      method: 'GET',
      path: '/api/status/:token',
    },
    message: {
      method: 'POST',
      path: '/api/status/:token/messages',
      body: 'json',
    },
    withdraw: {
      method: 'POST',
      path: '/api/status/:token/withdraw',
      body: 'json',
    },
    erase: {
      method: 'POST',
      path: '/api/status/:token/erase',
    },
  },
  statusLinks: {
    get: {
      method: 'GET',
      path: '/api/careers/applications/:id/status-link',
    },
    revoke: {
      method: 'POST',
      path: '/api/careers/applications/:id/status-link/revoke',
    },
    send: {
      method: 'POST',
      path: '/api/careers/applications/:id/status-link/send',
    },
  },
  clients: {
    list: {
      method: 'GET',
      path: '/api/admin/clients',
      list: true,
    },
    create: {
      method: 'POST',
      path: '/api/admin/clients',
      body: 'json',
    },
    fromInquiry: {
      method: 'POST',
      path: '/api/admin/clients/from-inquiry',
      body: 'json',
    },
    get: {
      method: 'GET',
      path: '/api/admin/clients/:id',
    },
    update: {
      method: 'PUT',
      path: '/api/admin/clients/:id',
      body: 'json',
    },
    setStatus: {
      method: 'PUT',
      path: '/api/admin/clients/:id/status',
      body: 'json',
    },
    setOwner: {
      method: 'PUT',
      path: '/api/admin/clients/:id/owner',
      body: 'json',
    },
    addContact: {
      method: 'POST',
      path: '/api/admin/clients/:id/contacts',
      body: 'json',
    },
    addNote: {
      method: 'POST',
      path: '/api/admin/clients/:id/notes',
      body: 'json',
    },
    reviewLink: {
      method: 'POST',
      path: '/api/admin/clients/:id/review-links',
      body: 'json',
    },
    reviewLinks: {
      method: 'GET',
      path: '/api/admin/clients/:id/review-links',
      list: true,
    },
    revokeReviewLink: {
      method: 'DELETE',
      path: '/api/admin/clients/:id/review-links/:linkId',
    },
  },
  reviewLinks: {
    revoke: {
      method: 'DELETE',
      path: '/api/admin/review-links/:token',
    },
  },
  staffingSettings: {
    get: {
      method: 'GET',
      path: '/api/admin/staffing-settings',
    },
    set: {
      method: 'PUT',
      path: '/api/admin/staffing-settings',
      body: 'json',
    },
  },
  submittals: {
    preview: {
      method: 'GET',
      path: '/api/careers/applications/:id/submittals/preview',
      file: true,
    },
    create: {
      method: 'POST',
      path: '/api/careers/applications/:id/submittals',
      body: 'json',
    },
    listForApplication: {
      method: 'GET',
      path: '/api/careers/applications/:id/submittals',
      list: true,
    },
    resume: {
      method: 'GET',
      path: '/api/admin/submittals/:id/resume',
      file: true,
    },
    setStatus: {
      method: 'PUT',
      path: '/api/admin/submittals/:id/status',
      body: 'json',
    },
    place: {
      method: 'POST',
      path: '/api/admin/submittals/:id/placement',
      body: 'json',
    },
  },
  desk: {
    jobOrder: {
      method: 'GET',
      path: '/api/admin/job-orders/:id',
    },
    openJobOrders: {
      method: 'GET',
      path: '/api/admin/desk',
      list: true,
    },
    numbers: {
      method: 'GET',
      path: '/api/admin/desk/numbers',
    },
  },
  review: {
    get: {
      method: 'GET',
      path: '/api/review/:token',
    },
    resume: {
      method: 'GET',
      path: '/api/review/:token/submittals/:id/resume',
      file: true,
    },
    answer: {
      method: 'POST',
      path: '/api/review/:token/submittals/:id',
      body: 'json',
    },
  },
} as const satisfies ShapeTable;
