/** Contact messages and consultation requests for the team: lists, verdicts, workspace, exports. */
import '../browser-zod'; // first: see browser-zod.ts
import { route } from '../route-def';
import { consultationRequest, consultationStatus, consultationStatusUpdate } from '../consultation';
import { contactStatus, contactStatusUpdate, contactSubmission } from '../contact';
import { awaitingParam } from '../conversations';
import { pageQuery, searchParam } from '../pagination';
import { spamListParam, spamUpdate } from '../spam';
import {
  assigneeFilter,
  assigneeUpdate,
  consultationDetail,
  contactDetail,
  note,
  noteInput,
  personalEmailInput,
  queuedEmail,
} from '../workspace';

/** The list of one form's submissions (and its CSV export): status, search, spam, assignee. */
const inquiryListQuery = <S extends typeof contactStatus | typeof consultationStatus>(status: S) =>
  pageQuery.extend({
    status: status.optional(),
    q: searchParam,
    spam: spamListParam,
    assignee: assigneeFilter,
    /** us: the person wrote last (the team owes an answer); them: the team did. */
    awaiting: awaitingParam,
  });

export const contactListQuery = inquiryListQuery(contactStatus);
export const consultationListQuery = inquiryListQuery(consultationStatus);

export const inquiryRoutes = {
  contact: {
    list: route({
      method: 'GET',
      path: '/api/contact',
      access: 'admin',
      permission: 'inquiries',
      query: contactListQuery,
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
    list: route({
      method: 'GET',
      path: '/api/consultation',
      access: 'admin',
      permission: 'inquiries',
      query: consultationListQuery,
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
  exports: {
    /** Every row of a list as CSV, with the list's own filters (`?status&q&spam&assignee…`). */
    contacts: route({
      method: 'GET',
      path: '/api/admin/exports/contacts.csv',
      access: 'admin',
      permission: 'inquiries',
      query: contactListQuery,
      file: true,
    }),
    consultations: route({
      method: 'GET',
      path: '/api/admin/exports/consultations.csv',
      access: 'admin',
      permission: 'inquiries',
      query: consultationListQuery,
      file: true,
    }),
  },
} as const;
