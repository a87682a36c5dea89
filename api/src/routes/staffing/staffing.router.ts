/**
 * The staffing desk's calls (issue 34): clients, job orders, submittals with blind resumes,
 * review links, placements and the desk; and the hiring manager's review calls by the link's
 * token (rate limited like the booking links, never cached, noindex, no cookie).
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { routes } from '@northbeam/shared/contract/routes';
import type { Readable } from 'node:stream';
import { notFound } from '../../http/http-errors';
import type { BookingLimits } from '../../services/scheduling/booking-limits';
import {
  REVIEW_LINK_NOT_FOUND,
  type ClientReviewLinks,
} from '../../services/staffing/client-review-links.service';
import { CLIENT_NOT_FOUND, type Clients } from '../../services/staffing/clients.service';
import type { Desk } from '../../services/staffing/desk.service';
import type { ReviewLinks } from '../../services/staffing/review-links.service';
import type { StaffingSettingsService } from '../../services/staffing/staffing-settings';
import { SUBMITTAL_NOT_FOUND, type Submittals } from '../../services/staffing/submittals.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore, setPageHeaders } from '../paging';

export interface StaffingRouterDeps {
  routing: DeclaredRoutesOptions;
  clients: Clients;
  submittals: Submittals;
  reviewLinks: ReviewLinks;
  clientReviewLinks: ClientReviewLinks;
  desk: Desk;
  settings: StaffingSettingsService;
  limits: BookingLimits;
}

/** A review link's answer: private to whoever holds the link, never indexed nor kept. */
function privateAnswer(ctx: Context) {
  noStore(ctx);
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
  ctx.set('Referrer-Policy', 'no-referrer');
}

function sendPdf(
  ctx: Context,
  file: { name: string; stream?: Readable; size?: number; bytes?: Buffer },
) {
  ctx.set('Content-Disposition', `inline; filename="${file.name.replace(/[^\w.-]/g, '')}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = 'application/pdf';
  if (file.bytes) {
    ctx.body = file.bytes;
    return;
  }
  ctx.length = file.size!;
  ctx.body = file.stream;
}

export function staffingRouter(deps: StaffingRouterDeps) {
  const { routing, clients, submittals, reviewLinks, clientReviewLinks, desk, settings, limits } =
    deps;
  const router = new Router();
  const on = declaredRoutes(router, routing);
  const client = { uuid: { id: CLIENT_NOT_FOUND } };
  const application = { uuid: { id: 'Application not found' } };
  const submittal = { uuid: { id: SUBMITTAL_NOT_FOUND } };

  on(routes.clients.list, async ({ ctx, query }) => {
    const { items, total } = await clients.list(query);
    noStore(ctx);
    setPageHeaders(ctx, total, query.page, query.limit);
    return items;
  });
  on(routes.clients.create, async ({ ctx, actor, body }) => {
    const created = await clients.create(actor, body);
    ctx.status = 201;
    return created;
  });
  on(routes.clients.fromInquiry, async ({ ctx, actor, body }) => {
    const created = await clients.fromInquiry(actor, body.kind, body.id);
    ctx.status = 201;
    return created;
  });
  on(routes.clients.get, client, async ({ ctx, actor, params }) => {
    const found = await clients.detail(actor, params.id);
    if (!found) throw notFound(CLIENT_NOT_FOUND);
    noStore(ctx);
    return found;
  });
  on(routes.clients.update, client, ({ actor, params, body }) =>
    clients.update(actor, params.id, body),
  );
  on(routes.clients.setStatus, client, ({ actor, params, body }) =>
    clients.setStatus(actor, params.id, body.status),
  );
  on(routes.clients.setOwner, client, ({ actor, params, body }) =>
    clients.setOwner(actor, params.id, body.ownerId),
  );
  on(routes.clients.addContact, client, async ({ ctx, actor, params, body }) => {
    const added = await clients.addContact(actor, params.id, body);
    ctx.status = 201;
    return added;
  });
  on(routes.clients.addNote, client, async ({ ctx, actor, params, body }) => {
    const added = await clients.addNote(actor, params.id, body.body);
    ctx.status = 201;
    return added;
  });
  on(routes.clients.reviewLink, client, async ({ ctx, actor, params, body }) => {
    if (!(await clients.detail(actor, params.id))) throw notFound(CLIENT_NOT_FOUND);
    const link = await reviewLinks.createNow(actor, params.id, body.contactId);
    ctx.status = 201;
    return link;
  });
  on(routes.clients.reviewLinks, client, ({ ctx, params }) => {
    noStore(ctx);
    return clientReviewLinks.list(params.id);
  });
  on(
    routes.clients.revokeReviewLink,
    { uuid: { id: CLIENT_NOT_FOUND, linkId: REVIEW_LINK_NOT_FOUND } },
    async ({ actor, params }) => {
      await clientReviewLinks.revoke(actor, params.id, params.linkId);
      return { message: 'Review link revoked' };
    },
  );
  on(routes.reviewLinks.revoke, async ({ actor, params }) => {
    await reviewLinks.revoke(actor, params.token);
    return { message: 'Review link revoked' };
  });

  on(routes.staffingSettings.get, ({ ctx }) => {
    noStore(ctx);
    return settings.get();
  });
  on(routes.staffingSettings.set, ({ actor, body }) => settings.set(actor, body));

  on(routes.submittals.preview, application, async ({ ctx, params, query }) => {
    const bytes = await submittals.preview(params.id, query);
    noStore(ctx);
    sendPdf(ctx, { name: 'blind-resume-preview.pdf', bytes });
  });
  on(routes.submittals.create, application, async ({ ctx, actor, params, body }) => {
    const created = await submittals.create(actor, params.id, body);
    ctx.status = 201;
    return created;
  });
  on(routes.submittals.listForApplication, application, async ({ ctx, params }) => {
    const found = await submittals.listForApplication(params.id);
    if (!found) throw notFound('Application not found');
    noStore(ctx);
    return found;
  });
  on(routes.submittals.resume, submittal, async ({ ctx, params }) => {
    const file = await submittals.resume(params.id);
    noStore(ctx);
    sendPdf(ctx, file);
  });
  on(routes.submittals.setStatus, submittal, ({ actor, params, body }) =>
    submittals.setStatus(actor, params.id, body.status),
  );
  on(routes.submittals.place, submittal, async ({ ctx, actor, params, body }) => {
    const placed = await submittals.place(actor, params.id, body);
    ctx.status = 201;
    return placed;
  });

  on(
    routes.desk.jobOrder,
    { uuid: { id: 'Job order not found' } },
    async ({ ctx, actor, params }) => {
      noStore(ctx);
      return desk.jobOrder(actor, params.id);
    },
  );
  on(routes.desk.openJobOrders, ({ ctx }) => {
    noStore(ctx);
    return desk.openJobOrders();
  });
  on(routes.desk.numbers, ({ ctx, actor }) => {
    noStore(ctx);
    return desk.numbers(actor);
  });

  // The hiring manager's review link.
  const candidate = { uuid: { id: 'Candidate not found' } };
  on(routes.review.get, async ({ ctx, actor, params }) => {
    privateAnswer(ctx);
    await limits.check(actor);
    return reviewLinks.view(params.token);
  });
  on(routes.review.resume, candidate, async ({ ctx, actor, params }) => {
    privateAnswer(ctx);
    await limits.check(actor);
    sendPdf(ctx, await reviewLinks.resume(params.token, params.id));
  });
  on(routes.review.answer, candidate, async ({ ctx, actor, params, body }) => {
    privateAnswer(ctx);
    await limits.check(actor);
    const view = await reviewLinks.answer(params.token, params.id, body);
    ctx.status = 201;
    return view;
  });

  return router;
}
