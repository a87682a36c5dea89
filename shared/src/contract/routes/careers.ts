/** The careers board's admin calls: job writes, applications and their workspace, exports. */
import '../browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import { route } from '../route-def';
import { applicationStatus, applicationStatusUpdate, jobApplication } from '../application';
import { awaitingParam } from '../conversations';
import { job, jobInput } from '../job';
import { pageQuery, searchParam } from '../pagination';
import { spamListParam, spamUpdate } from '../spam';
import {
  applicationDetail,
  assigneeFilter,
  assigneeUpdate,
  bulkStatusInput,
  bulkStatusResult,
  note,
  noteInput,
  personalEmailInput,
  queuedEmail,
} from '../workspace';
import { jobListQuery } from './public';

/** The applications list (and its CSV export): status, search, job, spam and assignee filters. */
export const applicationListQuery = pageQuery.extend({
  status: applicationStatus.optional(),
  q: searchParam,
  jobId: z.uuid({ error: 'jobId must be a job id' }).optional(),
  spam: spamListParam,
  assignee: assigneeFilter,
  /** us: the person wrote last (the team owes an answer); them: the team did. */
  awaiting: awaitingParam,
});

/** `?inline=1`: the resume read for the admin's preview (recorded as a view, not a download). */
export const resumeQuery = z.object({ inline: z.string().optional() });

export const careerRoutes = {
  jobs: {
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
      query: applicationListQuery,
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
      query: resumeQuery,
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
  job: {
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
  },
  exports: {
    applications: route({
      method: 'GET',
      path: '/api/admin/exports/applications.csv',
      access: 'admin',
      permission: 'applications',
      query: applicationListQuery,
      file: true,
    }),
    jobs: route({
      method: 'GET',
      path: '/api/admin/exports/jobs.csv',
      access: 'admin',
      permission: 'jobs',
      query: jobListQuery,
      file: true,
    }),
  },
} as const;
