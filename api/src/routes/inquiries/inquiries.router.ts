/**
 * Contact submissions and consultation requests: public create, admin list, status update and
 * the spam verdict.
 */
import Router from '@koa/router';
import type { ConsultationRequest } from '@northbeam/shared/contract/consultation';
import type { ContactSubmission } from '@northbeam/shared/contract/contact';
import { routes } from '@northbeam/shared/contract/routes';
import { everyRow, mapRows, sendCsv } from '../../http/csv';
import { listInquiries, type InquiryRow, type InquiryTable } from '../../db/inquiries.queries';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/http-errors';
import { objectBody } from '../../middleware/validate';
import {
  presentConsultation,
  presentConsultationForAdmin,
  presentContact,
  presentContactForAdmin,
} from '../../presenters/entities.presenter';
import type { SubmissionReview } from '../../services/submission-review.service';
import type { Submissions } from '../../services/submissions.service';
import { declaredRouteOptions, declaredRoutes } from '../declared-routes';
import { assigneeOf, noStore, setPageHeaders } from '../paging';

type Form = 'contact' | 'consultation';

interface InquiryKind {
  form: Form;
  routes: (typeof routes)[Form];
  table: InquiryTable;
  /** The public create answer (no spam mark: a bot learns nothing). */
  present: (row: InquiryRow) => ContactSubmission | ConsultationRequest;
  presentForAdmin: (row: InquiryRow) => ContactSubmission | ConsultationRequest;
  notFound: string;
  /** The CSV export of the list. */
  csv: typeof routes.exports.contacts | typeof routes.exports.consultations;
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
  { db, config, cache, checkAnswers }: AppDeps,
  submissions: Submissions,
  review: SubmissionReview,
) {
  const router = new Router();
  const on = declaredRoutes(router, declaredRouteOptions(config, checkAnswers));
  const calls = kind.routes;
  const byId = { uuid: { id: kind.notFound } };

  // The service checks the body with the contract's schema (the native form post shares it).
  on(calls.submit, { parseBody: false }, async ({ ctx, actor }) => {
    const row = await submissions.inquiry(actor, kind.form, objectBody(ctx));
    ctx.status = 201;
    return kind.present(row);
  });

  on(kind.csv, ({ ctx, query }) => {
    const { page: _p, limit: _l, ...filter } = query;
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

  on(calls.list, async ({ ctx, query }) => {
    const { rows, total } = await listInquiries(db, kind.table, {
      ...query,
      assigneeId: assigneeOf(ctx, query.assignee),
      totals: cache.totals,
    });
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    return rows.map(kind.presentForAdmin);
  });

  on(calls.updateStatus, byId, async ({ actor, params, body }) => {
    const row = await review.inquiryStatus(actor, kind.form, kind.table, params.id, body.status);
    if (!row) throw notFound(kind.notFound);
    return kind.presentForAdmin(row);
  });

  /** "Not spam" moves a submission back to the ordinary list; `true` moves it to Spam. */
  on(calls.setSpam, byId, async ({ actor, params, body }) => {
    const row = await review.inquirySpam(actor, kind.form, kind.table, params.id, body.spam);
    if (!row) throw notFound(kind.notFound);
    return kind.presentForAdmin(row);
  });

  return router;
}

export const contactRouter = (deps: AppDeps, submissions: Submissions, review: SubmissionReview) =>
  inquiryRouter(
    {
      form: 'contact',
      routes: routes.contact,
      table: 'contact_submissions',
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
      present: presentConsultation,
      presentForAdmin: presentConsultationForAdmin,
      notFound: 'Consultation request not found',
      csv: routes.exports.consultations,
    },
    deps,
    submissions,
    review,
  );
