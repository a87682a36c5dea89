/**
 * The detail of a submission with its notes, assignee and timeline, and the calls that add a note
 * or give it to someone: for job applications (recruiters) and for contact messages and
 * consultation requests (sales).
 */
import Router from '@koa/router';
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import { routes } from '@northbeam/shared/contract/routes';
import { findApplication } from '../../db/applications.queries';
import { findInquiry } from '../../db/inquiries.queries';
import { otherApplications } from '../../db/workspace.queries';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/http-errors';
import {
  presentApplicationForAdmin,
  presentConsultationForAdmin,
  presentContactForAdmin,
} from '../../presenters/entities.presenter';
import type { PersonalEmails } from '../../services/personal-email.service';
import type { Workspace } from '../../services/workspace.service';
import type { createOverview } from '../../services/overview.service';
import { declaredRouteOptions, declaredRoutes } from '../declared-routes';
import { noStore } from '../paging';

const NOT_FOUND: Record<SubmissionKind, string> = {
  application: 'Application not found',
  contact: 'Contact submission not found',
  consultation: 'Consultation request not found',
};

export function workspaceRouter(
  { db, config, checkAnswers }: AppDeps,
  workspace: Workspace,
  emails: PersonalEmails,
  overview: ReturnType<typeof createOverview>,
) {
  const router = new Router();
  const on = declaredRoutes(router, declaredRouteOptions(config, checkAnswers));

  /** The record in its admin shape plus its workspace, or undefined. */
  async function detail(kind: SubmissionKind, id: string) {
    if (kind === 'application') {
      const row = await findApplication(db, id);
      if (!row) return undefined;
      const received = { receivedAt: row.applied_at, receivedText: '' };
      const summary = (await workspace.subject(kind, id)) ?? received;
      const others = await otherApplications(db, row.email, id);
      return {
        ...presentApplicationForAdmin(row),
        ...(await workspace.workspace(kind, id, summary)),
        otherApplications: others.map((o) => ({
          _id: o.id,
          jobTitle: o.job_title,
          status: o.status,
          appliedAt: new Date(o.applied_at).toISOString(),
        })),
      };
    }
    const table = kind === 'contact' ? 'contact_submissions' : 'consultation_requests';
    const row = await findInquiry(db, table, id);
    if (!row) return undefined;
    const summary = (await workspace.subject(kind, id))!;
    const shown =
      kind === 'contact' ? presentContactForAdmin(row) : presentConsultationForAdmin(row);
    return { ...shown, ...(await workspace.workspace(kind, id, summary)) };
  }

  // The three kinds' calls have the same shapes (their details differ: each its own presenter).
  type Calls = (typeof routes)['applications' | 'contact' | 'consultation'];
  const register = (kind: SubmissionKind, calls: Calls) => {
    const byId = { uuid: { id: NOT_FOUND[kind] } };

    on(calls.get, byId, async ({ ctx, params }) => {
      const found = await detail(kind, params.id);
      if (!found) throw notFound(NOT_FOUND[kind]);
      noStore(ctx);
      return found;
    });

    on(calls.addNote, byId, async ({ ctx, actor, params, body }) => {
      const note = await workspace.addNote(actor, kind, params.id, body.body);
      if (!note) throw notFound(NOT_FOUND[kind]);
      ctx.status = 201;
      return note;
    });

    on(calls.assign, byId, async ({ ctx, actor, params, body }) => {
      if (!(await workspace.assign(actor, kind, params.id, body.assigneeId))) {
        throw notFound(NOT_FOUND[kind]);
      }
      noStore(ctx);
      return (await detail(kind, params.id))!;
    });

    on(calls.email, byId, async ({ ctx, actor, params, body }) => {
      const queued = await emails.send(actor, kind, params.id, body);
      if (!queued) throw notFound(NOT_FOUND[kind]);
      ctx.status = 201;
      return queued;
    });
  };

  on(routes.applications.bulkStatus, ({ actor, body }) =>
    emails.bulkStatus(actor, body.ids, body.status, body.email),
  );

  on(routes.overview.get, ({ ctx, actor }) => {
    noStore(ctx);
    return overview.forStaff(actor);
  });

  register('application', routes.applications);
  register('contact', routes.contact);
  register('consultation', routes.consultation);
  return router;
}
