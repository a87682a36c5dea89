/**
 * Scheduling's calls: one's availability, interviews of an application (schedule, move, cancel),
 * scorecards, the job's interview kit, a consultation's call, and the public booking links
 * (rate limited, never cached, no cookie).
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { routes } from '@northbeam/shared/contract/routes';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import { notFound } from '../../http/http-errors';
import type { AvailabilityService } from '../../services/scheduling/availability.service';
import type { BookingLimits } from '../../services/scheduling/booking-limits';
import type { Interviews } from '../../services/scheduling/interviews.service';
import type { Scorecards } from '../../services/scheduling/scorecards.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore } from '../paging';

const INTERVIEW_NOT_FOUND = 'Interview not found';
const APPLICATION_NOT_FOUND = 'Application not found';

export interface SchedulingRouterDeps {
  routing: DeclaredRoutesOptions;
  availability: AvailabilityService;
  interviews: Interviews;
  scorecards: Scorecards;
  limits: BookingLimits;
}

/** A booking page's answer: private to whoever holds the link, never indexed nor kept. */
function privateAnswer(ctx: Context) {
  noStore(ctx);
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.set('Referrer-Policy', 'no-referrer');
}

export function schedulingRouter(deps: SchedulingRouterDeps) {
  const { routing, availability, interviews, scorecards, limits } = deps;
  const router = new Router();
  const on = declaredRoutes(router, routing);
  const interview = { uuid: { id: INTERVIEW_NOT_FOUND } };

  on(routes.availability.get, ({ ctx, actor }) => {
    noStore(ctx);
    return availability.get(actor);
  });
  on(routes.availability.set, ({ ctx, actor, body }) => {
    noStore(ctx);
    return availability.set(actor, body);
  });

  on(
    routes.interviews.listForApplication,
    { uuid: { id: APPLICATION_NOT_FOUND } },
    async ({ ctx, params }) => {
      const found = await interviews.listForApplication(params.id);
      if (!found) throw notFound(APPLICATION_NOT_FOUND);
      noStore(ctx);
      return found;
    },
  );
  on(
    routes.interviews.schedule,
    { uuid: { id: APPLICATION_NOT_FOUND } },
    async ({ ctx, actor, params, body }) => {
      const created = await interviews.schedule(actor, params.id, body);
      if (!created) throw notFound(APPLICATION_NOT_FOUND);
      ctx.status = 201;
      return created;
    },
  );
  on(routes.interviews.mine, ({ ctx, actor }) => {
    noStore(ctx);
    return interviews.mine(actor);
  });
  on(routes.interviews.reschedule, interview, ({ actor, params, body }) =>
    interviews.reschedule(actor, params.id, body.startsAt),
  );
  on(routes.interviews.cancel, interview, ({ actor, params }) =>
    interviews.cancel(actor, params.id),
  );
  on(routes.interviews.scorecards, interview, ({ ctx, actor, params }) => {
    noStore(ctx);
    return scorecards.view(actor, params.id);
  });
  on(routes.interviews.submitScorecard, interview, async ({ ctx, actor, params, body }) => {
    const answer = await scorecards.submit(actor, params.id, body);
    ctx.status = 201;
    return answer;
  });

  const job = { uuid: { id: MESSAGES.careers.jobNotFound } };
  on(routes.interviewKits.get, job, async ({ ctx, params }) => {
    const kit = await scorecards.kit(params.id);
    if (!kit) throw notFound(MESSAGES.careers.jobNotFound);
    noStore(ctx);
    return kit;
  });
  on(routes.interviewKits.set, job, async ({ actor, params, body }) => {
    const kit = await scorecards.setKit(actor, params.id, body);
    if (!kit) throw notFound(MESSAGES.careers.jobNotFound);
    return kit;
  });

  on(
    routes.consultationCalls.get,
    { uuid: { id: 'Consultation request not found' } },
    async ({ ctx, params }) => {
      noStore(ctx);
      return { call: await interviews.callOf(params.id) };
    },
  );

  // The public booking links.
  on(routes.booking.get, async ({ ctx, actor, params, query }) => {
    privateAnswer(ctx);
    await limits.check(actor);
    return interviews.view(params.token, query.timeZone);
  });
  on(routes.booking.book, async ({ ctx, actor, params, query, body }) => {
    privateAnswer(ctx);
    await limits.check(actor);
    const answer = await interviews.book(params.token, body.start, query.timeZone, actor.origin);
    ctx.status = 201;
    return answer;
  });
  on(routes.booking.cancel, async ({ ctx, actor, params, query }) => {
    privateAnswer(ctx);
    await limits.check(actor);
    return interviews.cancelByLink(params.token, query.timeZone, actor.origin);
  });

  return router;
}
