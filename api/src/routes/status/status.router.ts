/**
 * The candidate's status page: its JSON calls (by the link's token; a wrong one answers 404 like
 * a missing page), its forms posted natively to the page itself (`303 See Other` back to it with
 * `?sent=<form>`, or the page rendered again with the refusal, as the site's other forms do), and
 * the team's control of the link on the application.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import {
  formStatusAnchor,
  SENT_PARAM,
  type FormOutcome,
} from '@northbeam/shared/contract/native-forms';
import { routes } from '@northbeam/shared/contract/routes';
import { statusMessageInput, withdrawInput } from '@northbeam/shared/contract/status';
import {
  ERASURE_CONFIRM_BASE,
  STATUS_FORM_FIELD,
  STATUS_PAGE_BASE,
  STATUS_PAGE_TEXT,
  type StatusPageForm,
} from '@northbeam/shared/contract/status-page';
import { badRequest, HttpError } from '../../http/http-errors';
import { requestActor } from '../../middleware/require-admin';
import { objectBody, parse } from '../../middleware/validate';
import {
  APPLICATION_NOT_FOUND,
  type StatusPages,
} from '../../services/candidate-status/status-page.service';
import type { RenderService } from '../../ssr/render-service';
import { declaredRoutes, type DeclaredRoutesOptions } from '../declared-routes';
import { noStore } from '../paging';

/**
 * The candidate's answers: never kept (`no-store`) and never compressed. Compressing private text
 * makes its length an oracle (BREACH); and the compression stream made a right token's answer
 * measurably slower than a wrong token's 404 (about 20 ms against 7 on this machine).
 */
function privateAnswer(ctx: Context) {
  noStore(ctx);
  ctx.compress = false;
}

/** The banner of a form refused for its fields (the field errors show beside them). */
const FAILED: Record<StatusPageForm, string> = {
  'status-message': STATUS_PAGE_TEXT.messageFailed,
  'status-withdraw': STATUS_PAGE_TEXT.withdrawFailed,
  'status-delete': STATUS_PAGE_TEXT.deleteFailed,
  'status-delete-confirm': STATUS_PAGE_TEXT.deleteConfirmFailed,
};

/** The forms posted to the status page, by their hidden `form` field. */
const PAGE_FORMS = ['status-message', 'status-withdraw', 'status-delete'] as const;

const tokenOf = (ctx: Context) =>
  (ctx as Context & { params: Record<string, string> }).params.token ?? '';

export function statusRouter({
  routing,
  statusPages,
  renderer,
}: {
  routing: DeclaredRoutesOptions;
  statusPages: StatusPages;
  renderer: RenderService;
}) {
  const router = new Router();
  const on = declaredRoutes(router, routing);

  // The JSON calls ------------------------------------------------------------------------------

  on(routes.statusErasure.get, async ({ ctx, params }) => {
    privateAnswer(ctx);
    await statusPages.limitView(requestActor(ctx));
    return statusPages.erasureState(params.token);
  });

  on(routes.statusErasure.confirm, ({ ctx, actor, params }) => {
    privateAnswer(ctx);
    return statusPages.confirmErasure(actor, params.token);
  });

  on(routes.statusPage.get, async ({ ctx, actor, params }) => {
    privateAnswer(ctx);
    await statusPages.limitView(actor);
    return statusPages.read(params.token);
  });

  on(routes.statusPage.message, ({ ctx, actor, params, body }) => {
    privateAnswer(ctx);
    return statusPages.sendMessage(actor, params.token, body.text);
  });

  on(routes.statusPage.withdraw, ({ ctx, actor, params, body }) => {
    privateAnswer(ctx);
    return statusPages.withdraw(actor, params.token, body.reason);
  });

  on(routes.statusPage.erase, ({ ctx, actor, params }) => {
    privateAnswer(ctx);
    ctx.status = 202;
    return statusPages.requestErasure(actor, params.token);
  });

  const application = { uuid: { id: APPLICATION_NOT_FOUND } } as const;
  on(routes.statusLinks.get, application, ({ ctx, params }) => {
    noStore(ctx);
    return statusPages.linkState(params.id);
  });
  on(routes.statusLinks.revoke, application, ({ actor, params }) =>
    statusPages.revokeLink(actor, params.id),
  );
  on(routes.statusLinks.send, application, ({ actor, params }) =>
    statusPages.sendLink(actor, params.id),
  );

  // The page's forms, posted natively ------------------------------------------------------------

  /** Runs `act`; answers the 303 to the page, or the page again with the refusal. */
  const handle = async (ctx: Context, form: StatusPageForm, act: () => Promise<unknown>) => {
    try {
      await act();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
      const body = ctx.request.body as Record<string, unknown> | undefined;
      const values: Record<string, string> = {};
      for (const name of ['text', 'reason']) {
        if (typeof body?.[name] === 'string') values[name] = body[name];
      }
      const outcome: FormOutcome = {
        form,
        values,
        errors: error.errors ?? {},
        message: error.status === 400 && error.errors ? FAILED[form] : error.message,
      };
      // A wrong token renders the page of a wrong token: the 404 page, as a missing page.
      if (await renderer.renderFormOutcome(ctx, outcome, error.status)) return;
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(`${ctx.path}?${SENT_PARAM}=${form}#${formStatusAnchor(form)}`);
  };

  router.post(`${ERASURE_CONFIRM_BASE}/:token`, (ctx) =>
    handle(ctx, 'status-delete-confirm', () =>
      statusPages.confirmErasure(requestActor(ctx), tokenOf(ctx)),
    ),
  );

  router.post(`${STATUS_PAGE_BASE}/:token`, async (ctx) => {
    const actor = requestActor(ctx);
    const token = tokenOf(ctx);
    const body = ctx.request.body as Record<string, unknown> | undefined;
    const form = PAGE_FORMS.find((name) => name === body?.[STATUS_FORM_FIELD]);
    if (!form) throw badRequest(`${STATUS_FORM_FIELD} must be one of: ${PAGE_FORMS.join(', ')}`);
    await handle(ctx, form, async () => {
      switch (form) {
        case 'status-message':
          return statusPages.sendMessage(
            actor,
            token,
            parse(statusMessageInput, objectBody(ctx)).text,
          );
        case 'status-withdraw':
          return statusPages.withdraw(actor, token, parse(withdrawInput, objectBody(ctx)).reason);
        case 'status-delete':
          return statusPages.requestErasure(actor, token);
      }
    });
  });

  return router;
}
