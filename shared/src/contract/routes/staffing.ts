/**
 * The staffing desk's calls (issue 34): clients and contacts, job orders, submittals with blind
 * resumes, review links, placements, the desk and its numbers; and the hiring manager's public
 * review calls by the link's token (a wrong token answers 404, an expired or revoked one 410).
 */
import '../browser-zod'; // first: see browser-zod.ts
import { route, message } from '../route-def';
import { note, noteInput } from '../workspace';
import {
  clientContact,
  clientDetail,
  clientFromInquiry,
  clientInput,
  clientListQuery,
  clientOwnerUpdate,
  clientStatusUpdate,
  clientSummary,
  clientUpdate,
  contactInput,
  created,
  deskNumbers,
  deskRow,
  jobOrderDetail,
  placement,
  placementInput,
  reviewLinkCreated,
  reviewLinkInput,
  reviewLinkSummary,
  staffingSettings,
  submittal,
  submittalCreated,
  submittalInput,
  submittalStatusUpdate,
} from '../staffing';

export const staffingRoutes = {
  clients: {
    list: route({
      method: 'GET',
      path: '/api/admin/clients',
      access: 'admin',
      permission: 'clients',
      query: clientListQuery,
      output: clientSummary,
      list: true,
    }),
    create: route({
      method: 'POST',
      path: '/api/admin/clients',
      access: 'admin',
      permission: 'clients',
      body: 'json',
      input: clientInput,
      output: created,
    }),
    /** A consultation request or contact message made a client with its contact. */
    fromInquiry: route({
      method: 'POST',
      path: '/api/admin/clients/from-inquiry',
      access: 'admin',
      permission: 'clients',
      body: 'json',
      input: clientFromInquiry,
      output: created,
    }),
    get: route({
      method: 'GET',
      path: '/api/admin/clients/:id',
      access: 'admin',
      permission: 'clients',
      output: clientDetail,
    }),
    /** The client's name shows on its (not confidential) jobs: the public pages change. */
    update: route({
      method: 'PUT',
      path: '/api/admin/clients/:id',
      access: 'admin',
      permission: 'clients',
      body: 'json',
      input: clientUpdate,
      output: clientDetail,
      invalidates: ['job'],
    }),
    setStatus: route({
      method: 'PUT',
      path: '/api/admin/clients/:id/status',
      access: 'admin',
      permission: 'clients',
      body: 'json',
      input: clientStatusUpdate,
      output: clientDetail,
    }),
    setOwner: route({
      method: 'PUT',
      path: '/api/admin/clients/:id/owner',
      access: 'admin',
      permission: 'clients',
      body: 'json',
      input: clientOwnerUpdate,
      output: clientDetail,
    }),
    addContact: route({
      method: 'POST',
      path: '/api/admin/clients/:id/contacts',
      access: 'admin',
      permission: 'clients',
      body: 'json',
      input: contactInput,
      output: clientContact,
    }),
    addNote: route({
      method: 'POST',
      path: '/api/admin/clients/:id/notes',
      access: 'admin',
      permission: 'clients',
      body: 'json',
      input: noteInput,
      output: note.pick({ _id: true }),
    }),
    /** A review link for a contact, without a new submittal. */
    reviewLink: route({
      method: 'POST',
      path: '/api/admin/clients/:id/review-links',
      access: 'admin',
      permission: 'clients',
      body: 'json',
      input: reviewLinkInput,
      output: reviewLinkCreated,
    }),
    /** The client's review links (newest first) with their views and state; no token. */
    reviewLinks: route({
      method: 'GET',
      path: '/api/admin/clients/:id/review-links',
      access: 'admin',
      permission: 'clients',
      output: reviewLinkSummary,
      list: true,
    }),
    /** Revokes one of the client's links by its id (404 for another client's). */
    revokeReviewLink: route({
      method: 'DELETE',
      path: '/api/admin/clients/:id/review-links/:linkId',
      access: 'admin',
      permission: 'clients',
      output: message,
    }),
  },
  reviewLinks: {
    revoke: route({
      method: 'DELETE',
      path: '/api/admin/review-links/:token',
      access: 'admin',
      permission: 'clients',
      output: message,
    }),
  },
  staffingSettings: {
    get: route({
      method: 'GET',
      path: '/api/admin/staffing-settings',
      access: 'admin',
      permission: 'clients',
      output: staffingSettings,
    }),
    set: route({
      method: 'PUT',
      path: '/api/admin/staffing-settings',
      access: 'admin',
      permission: 'settings',
      body: 'json',
      input: staffingSettings,
      output: staffingSettings,
    }),
  },
  submittals: {
    /**
     * The blind resume as it would go, made but not kept (the recruiter looks before sending): a
     * read, with the submittal's fields as the query, so the admin reads it like a resume.
     */
    preview: route({
      method: 'GET',
      path: '/api/careers/applications/:id/submittals/preview',
      access: 'admin',
      permission: 'applications',
      query: submittalInput,
      file: true,
    }),
    create: route({
      method: 'POST',
      path: '/api/careers/applications/:id/submittals',
      access: 'admin',
      permission: 'applications',
      body: 'json',
      input: submittalInput,
      output: submittalCreated,
    }),
    listForApplication: route({
      method: 'GET',
      path: '/api/careers/applications/:id/submittals',
      access: 'admin',
      permission: 'applications',
      output: submittal,
      list: true,
    }),
    resume: route({
      method: 'GET',
      path: '/api/admin/submittals/:id/resume',
      access: 'admin',
      permission: 'clients',
      file: true,
    }),
    setStatus: route({
      method: 'PUT',
      path: '/api/admin/submittals/:id/status',
      access: 'admin',
      permission: 'clients',
      body: 'json',
      input: submittalStatusUpdate,
      output: submittal,
    }),
    /** Hiring the candidate: the placement (and the application's status "hired"). */
    place: route({
      method: 'POST',
      path: '/api/admin/submittals/:id/placement',
      access: 'admin',
      permission: 'clients',
      body: 'json',
      input: placementInput,
      output: placement,
    }),
  },
  desk: {
    jobOrder: route({
      method: 'GET',
      path: '/api/admin/job-orders/:id',
      access: 'admin',
      permission: 'clients',
      output: jobOrderDetail,
    }),
    openJobOrders: route({
      method: 'GET',
      path: '/api/admin/desk',
      access: 'admin',
      permission: 'clients',
      output: deskRow,
      list: true,
    }),
    numbers: route({
      method: 'GET',
      path: '/api/admin/desk/numbers',
      access: 'admin',
      permission: 'clients',
      output: deskNumbers,
    }),
  },
  // The public review calls: routes/review.ts.
} as const;
