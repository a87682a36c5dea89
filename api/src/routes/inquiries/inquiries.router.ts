/**
 * Contact submissions and consultation requests: public create, admin list and CSV export, status
 * update and the spam verdict.
 */
import Router from '@koa/router';
import type { ConsultationRequest } from '@northbeam/shared/contract/consultation';
import type { ContactSubmission } from '@northbeam/shared/contract/contact';
import { routes } from '@northbeam/shared/contract/routes';
import { sendCsv } from '../../http/csv';
import { notFound } from '../../http/http-errors';
import { objectBody } from '../../middleware/validate';
import {
  presentConsultation,
  presentConsultationForAdmin,
  presentContact,
  presentContactForAdmin,
} from '../../presenters/entities.presenter';
import type { Inquiries, InquiryForm } from '../../services/inquiries.service';
import type { SubmissionReview } from '../../services/submission-review.service';
import type { Submissions } from '../../services/submissions.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { assigneeOf, noStore, setPageHeaders } from '../paging';

type Submission = ContactSubmission | ConsultationRequest;

interface InquiryKind {
  form: InquiryForm;
  routes: (typeof routes)[InquiryForm];
  /** The public create answer (no spam mark: a bot learns nothing). */
  present: (row: Parameters<typeof presentContact>[0]) => Submission;
  presentForAdmin: (row: Parameters<typeof presentContact>[0]) => Submission;
  notFound: string;
  /** The CSV export of the list, and its file's name. */
  csv: typeof routes.exports.contacts | typeof routes.exports.consultations;
  csvName: string;
}

export interface InquiryRouterDeps {
  routing: DeclaredRoutesOptions;
  inquiries: Inquiries;
  submissions: Submissions;
  review: SubmissionReview;
  /** Scheduling: a consultation request is offered a booking link for its call. */
  callOffers?: { offerCall(consultationId: string): Promise<string | undefined> };
}

function inquiryRouter(
  kind: InquiryKind,
  { routing, inquiries, submissions, review, callOffers }: InquiryRouterDeps,
) {
  const router = new Router();
  const on = declaredRoutes(router, routing);
  const calls = kind.routes;
  const byId = { uuid: { id: kind.notFound } };

  // The service checks the body with the contract's schema, after the rate limit (the native
  // form post shares it).
  on(calls.submit, { parseBody: false }, async ({ ctx, actor }) => {
    const row = await submissions.inquiry(actor, kind.form, objectBody(ctx));
    ctx.status = 201;
    // Scheduling: "Pick a time for the call now" (not offered to what looks like spam).
    if (kind.form === 'consultation' && callOffers && row.spam === null) {
      const token = await callOffers.offerCall(row.id);
      if (token) return { ...kind.present(row), callBookingToken: token };
    }
    return kind.present(row);
  });

  on(kind.csv, ({ ctx, query }) => {
    const { page: _p, limit: _l, ...filter } = query;
    const csv = inquiries.export(kind.form, {
      ...filter,
      assigneeId: assigneeOf(ctx, filter.assignee),
    });
    sendCsv(ctx, kind.csvName, csv.header, csv.rows);
  });

  on(calls.list, async ({ ctx, query }) => {
    const { items, total } = await inquiries.list(kind.form, {
      ...query,
      assigneeId: assigneeOf(ctx, query.assignee),
    });
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    return items;
  });

  on(calls.updateStatus, byId, async ({ actor, params, body }) => {
    const row = await review.inquiryStatus(actor, kind.form, params.id, body.status);
    if (!row) throw notFound(kind.notFound);
    return kind.presentForAdmin(row);
  });

  /** "Not spam" moves a submission back to the ordinary list; `true` moves it to Spam. */
  on(calls.setSpam, byId, async ({ actor, params, body }) => {
    const row = await review.inquirySpam(actor, kind.form, params.id, body.spam);
    if (!row) throw notFound(kind.notFound);
    return kind.presentForAdmin(row);
  });

  return router;
}

export const contactRouter = (deps: InquiryRouterDeps) =>
  inquiryRouter(
    {
      form: 'contact',
      routes: routes.contact,
      present: presentContact,
      presentForAdmin: presentContactForAdmin,
      notFound: 'Contact submission not found',
      csv: routes.exports.contacts,
      csvName: 'contact-submissions',
    },
    deps,
  );

export const consultationRouter = (deps: InquiryRouterDeps) =>
  inquiryRouter(
    {
      form: 'consultation',
      routes: routes.consultation,
      present: presentConsultation,
      presentForAdmin: presentConsultationForAdmin,
      notFound: 'Consultation request not found',
      csv: routes.exports.consultations,
      csvName: 'consultation-requests',
    },
    deps,
  );
