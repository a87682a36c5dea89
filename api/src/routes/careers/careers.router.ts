import { basename } from 'node:path';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { RESUME_MAX_BYTES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { routes } from '@northbeam/shared/contract/routes';
import {
  findApplication,
  listApplications,
  type ApplicationRow,
} from '../../db/applications.queries';
import { findJob, listJobs, type JobRow } from '../../db/jobs.queries';
import { everyRow, mapRows, sendCsv } from '../../http/csv';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/http-errors';
import { requestActor, staffMay } from '../../middleware/require-admin';
import { singleFile, uploadedFile } from '../../middleware/upload';
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
import { declaredRouteOptions, declaredRoutes } from '../declared-routes';
import { assigneeOf, noStore, setPageHeaders, setReadCaching } from '../paging';

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
  { db, storage, config, cache, checkAnswers }: AppDeps,
  submissions: Submissions,
  review: SubmissionReview,
) {
  const router = new Router();
  const on = declaredRoutes(router, declaredRouteOptions(config, checkAnswers));
  const reads = createPublicReads(db, cache.totals);
  const jobs = createJobWrites(db, cache);
  const findAnyJob = async (id: string) => {
    const row = await findJob(db, id);
    return row && presentJob(row);
  };
  const application = { uuid: { id: APPLICATION_NOT_FOUND } };
  const job = { uuid: { id: MESSAGES.careers.jobNotFound } };

  on(routes.jobs.list, async ({ ctx, query }) => {
    setReadCaching(ctx);
    // Status and search filters are the dashboard's; the public only ever sees active jobs.
    if (!staffMay(ctx, 'jobs')) {
      const { items, total } = await reads.listActiveJobs(query);
      setPageHeaders(ctx, total, query.page, query.limit);
      return items;
    }
    const { rows, total } = await listJobs(db, {
      ...query,
      totals: cache.totals,
      includeInactive: true,
    });
    setPageHeaders(ctx, total, query.page, query.limit);
    return rows.map(presentJob);
  });

  on(routes.exports.applications, ({ ctx, query }) => {
    const { page: _p, limit: _l, ...filter } = query;
    const assigneeId = assigneeOf(ctx, filter.assignee);
    const rows = everyRow((page, limit) =>
      listApplications(db, { ...filter, assigneeId, page, limit }).then((r) => r.rows),
    );
    sendCsv(ctx, 'job-applications', APPLICATION_CSV, mapRows(rows, applicationCells));
  });

  on(routes.exports.jobs, ({ ctx, query }) => {
    const { page: _p, limit: _l, ...filter } = query;
    const rows = everyRow((page, limit) =>
      listJobs(db, { ...filter, includeInactive: true, page, limit }).then((r) => r.rows),
    );
    sendCsv(ctx, 'job-postings', JOB_CSV, mapRows(rows, jobCells));
  });

  // Fixed paths before /:id.
  on(routes.applications.list, async ({ ctx, query }) => {
    const { rows, total } = await listApplications(db, {
      ...query,
      assigneeId: assigneeOf(ctx, query.assignee),
      totals: cache.totals,
    });
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    return rows.map(presentApplicationForAdmin);
  });

  on(routes.applications.updateStatus, application, async ({ actor, params, body }) => {
    const row = await review.applicationStatus(actor, params.id, body.status);
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    return presentApplicationForAdmin(row);
  });

  /** "Not spam" moves an application back to the ordinary list; `true` moves it to Spam. */
  on(routes.applications.setSpam, application, async ({ actor, params, body }) => {
    const row = await review.applicationSpam(actor, params.id, body.spam);
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    return presentApplicationForAdmin(row);
  });

  on(routes.applications.resume, application, async ({ ctx, actor, params, query }) => {
    const row = await findApplication(db, params.id);
    const file = row && (await storage.resumes.open(row.resume_key));
    if (!row || !file) throw notFound('Resume not found');
    // `?inline=1`: read for the admin's preview, recorded as a view rather than a download.
    const inline = query.inline === '1';
    await audit(db, actor, inline ? 'application.resume.view' : 'application.resume.download', {
      entityType: 'application',
      entityId: params.id,
      details: { file: row.resume_name },
    });
    noStore(ctx);
    ctx.set('Content-Disposition', attachment(basename(row.resume_name)));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = row.resume_mime;
    ctx.length = file.size;
    ctx.body = file.stream;
  });

  on(routes.job.get, job, async ({ ctx, params }) => {
    const found = staffMay(ctx, 'jobs')
      ? await findAnyJob(params.id)
      : await reads.findActiveJob(params.id);
    if (!found) throw notFound(MESSAGES.careers.jobNotFound);
    setReadCaching(ctx);
    return found;
  });

  on(routes.jobs.create, async ({ ctx, actor, body }) => {
    const row = await jobs.create(actor, body);
    ctx.status = 201;
    return presentJob(row);
  });

  on(routes.job.update, job, async ({ actor, params, body }) => {
    const row = await jobs.update(actor, params.id, body);
    if (!row) throw notFound(MESSAGES.careers.jobNotFound);
    return presentJob(row);
  });

  on(routes.job.remove, job, async ({ ctx, actor, params }) => {
    const deleted = await jobs.remove(actor, params.id);
    if (!deleted) throw notFound(MESSAGES.careers.jobNotFound);
    ctx.status = 204;
  });

  const limitApplications = async (ctx: Context, next: Next) => {
    await submissions.limitApplication(requestActor(ctx));
    await next();
  };

  // The limit before the upload is read; the fields are checked with the resume (one 400 for all).
  on(
    routes.job.apply,
    {
      before: [limitApplications, singleFile('resume', RESUME_MAX_BYTES)],
      ...job,
      parseBody: false,
    },
    async ({ ctx, actor, params, body }) => {
      const applicationId = await submissions.application(
        actor,
        params.id,
        body,
        uploadedFile(ctx),
      );
      ctx.status = 201;
      return presentApplication((await findApplication(db, applicationId))!);
    },
  );

  return router;
}
