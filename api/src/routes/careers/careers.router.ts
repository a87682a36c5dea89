/** The careers board: public jobs and applying; the team's job writes, applications and exports. */
import { basename } from 'node:path';
import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { RESUME_MAX_BYTES } from '@northbeam/shared/contract/constants';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { routes } from '@northbeam/shared/contract/routes';
import { sendCsv } from '../../http/csv';
import { notFound } from '../../http/http-errors';
import { presentApplicationForAdmin } from '../../presenters/entities.presenter';
import { requestActor, staffMay } from '../../middleware/require-admin';
import { singleFile, uploadedFile } from '../../middleware/upload';
import type { Applications } from '../../services/application.service';
import type { Jobs } from '../../services/job.service';
import type { PublicReads } from '../../services/public-reads.service';
import type { SubmissionReview } from '../../services/submission-review.service';
import type { Submissions } from '../../services/submissions.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { assigneeOf, noStore, setPageHeaders, setReadCaching } from '../paging';

const APPLICATION_NOT_FOUND = 'Application not found';

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 original. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export interface CareersRouterDeps {
  routing: DeclaredRoutesOptions;
  jobs: Jobs;
  applications: Applications;
  reads: PublicReads;
  submissions: Submissions;
  review: SubmissionReview;
}

export function careersRouter({
  routing,
  jobs,
  applications,
  reads,
  submissions,
  review,
}: CareersRouterDeps) {
  const router = new Router();
  const on = declaredRoutes(router, routing);
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
    const { items, total } = await jobs.listAll(query);
    setPageHeaders(ctx, total, query.page, query.limit);
    return items;
  });

  on(routes.exports.applications, ({ ctx, query }) => {
    const { page: _p, limit: _l, ...filter } = query;
    const csv = applications.export({ ...filter, assigneeId: assigneeOf(ctx, filter.assignee) });
    sendCsv(ctx, 'job-applications', csv.header, csv.rows);
  });

  on(routes.exports.jobs, ({ ctx, query }) => {
    const { page: _p, limit: _l, ...filter } = query;
    const csv = jobs.export(filter);
    sendCsv(ctx, 'job-postings', csv.header, csv.rows);
  });

  // Fixed paths before /:id.
  on(routes.applications.list, async ({ ctx, query }) => {
    const { items, total } = await applications.list({
      ...query,
      assigneeId: assigneeOf(ctx, query.assignee),
    });
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    return items;
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
    // `?inline=1`: read for the admin's preview, recorded as a view rather than a download.
    const file = await applications.resume(actor, params.id, query.inline === '1');
    if (!file) throw notFound('Resume not found');
    noStore(ctx);
    ctx.set('Content-Disposition', attachment(basename(file.name)));
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = file.type;
    ctx.length = file.size;
    ctx.body = file.stream;
  });

  on(routes.job.get, job, async ({ ctx, params }) => {
    const found = staffMay(ctx, 'jobs')
      ? await jobs.findAny(params.id)
      : await reads.findActiveJob(params.id);
    if (!found) throw notFound(MESSAGES.careers.jobNotFound);
    setReadCaching(ctx);
    return found;
  });

  on(routes.jobs.create, async ({ ctx, actor, body }) => {
    const created = await jobs.create(actor, body);
    ctx.status = 201;
    return created;
  });

  on(routes.job.update, job, async ({ actor, params, body }) => {
    const updated = await jobs.update(actor, params.id, body);
    if (!updated) throw notFound(MESSAGES.careers.jobNotFound);
    return updated;
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
      return (await applications.findForApplicant(applicationId))!;
    },
  );

  return router;
}
