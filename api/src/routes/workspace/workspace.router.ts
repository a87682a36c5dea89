/**
 * The detail of a submission with its notes, assignee and timeline, and the calls that add a note
 * or give it to someone: for job applications (recruiters) and for contact messages and
 * consultation requests (sales).
 */
import Router from '@koa/router';
import type { SubmissionKind } from '@northbeam/shared/contract/notifications';
import { routes } from '@northbeam/shared/contract/routes';
import { notFound } from '../../http/http-errors';
import type { OverviewService } from '../../services/overview.service';
import type { PersonalEmails } from '../../services/personal-email.service';
import type { Workspace } from '../../services/workspace.service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore } from '../paging';

const NOT_FOUND: Record<SubmissionKind, string> = {
  application: 'Application not found',
  contact: 'Contact submission not found',
  consultation: 'Consultation request not found',
};

export interface WorkspaceRouterDeps {
  routing: DeclaredRoutesOptions;
  workspace: Workspace;
  emails: PersonalEmails;
  overview: OverviewService;
}

export function workspaceRouter({ routing, workspace, emails, overview }: WorkspaceRouterDeps) {
  const router = new Router();
  const on = declaredRoutes(router, routing);
  const detail = workspace.detail;

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
