/**
 * Contact submissions and consultation requests: public create, admin list, status update and
 * the spam verdict.
 */
import Router from '@koa/router';
import type { z } from 'zod';
import {
  consultationStatus,
  consultationStatusUpdate,
} from '@northbeam/shared/contract/consultation';
import { contactStatus, contactStatusUpdate } from '@northbeam/shared/contract/contact';
import { pageQuery, searchParam } from '@northbeam/shared/contract/pagination';
import { routes, type RouteDef } from '@northbeam/shared/contract/routes';
import { everyRow, mapRows, sendCsv } from '../../http/csv';
import { spamListParam, spamUpdate } from '@northbeam/shared/contract/spam';
import { listInquiries, type InquiryRow, type InquiryTable } from '../../db/inquiries.queries';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/http-errors';
import { idParam, objectBody, parseBody, parseQuery } from '../../middleware/validate';
import {
  presentConsultation,
  presentConsultationForAdmin,
  presentContact,
  presentContactForAdmin,
} from '../../presenters/entities.presenter';
import type { SubmissionReview } from '../../services/submission-review.service';
import type { Submissions } from '../../services/submissions.service';
import { declaredRoutes } from '../declared-routes';
import { assigneeFilter } from '@northbeam/shared/contract/workspace';
import { assigneeOf, noStore, setPageHeaders } from '../paging';

interface InquiryKind {
  form: 'contact' | 'consultation';
  routes: (typeof routes)['contact' | 'consultation'];
  table: InquiryTable;
  status: typeof contactStatus | typeof consultationStatus;
  statusUpdate: z.ZodType<{ status: string }>;
  /** The public create answer (no spam mark: a bot learns nothing). */
  present: (row: InquiryRow) => unknown;
  presentForAdmin: (row: InquiryRow) => unknown;
  notFound: string;
  /** The CSV export of the list. */
  csv: RouteDef;
}

const INQUIRY_CSV = [
  'received_at',
  'first_name',
  'last_name',
  'email',
  'phone',
  'company',
  'message',
  'status',
  'spam',
] as const;
const inquiryCells = (row: InquiryRow) => [
  row.created_at,
  row.first_name,
  row.last_name,
  row.email,
  row.phone ?? '',
  row.company,
  row.message,
  row.status,
  row.spam ?? '',
];

function inquiryRouter(
  kind: InquiryKind,
  { db, config, cache }: AppDeps,
  submissions: Submissions,
  review: SubmissionReview,
) {
  const router = new Router();
  const on = declaredRoutes(router, config);
  const listQuery = pageQuery.extend({
    status: kind.status.optional(),
    q: searchParam,
    spam: spamListParam,
    assignee: assigneeFilter,
  });

  on(kind.routes.submit, async (ctx) => {
    const row = await submissions.inquiry(ctx, kind.form, objectBody(ctx));
    ctx.status = 201;
    ctx.body = kind.present(row);
  });

  on(kind.csv, async (ctx) => {
    const { page: _p, limit: _l, ...filter } = parseQuery(ctx, listQuery);
    const assigneeId = assigneeOf(ctx, filter.assignee);
    const rows = everyRow((page, limit) =>
      listInquiries(db, kind.table, { ...filter, assigneeId, page, limit }).then((r) => r.rows),
    );
    sendCsv(
      ctx,
      kind.form === 'contact' ? 'contact-submissions' : 'consultation-requests',
      INQUIRY_CSV,
      mapRows(rows, inquiryCells),
    );
  });

  on(kind.routes.list, async (ctx) => {
    const query = parseQuery(ctx, listQuery);
    const { rows, total } = await listInquiries(db, kind.table, {
      ...query,
      assigneeId: assigneeOf(ctx, query.assignee),
      totals: cache.totals,
    });
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    ctx.body = rows.map(kind.presentForAdmin);
  });

  on(kind.routes.updateStatus, async (ctx) => {
    const id = idParam(ctx, kind.notFound);
    const { status } = parseBody(ctx, kind.statusUpdate);
    const row = await review.inquiryStatus(ctx, kind.form, kind.table, id, status);
    if (!row) throw notFound(kind.notFound);
    ctx.body = kind.presentForAdmin(row);
  });

  /** "Not spam" moves a submission back to the ordinary list; `true` moves it to Spam. */
  on(kind.routes.setSpam, async (ctx) => {
    const id = idParam(ctx, kind.notFound);
    const { spam } = parseBody(ctx, spamUpdate);
    const row = await review.inquirySpam(ctx, kind.form, kind.table, id, spam);
    if (!row) throw notFound(kind.notFound);
    ctx.body = kind.presentForAdmin(row);
  });

  return router;
}

export const contactRouter = (deps: AppDeps, submissions: Submissions, review: SubmissionReview) =>
  inquiryRouter(
    {
      form: 'contact',
      routes: routes.contact,
      table: 'contact_submissions',
      status: contactStatus,
      statusUpdate: contactStatusUpdate,
      present: presentContact,
      presentForAdmin: presentContactForAdmin,
      notFound: 'Contact submission not found',
      csv: routes.exports.contacts,
    },
    deps,
    submissions,
    review,
  );

export const consultationRouter = (
  deps: AppDeps,
  submissions: Submissions,
  review: SubmissionReview,
) =>
  inquiryRouter(
    {
      form: 'consultation',
      routes: routes.consultation,
      table: 'consultation_requests',
      status: consultationStatus,
      statusUpdate: consultationStatusUpdate,
      present: presentConsultation,
      presentForAdmin: presentConsultationForAdmin,
      notFound: 'Consultation request not found',
      csv: routes.exports.consultations,
    },
    deps,
    submissions,
    review,
  );
