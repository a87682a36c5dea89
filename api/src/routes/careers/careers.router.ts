import { basename } from 'node:path';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { applicationStatus, applicationStatusUpdate } from '@northbeam/shared/contract/application';
import { RESUME_MAX_BYTES } from '@northbeam/shared/contract/constants';
import { jobInput } from '@northbeam/shared/contract/job';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { pageQuery, searchParam } from '@northbeam/shared/contract/pagination';
import { routes } from '@northbeam/shared/contract/routes';
import { spamListParam, spamUpdate } from '@northbeam/shared/contract/spam';
import { assigneeFilter } from '@northbeam/shared/contract/workspace';
import {
  findApplication,
  listApplications,
  type ApplicationRow,
} from '../../db/applications.queries';
import { findJob, listJobs, type JobRow } from '../../db/jobs.queries';
import { everyRow, mapRows, sendCsv } from '../../http/csv';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/http-errors';
import { staffMay } from '../../middleware/require-admin';
import { singleFile, uploadedFile } from '../../middleware/upload';
import { idParam, parseBody, parseQuery } from '../../middleware/validate';
import {
  presentApplication,
  presentApplicationForAdmin,
  presentJob,
} from '../../presenters/entities.presenter';
import { audit } from '../../services/audit.service';
import { createJobWrites } from '../../services/job.service';
import { createPublicReads } from '../../services/public-reads.service';
import type { SubmissionReview } from '../../services/submission-review.service';
import type { Submissions } from '../../services/submissions.service';
import { declaredRoutes } from '../declared-routes';
import { assigneeOf, noStore, setPageHeaders, setReadCaching } from '../paging';

const jobListQuery = pageQuery.extend({
  status: z.enum(['active', 'inactive'], { error: 'status must be active or inactive' }).optional(),
  q: searchParam,
});

const applicationListQuery = pageQuery.extend({
  status: applicationStatus.optional(),
  q: searchParam,
  jobId: z.uuid({ error: 'jobId must be a job id' }).optional(),
  spam: spamListParam,
  assignee: assigneeFilter,
});

const APPLICATION_NOT_FOUND = 'Application not found';

const APPLICATION_CSV = [
  'applied_at',
  'full_name',
  'email',
  'phone',
  'job',
  'status',
  'cover_letter',
  'resume_name',
  'spam',
] as const;
const applicationCells = (row: ApplicationRow) => [
  row.applied_at,
  row.full_name,
  row.email,
  row.phone,
  row.job_title ?? '',
  row.status,
  row.cover_letter,
  row.resume_name,
  row.spam ?? '',
];

const JOB_CSV = [
  'posted_date',
  'title',
  'location',
  'type',
  'active',
  'salary_currency',
  'salary_min',
  'salary_max',
  'salary_per',
  'closing_date',
] as const;
const jobCells = (row: JobRow) => [
  row.posted_date,
  row.title,
  row.location,
  row.type,
  row.is_active ? 'yes' : 'no',
  row.salary_currency ?? '',
  row.salary_min ?? '',
  row.salary_max ?? '',
  row.salary_unit ?? '',
  row.closing_date ?? '',
];

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 original. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function careersRouter(
  { db, storage, config, cache }: AppDeps,
  submissions: Submissions,
  review: SubmissionReview,
) {
  const router = new Router();
  const on = declaredRoutes(router, config);
  const reads = createPublicReads(db, cache.totals);
  const jobs = createJobWrites(db, cache);
  const findAnyJob = async (id: string) => {
    const row = await findJob(db, id);
    return row && presentJob(row);
  };

  on(routes.jobs.list, async (ctx) => {
    const signedIn = staffMay(ctx, 'jobs');
    // Status and search filters are the dashboard's; the public only ever sees active jobs.
    setReadCaching(ctx);
    if (!signedIn) {
      const paging = parseQuery(ctx, pageQuery);
      const { items, total } = await reads.listActiveJobs(paging);
      setPageHeaders(ctx, total, paging.page, paging.limit);
      ctx.body = items;
      return;
    }
    const query = parseQuery(ctx, jobListQuery);
    const { rows, total } = await listJobs(db, {
      ...query,
      totals: cache.totals,
      includeInactive: true,
    });
    setPageHeaders(ctx, total, query.page, query.limit);
    ctx.body = rows.map(presentJob);
  });

  on(routes.exports.applications, async (ctx) => {
    const { page: _p, limit: _l, ...filter } = parseQuery(ctx, applicationListQuery);
    const assigneeId = assigneeOf(ctx, filter.assignee);
    const rows = everyRow((page, limit) =>
      listApplications(db, { ...filter, assigneeId, page, limit }).then((r) => r.rows),
    );
    sendCsv(ctx, 'job-applications', APPLICATION_CSV, mapRows(rows, applicationCells));
  });

  on(routes.exports.jobs, async (ctx) => {
    const { page: _p, limit: _l, ...filter } = parseQuery(ctx, jobListQuery);
    const rows = everyRow((page, limit) =>
      listJobs(db, { ...filter, includeInactive: true, page, limit }).then((r) => r.rows),
    );
    sendCsv(ctx, 'job-postings', JOB_CSV, mapRows(rows, jobCells));
  });

  // Fixed paths before /:id.
  on(routes.applications.list, async (ctx) => {
    const query = parseQuery(ctx, applicationListQuery);
    const { rows, total } = await listApplications(db, {
      ...query,
      assigneeId: assigneeOf(ctx, query.assignee),
      totals: cache.totals,
    });
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    ctx.body = rows.map(presentApplicationForAdmin);
  });

  on(routes.applications.updateStatus, async (ctx) => {
    const id = idParam(ctx, APPLICATION_NOT_FOUND);
    const { status } = parseBody(ctx, applicationStatusUpdate);
    const row = await review.applicationStatus(ctx, id, status);
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    ctx.body = presentApplicationForAdmin(row);
  });

  /** "Not spam" moves an application back to the ordinary list; `true` moves it to Spam. */
  on(routes.applications.setSpam, async (ctx) => {
    const id = idParam(ctx, APPLICATION_NOT_FOUND);
    const { spam } = parseBody(ctx, spamUpdate);
    const row = await review.applicationSpam(ctx, id, spam);
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    ctx.body = presentApplicationForAdmin(row);
  });

  on(routes.applications.resume, async (ctx) => {
    const id = idParam(ctx, APPLICATION_NOT_FOUND);
    const row = await findApplication(db, id);
    const file = row && (await storage.resumes.open(row.resume_key));
    if (!row || !file) throw notFound('Resume not found');
    // `?inline=1`: read for the admin's preview, recorded as a view rather than a download.
    const inline = ctx.query.inline === '1';
    await audit(db, ctx, inline ? 'application.resume.view' : 'application.resume.download', {
      entityType: 'application',
      entityId: id,
      details: { file: row.resume_name },
    });
    noStore(ctx);
    ctx.set('Content-Disposition', attachment(basename(row.resume_name)));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = row.resume_mime;
    ctx.length = file.size;
    ctx.body = file.stream;
  });

  on(routes.job.get, async (ctx) => {
    const id = idParam(ctx, MESSAGES.careers.jobNotFound);
    const job = staffMay(ctx, 'jobs') ? await findAnyJob(id) : await reads.findActiveJob(id);
    if (!job) throw notFound(MESSAGES.careers.jobNotFound);
    setReadCaching(ctx);
    ctx.body = job;
  });

  on(routes.jobs.create, async (ctx) => {
    const row = await jobs.create(ctx, parseBody(ctx, jobInput));
    ctx.status = 201;
    ctx.body = presentJob(row);
  });

  on(routes.job.update, async (ctx) => {
    const id = idParam(ctx, MESSAGES.careers.jobNotFound);
    const row = await jobs.update(ctx, id, parseBody(ctx, jobInput));
    if (!row) throw notFound(MESSAGES.careers.jobNotFound);
    ctx.body = presentJob(row);
  });

  on(routes.job.remove, async (ctx) => {
    const id = idParam(ctx, MESSAGES.careers.jobNotFound);
    const deleted = await jobs.remove(ctx, id);
    if (!deleted) throw notFound(MESSAGES.careers.jobNotFound);
    ctx.status = 204;
  });

  const limitApplications = async (ctx: Context, next: Next) => {
    await submissions.limitApplication(ctx);
    await next();
  };

  on(routes.job.apply, limitApplications, singleFile('resume', RESUME_MAX_BYTES), async (ctx) => {
    const id = idParam(ctx, MESSAGES.careers.jobNotFound);
    const applicationId = await submissions.application(
      ctx,
      id,
      ctx.request.body,
      uploadedFile(ctx),
    );
    ctx.status = 201;
    ctx.body = presentApplication((await findApplication(db, applicationId))!);
  });

  return router;
}
