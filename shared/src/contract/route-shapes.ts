/**
 * The route table's shapes (method, path, body, list, file, session) and where each route is
 * declared, by the table's keys: what the admin's first bundle sends calls by before any schema is
 * built (see route-shape.ts). Written by `npm run route-shapes` from routes.ts: do not edit.
 */
import type { ShapeTable } from './route-shape';

export const ROUTE_SHAPES = {
  admin: {
    login: {
      method: 'POST',
      path: '/api/admin/login',
      body: 'json',
      session: 'signs-in',
      area: 'account',
    },
    logout: {
      method: 'POST',
      path: '/api/admin/logout',
      session: 'signs-out',
      area: 'account',
    },
    profile: {
      method: 'GET',
      path: '/api/admin/profile',
      area: 'account',
    },
    logoutAll: {
      method: 'POST',
      path: '/api/admin/logout-all',
      area: 'account',
    },
    password: {
      method: 'PUT',
      path: '/api/admin/password',
      body: 'json',
      area: 'account',
    },
    session: {
      method: 'GET',
      path: '/api/admin/session',
      area: 'session',
    },
  },
  twoFactor: {
    setup: {
      method: 'POST',
      path: '/api/admin/2fa/setup',
      area: 'account',
    },
    enable: {
      method: 'POST',
      path: '/api/admin/2fa/enable',
      body: 'json',
      area: 'account',
    },
    disable: {
      method: 'POST',
      path: '/api/admin/2fa/disable',
      body: 'json',
      area: 'account',
    },
  },
  passwordReset: {
    request: {
      method: 'POST',
      path: '/api/admin/password-reset/request',
      body: 'json',
      area: 'account',
    },
    reset: {
      method: 'POST',
      path: '/api/admin/password-reset',
      body: 'json',
      area: 'account',
    },
  },
  team: {
    directory: {
      method: 'GET',
      path: '/api/admin/staff',
      list: true,
      area: 'team',
    },
    list: {
      method: 'GET',
      path: '/api/admin/team',
      list: true,
      area: 'team',
    },
    update: {
      method: 'PUT',
      path: '/api/admin/team/:id',
      body: 'json',
      area: 'team',
    },
    passwordResetLink: {
      method: 'POST',
      path: '/api/admin/team/:id/password-reset',
      area: 'team',
    },
    policy: {
      method: 'GET',
      path: '/api/admin/security-policy',
      area: 'team',
    },
    setPolicy: {
      method: 'PUT',
      path: '/api/admin/security-policy',
      body: 'json',
      area: 'team',
    },
  },
  invitations: {
    list: {
      method: 'GET',
      path: '/api/admin/invitations',
      list: true,
      area: 'team',
    },
    create: {
      method: 'POST',
      path: '/api/admin/invitations',
      body: 'json',
      area: 'team',
    },
    preview: {
      method: 'GET',
      path: '/api/admin/invitations/preview',
      area: 'team',
    },
    accept: {
      method: 'POST',
      path: '/api/admin/invitations/accept',
      body: 'json',
      session: 'signs-in',
      area: 'team',
    },
    resend: {
      method: 'POST',
      path: '/api/admin/invitations/:id/resend',
      area: 'team',
    },
    revoke: {
      method: 'DELETE',
      path: '/api/admin/invitations/:id',
      area: 'team',
    },
  },
  privacy: {
    erase: {
      method: 'POST',
      path: '/api/admin/privacy/erase',
      body: 'json',
      area: 'workspace',
    },
  },
  overview: {
    get: {
      method: 'GET',
      path: '/api/admin/overview',
      area: 'overview',
    },
  },
  exports: {
    contacts: {
      method: 'GET',
      path: '/api/admin/exports/contacts.csv',
      file: true,
      area: 'inquiries',
    },
    consultations: {
      method: 'GET',
      path: '/api/admin/exports/consultations.csv',
      file: true,
      area: 'inquiries',
    },
    applications: {
      method: 'GET',
      path: '/api/admin/exports/applications.csv',
      file: true,
      area: 'careers',
    },
    jobs: {
      method: 'GET',
      path: '/api/admin/exports/jobs.csv',
      file: true,
      area: 'careers',
    },
  },
  audit: {
    list: {
      method: 'GET',
      path: '/api/admin/audit',
      list: true,
      area: 'audit',
    },
    csv: {
      method: 'GET',
      path: '/api/admin/audit.csv',
      file: true,
      area: 'audit',
    },
  },
  outbox: {
    list: {
      method: 'GET',
      path: '/api/admin/outbox',
      list: true,
      area: 'notifications',
    },
    get: {
      method: 'GET',
      path: '/api/admin/outbox/:id',
      area: 'notifications',
    },
    retry: {
      method: 'POST',
      path: '/api/admin/outbox/:id/retry',
      area: 'notifications',
    },
    cancel: {
      method: 'POST',
      path: '/api/admin/outbox/:id/cancel',
      area: 'notifications',
    },
  },
  notifications: {
    settings: {
      method: 'GET',
      path: '/api/admin/notifications',
      area: 'notifications',
    },
    saveTemplate: {
      method: 'PUT',
      path: '/api/admin/notifications/templates/:key',
      body: 'json',
      area: 'notifications',
    },
    resetTemplate: {
      method: 'DELETE',
      path: '/api/admin/notifications/templates/:key',
      area: 'notifications',
    },
    previewTemplate: {
      method: 'POST',
      path: '/api/admin/notifications/templates/:key/preview',
      body: 'json',
      area: 'notifications',
    },
    preferences: {
      method: 'GET',
      path: '/api/admin/notifications/preferences',
      area: 'notifications',
    },
    savePreferences: {
      method: 'PUT',
      path: '/api/admin/notifications/preferences',
      body: 'json',
      area: 'notifications',
    },
    saveTimeZone: {
      method: 'PUT',
      path: '/api/admin/notifications/time-zone',
      body: 'json',
      area: 'notifications',
    },
    candidateTemplates: {
      method: 'GET',
      path: '/api/admin/candidate-templates',
      area: 'notifications',
    },
    unsubscribePage: {
      method: 'GET',
      path: '/api/notifications/unsubscribe',
      area: 'notifications',
    },
    unsubscribe: {
      method: 'POST',
      path: '/api/notifications/unsubscribe',
      body: 'form',
      area: 'notifications',
    },
  },
  webhooks: {
    list: {
      method: 'GET',
      path: '/api/admin/webhooks',
      area: 'notifications',
    },
    create: {
      method: 'POST',
      path: '/api/admin/webhooks',
      body: 'json',
      area: 'notifications',
    },
    update: {
      method: 'PUT',
      path: '/api/admin/webhooks/:id',
      body: 'json',
      area: 'notifications',
    },
    remove: {
      method: 'DELETE',
      path: '/api/admin/webhooks/:id',
      area: 'notifications',
    },
    test: {
      method: 'POST',
      path: '/api/admin/webhooks/:id/test',
      area: 'notifications',
    },
  },
  blogs: {
    list: {
      method: 'GET',
      path: '/api/blogs',
      list: true,
      area: 'public',
    },
    adminList: {
      method: 'GET',
      path: '/api/blogs/admin/all',
      list: true,
      area: 'blog',
    },
    byCategory: {
      method: 'GET',
      path: '/api/blogs/category/:category',
      list: true,
      area: 'public',
    },
    preview: {
      method: 'GET',
      path: '/api/blogs/preview/:token',
      area: 'public',
    },
    get: {
      method: 'GET',
      path: '/api/blogs/:slugOrId',
      area: 'public',
    },
    create: {
      method: 'POST',
      path: '/api/blogs',
      body: 'multipart',
      area: 'blog',
    },
    update: {
      method: 'PUT',
      path: '/api/blogs/:id',
      body: 'multipart',
      area: 'blog',
    },
    remove: {
      method: 'DELETE',
      path: '/api/blogs/:id',
      area: 'blog',
    },
    editable: {
      method: 'GET',
      path: '/api/blogs/:id/edit',
      area: 'blog',
    },
    createDraft: {
      method: 'POST',
      path: '/api/blogs/drafts',
      body: 'json',
      area: 'blog',
    },
    saveDraft: {
      method: 'PUT',
      path: '/api/blogs/:id/draft',
      body: 'json',
      area: 'blog',
    },
    discardDraft: {
      method: 'DELETE',
      path: '/api/blogs/:id/draft',
      area: 'blog',
    },
    revisions: {
      method: 'GET',
      path: '/api/blogs/:id/revisions',
      list: true,
      area: 'blog',
    },
    revision: {
      method: 'GET',
      path: '/api/blogs/:id/revisions/:revisionId',
      area: 'blog',
    },
    uploadImage: {
      method: 'POST',
      path: '/api/blogs/images',
      body: 'multipart',
      area: 'blog',
    },
    createPreview: {
      method: 'POST',
      path: '/api/blogs/:id/preview',
      area: 'blog',
    },
    restoreRevision: {
      method: 'POST',
      path: '/api/blogs/:id/revisions/:revisionId/restore',
      area: 'blog',
    },
  },
  desktop: {
    latest: {
      method: 'GET',
      path: '/api/desktop/latest',
      area: 'desktop',
    },
    publish: {
      method: 'POST',
      path: '/api/desktop/releases',
      body: 'multipart',
      area: 'desktop',
    },
  },
  jobs: {
    list: {
      method: 'GET',
      path: '/api/careers',
      list: true,
      area: 'public',
    },
    create: {
      method: 'POST',
      path: '/api/careers',
      body: 'json',
      area: 'careers',
    },
  },
  applications: {
    list: {
      method: 'GET',
      path: '/api/careers/applications',
      list: true,
      area: 'careers',
    },
    updateStatus: {
      method: 'PUT',
      path: '/api/careers/applications/:id',
      body: 'json',
      area: 'careers',
    },
    setSpam: {
      method: 'PUT',
      path: '/api/careers/applications/:id/spam',
      body: 'json',
      area: 'careers',
    },
    resume: {
      method: 'GET',
      path: '/api/careers/applications/:id/resume',
      file: true,
      area: 'careers',
    },
    get: {
      method: 'GET',
      path: '/api/careers/applications/:id',
      area: 'careers',
    },
    addNote: {
      method: 'POST',
      path: '/api/careers/applications/:id/notes',
      body: 'json',
      area: 'careers',
    },
    assign: {
      method: 'PUT',
      path: '/api/careers/applications/:id/assignee',
      body: 'json',
      area: 'careers',
    },
    email: {
      method: 'POST',
      path: '/api/careers/applications/:id/email',
      body: 'json',
      area: 'careers',
    },
    bulkStatus: {
      method: 'POST',
      path: '/api/careers/applications/bulk-status',
      body: 'json',
      area: 'careers',
    },
  },
  job: {
    get: {
      method: 'GET',
      path: '/api/careers/:id',
      area: 'public',
    },
    update: {
      method: 'PUT',
      path: '/api/careers/:id',
      body: 'json',
      area: 'careers',
    },
    remove: {
      method: 'DELETE',
      path: '/api/careers/:id',
      area: 'careers',
    },
    apply: {
      method: 'POST',
      path: '/api/careers/:id/apply',
      body: 'multipart',
      area: 'public',
    },
  },
  contact: {
    submit: {
      method: 'POST',
      path: '/api/contact',
      body: 'json',
      area: 'public',
    },
    list: {
      method: 'GET',
      path: '/api/contact',
      list: true,
      area: 'inquiries',
    },
    updateStatus: {
      method: 'PUT',
      path: '/api/contact/:id',
      body: 'json',
      area: 'inquiries',
    },
    setSpam: {
      method: 'PUT',
      path: '/api/contact/:id/spam',
      body: 'json',
      area: 'inquiries',
    },
    get: {
      method: 'GET',
      path: '/api/contact/:id',
      area: 'inquiries',
    },
    addNote: {
      method: 'POST',
      path: '/api/contact/:id/notes',
      body: 'json',
      area: 'inquiries',
    },
    assign: {
      method: 'PUT',
      path: '/api/contact/:id/assignee',
      body: 'json',
      area: 'inquiries',
    },
    email: {
      method: 'POST',
      path: '/api/contact/:id/email',
      body: 'json',
      area: 'inquiries',
    },
  },
  consultation: {
    submit: {
      method: 'POST',
      path: '/api/consultation',
      body: 'json',
      area: 'public',
    },
    list: {
      method: 'GET',
      path: '/api/consultation',
      list: true,
      area: 'inquiries',
    },
    updateStatus: {
      method: 'PUT',
      path: '/api/consultation/:id',
      body: 'json',
      area: 'inquiries',
    },
    setSpam: {
      method: 'PUT',
      path: '/api/consultation/:id/spam',
      body: 'json',
      area: 'inquiries',
    },
    get: {
      method: 'GET',
      path: '/api/consultation/:id',
      area: 'inquiries',
    },
    addNote: {
      method: 'POST',
      path: '/api/consultation/:id/notes',
      body: 'json',
      area: 'inquiries',
    },
    assign: {
      method: 'PUT',
      path: '/api/consultation/:id/assignee',
      body: 'json',
      area: 'inquiries',
    },
    email: {
      method: 'POST',
      path: '/api/consultation/:id/email',
      body: 'json',
      area: 'inquiries',
    },
  },
  inbound: {
    email: {
      method: 'POST',
      path: '/api/inbound/email',
      body: 'raw',
      area: 'conversations',
    },
  },
  unmatched: {
    list: {
      method: 'GET',
      path: '/api/inbound/unmatched',
      list: true,
      area: 'conversations',
    },
    get: {
      method: 'GET',
      path: '/api/inbound/unmatched/:id',
      area: 'conversations',
    },
    attach: {
      method: 'POST',
      path: '/api/inbound/unmatched/:id/attach',
      body: 'json',
      area: 'conversations',
    },
    discard: {
      method: 'DELETE',
      path: '/api/inbound/unmatched/:id',
      area: 'conversations',
    },
    attachment: {
      method: 'GET',
      path: '/api/inbound/unmatched/:id/attachments/:attachmentId',
      file: true,
      area: 'conversations',
    },
  },
  applicationMessages: {
    reply: {
      method: 'POST',
      path: '/api/careers/applications/:id/reply',
      body: 'json',
      area: 'conversations',
      at: ['applications', 'reply'],
    },
    attachment: {
      method: 'GET',
      path: '/api/careers/applications/:id/attachments/:attachmentId',
      file: true,
      area: 'conversations',
      at: ['applications', 'attachment'],
    },
    revokeReplyAddress: {
      method: 'POST',
      path: '/api/careers/applications/:id/reply-address/revoke',
      area: 'conversations',
      at: ['applications', 'revokeReplyAddress'],
    },
  },
  contactMessages: {
    reply: {
      method: 'POST',
      path: '/api/contact/:id/reply',
      body: 'json',
      area: 'conversations',
      at: ['contact', 'reply'],
    },
    attachment: {
      method: 'GET',
      path: '/api/contact/:id/attachments/:attachmentId',
      file: true,
      area: 'conversations',
      at: ['contact', 'attachment'],
    },
    revokeReplyAddress: {
      method: 'POST',
      path: '/api/contact/:id/reply-address/revoke',
      area: 'conversations',
      at: ['contact', 'revokeReplyAddress'],
    },
  },
  consultationMessages: {
    reply: {
      method: 'POST',
      path: '/api/consultation/:id/reply',
      body: 'json',
      area: 'conversations',
      at: ['consultation', 'reply'],
    },
    attachment: {
      method: 'GET',
      path: '/api/consultation/:id/attachments/:attachmentId',
      file: true,
      area: 'conversations',
      at: ['consultation', 'attachment'],
    },
    revokeReplyAddress: {
      method: 'POST',
      path: '/api/consultation/:id/reply-address/revoke',
      area: 'conversations',
      at: ['consultation', 'revokeReplyAddress'],
    },
  },
  availability: {
    get: {
      method: 'GET',
      path: '/api/admin/availability',
      area: 'scheduling',
    },
    set: {
      method: 'PUT',
      path: '/api/admin/availability',
      body: 'json',
      area: 'scheduling',
    },
  },
  interviews: {
    listForApplication: {
      method: 'GET',
      path: '/api/careers/applications/:id/interviews',
      list: true,
      area: 'scheduling',
    },
    schedule: {
      method: 'POST',
      path: '/api/careers/applications/:id/interviews',
      body: 'json',
      area: 'scheduling',
    },
    mine: {
      method: 'GET',
      path: '/api/interviews/mine',
      list: true,
      area: 'scheduling',
    },
    reschedule: {
      method: 'PATCH',
      path: '/api/interviews/:id',
      body: 'json',
      area: 'scheduling',
    },
    cancel: {
      method: 'POST',
      path: '/api/interviews/:id/cancel',
      area: 'scheduling',
    },
    scorecards: {
      method: 'GET',
      path: '/api/interviews/:id/scorecards',
      area: 'scheduling',
    },
    submitScorecard: {
      method: 'POST',
      path: '/api/interviews/:id/scorecards',
      body: 'json',
      area: 'scheduling',
    },
  },
  interviewKits: {
    get: {
      method: 'GET',
      path: '/api/careers/:id/interview-kit',
      area: 'scheduling',
    },
    set: {
      method: 'PUT',
      path: '/api/careers/:id/interview-kit',
      body: 'json',
      area: 'scheduling',
    },
  },
  consultationCalls: {
    get: {
      method: 'GET',
      path: '/api/consultation/:id/call',
      area: 'scheduling',
    },
  },
  booking: {
    get: {
      method: 'GET',
      path: '/api/booking/:token',
      area: 'booking',
    },
    book: {
      method: 'POST',
      path: '/api/booking/:token',
      body: 'json',
      area: 'booking',
    },
    cancel: {
      method: 'POST',
      path: '/api/booking/:token/cancel',
      area: 'booking',
    },
  },
  search: {
    site: {
      method: 'GET',
      path: '/api/search',
      area: 'search',
    },
    palette: {
      method: 'GET',
      path: '/api/admin/search',
      area: 'search',
    },
    pastCandidates: {
      method: 'GET',
      path: '/api/careers/:id/past-candidates',
      area: 'search',
    },
    duplicates: {
      method: 'GET',
      path: '/api/careers/applications/:id/duplicates',
      area: 'search',
    },
    merge: {
      method: 'POST',
      path: '/api/careers/applications/:id/merge',
      body: 'json',
      area: 'search',
    },
  },
  events: {
    pageView: {
      method: 'POST',
      path: '/api/events',
      body: 'json',
      area: 'attribution',
    },
  },
  trackedLinks: {
    list: {
      method: 'GET',
      path: '/api/careers/:id/links',
      list: true,
      area: 'attribution',
    },
    create: {
      method: 'POST',
      path: '/api/careers/:id/links',
      body: 'json',
      area: 'attribution',
    },
    remove: {
      method: 'DELETE',
      path: '/api/careers/:id/links/:linkId',
      area: 'attribution',
    },
  },
  reports: {
    recruiting: {
      method: 'GET',
      path: '/api/admin/reports/recruiting',
      area: 'reports',
    },
    leads: {
      method: 'GET',
      path: '/api/admin/reports/leads',
      area: 'reports',
    },
    content: {
      method: 'GET',
      path: '/api/admin/reports/content',
      area: 'reports',
    },
  },
  statusErasure: {
    get: {
      method: 'GET',
      path: '/api/status/erasure/:token',
      area: 'status',
      at: ['erasure', 'get'],
    },
    confirm: {
      method: 'POST',
      path: '/api/status/erasure/:token',
      area: 'status',
      at: ['erasure', 'confirm'],
    },
  },
  statusPage: {
    get: {
      method: 'GET',
      path: '/api/status/:token',
      area: 'status',
    },
    message: {
      method: 'POST',
      path: '/api/status/:token/messages',
      body: 'json',
      area: 'status',
    },
    withdraw: {
      method: 'POST',
      path: '/api/status/:token/withdraw',
      body: 'json',
      area: 'status',
    },
    erase: {
      method: 'POST',
      path: '/api/status/:token/erase',
      area: 'status',
    },
  },
  statusLinks: {
    get: {
      method: 'GET',
      path: '/api/careers/applications/:id/status-link',
      area: 'status',
    },
    revoke: {
      method: 'POST',
      path: '/api/careers/applications/:id/status-link/revoke',
      area: 'status',
    },
    send: {
      method: 'POST',
      path: '/api/careers/applications/:id/status-link/send',
      area: 'status',
    },
  },
  clients: {
    list: {
      method: 'GET',
      path: '/api/admin/clients',
      list: true,
      area: 'staffing',
    },
    create: {
      method: 'POST',
      path: '/api/admin/clients',
      body: 'json',
      area: 'staffing',
    },
    fromInquiry: {
      method: 'POST',
      path: '/api/admin/clients/from-inquiry',
      body: 'json',
      area: 'staffing',
    },
    get: {
      method: 'GET',
      path: '/api/admin/clients/:id',
      area: 'staffing',
    },
    update: {
      method: 'PUT',
      path: '/api/admin/clients/:id',
      body: 'json',
      area: 'staffing',
    },
    setStatus: {
      method: 'PUT',
      path: '/api/admin/clients/:id/status',
      body: 'json',
      area: 'staffing',
    },
    setOwner: {
      method: 'PUT',
      path: '/api/admin/clients/:id/owner',
      body: 'json',
      area: 'staffing',
    },
    addContact: {
      method: 'POST',
      path: '/api/admin/clients/:id/contacts',
      body: 'json',
      area: 'staffing',
    },
    addNote: {
      method: 'POST',
      path: '/api/admin/clients/:id/notes',
      body: 'json',
      area: 'staffing',
    },
    reviewLink: {
      method: 'POST',
      path: '/api/admin/clients/:id/review-links',
      body: 'json',
      area: 'staffing',
    },
    reviewLinks: {
      method: 'GET',
      path: '/api/admin/clients/:id/review-links',
      list: true,
      area: 'staffing',
    },
    revokeReviewLink: {
      method: 'DELETE',
      path: '/api/admin/clients/:id/review-links/:linkId',
      area: 'staffing',
    },
  },
  reviewLinks: {
    revoke: {
      method: 'DELETE',
      path: '/api/admin/review-links/:token',
      area: 'staffing',
    },
  },
  staffingSettings: {
    get: {
      method: 'GET',
      path: '/api/admin/staffing-settings',
      area: 'staffing',
    },
    set: {
      method: 'PUT',
      path: '/api/admin/staffing-settings',
      body: 'json',
      area: 'staffing',
    },
  },
  submittals: {
    preview: {
      method: 'GET',
      path: '/api/careers/applications/:id/submittals/preview',
      file: true,
      area: 'staffing',
    },
    create: {
      method: 'POST',
      path: '/api/careers/applications/:id/submittals',
      body: 'json',
      area: 'staffing',
    },
    listForApplication: {
      method: 'GET',
      path: '/api/careers/applications/:id/submittals',
      list: true,
      area: 'staffing',
    },
    resume: {
      method: 'GET',
      path: '/api/admin/submittals/:id/resume',
      file: true,
      area: 'staffing',
    },
    setStatus: {
      method: 'PUT',
      path: '/api/admin/submittals/:id/status',
      body: 'json',
      area: 'staffing',
    },
    place: {
      method: 'POST',
      path: '/api/admin/submittals/:id/placement',
      body: 'json',
      area: 'staffing',
    },
  },
  desk: {
    jobOrder: {
      method: 'GET',
      path: '/api/admin/job-orders/:id',
      area: 'staffing',
    },
    openJobOrders: {
      method: 'GET',
      path: '/api/admin/desk',
      list: true,
      area: 'staffing',
    },
    numbers: {
      method: 'GET',
      path: '/api/admin/desk/numbers',
      area: 'staffing',
    },
  },
  review: {
    get: {
      method: 'GET',
      path: '/api/review/:token',
      area: 'review',
    },
    resume: {
      method: 'GET',
      path: '/api/review/:token/submittals/:id/resume',
      file: true,
      area: 'review',
    },
    answer: {
      method: 'POST',
      path: '/api/review/:token/submittals/:id',
      body: 'json',
      area: 'review',
    },
  },
} as const satisfies ShapeTable;
