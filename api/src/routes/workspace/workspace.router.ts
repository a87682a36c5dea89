/**
 * The detail of a submission with its notes, assignee and timeline, and the calls that add a note
 * or give it to someone: for job applications (recruiters) and for contact messages and
 * consultation requests (sales).
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import { routes, type RouteDef } from '@northbeam/shared/contract/routes';
import {
  assigneeUpdate,
  bulkStatusInput,
  noteInput,
  personalEmailInput,
} from '@northbeam/shared/contract/workspace';
import { findApplication } from '../../db/applications.queries';
import { findInquiry } from '../../db/inquiries.queries';
import { otherApplications } from '../../db/workspace.queries';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/http-errors';
import { idParam, parseBody } from '../../middleware/validate';
import {
  presentApplicationForAdmin,
  presentConsultationForAdmin,
  presentContactForAdmin,
} from '../../presenters/entities.presenter';
import type { PersonalEmails } from '../../services/personal-email.service';
import type { Workspace } from '../../services/workspace.service';
import type { createOverview } from '../../services/overview.service';
import { declaredRoutes } from '../declared-routes';
import { noStore } from '../paging';

const NOT_FOUND: Record<SubmissionKind, string> = {
  application: 'Application not found',
  contact: 'Contact submission not found',
  consultation: 'Consultation request not found',
};

export function workspaceRouter(
  { db, config }: AppDeps,
  workspace: Workspace,
  emails: PersonalEmails,
  overview: ReturnType<typeof createOverview>,
) {
  const router = new Router();
  const on = declaredRoutes(router, config);

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

  const register = (
    kind: SubmissionKind,
    calls: { get: RouteDef; addNote: RouteDef; assign: RouteDef; email: RouteDef },
  ) => {
    const id = (ctx: Context) => idParam(ctx, NOT_FOUND[kind]);

    on(calls.get, async (ctx) => {
      const found = await detail(kind, id(ctx));
      if (!found) throw notFound(NOT_FOUND[kind]);
      noStore(ctx);
      ctx.body = found;
    });

    on(calls.addNote, async (ctx) => {
      const subject = id(ctx);
      const { body } = parseBody(ctx, noteInput);
      const note = await workspace.addNote(ctx, ctx.state.staff!, kind, subject, body);
      if (!note) throw notFound(NOT_FOUND[kind]);
      ctx.status = 201;
      ctx.body = note;
    });

    on(calls.assign, async (ctx) => {
      const subject = id(ctx);
      const { assigneeId } = parseBody(ctx, assigneeUpdate);
      if (!(await workspace.assign(ctx, kind, subject, assigneeId))) {
        throw notFound(NOT_FOUND[kind]);
      }
      noStore(ctx);
      ctx.body = await detail(kind, subject);
    });

    on(calls.email, async (ctx) => {
      const subject = id(ctx);
      const input = parseBody(ctx, personalEmailInput);
      const queued = await emails.send(ctx, ctx.state.staff!, kind, subject, input);
      if (!queued) throw notFound(NOT_FOUND[kind]);
      ctx.status = 201;
      ctx.body = queued;
    });
  };

  on(routes.applications.bulkStatus, async (ctx) => {
    const { ids, status, email } = parseBody(ctx, bulkStatusInput);
    ctx.body = await emails.bulkStatus(ctx, ctx.state.staff!, ids, status, email);
  });

  on(routes.overview.get, async (ctx) => {
    noStore(ctx);
    ctx.body = await overview.forStaff(ctx.state.staff!);
  });

  register('application', routes.applications);
  register('contact', routes.contact);
  register('consultation', routes.consultation);
  return router;
}
