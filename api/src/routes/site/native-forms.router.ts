/**
 * The public forms posted natively to their pages, before or without the site's app (see
 * shared/src/contract/native-forms.ts): stored through the same submissions service as the JSON
 * calls, then `303 See Other` back to the page with `?sent=<form>` and the fragment of the form's
 * message (post/redirect/get: a reload does not send it again). A refusal (invalid field, rate
 * limit, bad resume, closed job) renders the page again, with its status, what was sent and why,
 * so nothing typed is lost.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { BOT_TRAP_FIELDS } from '@northbeam/shared/contract/bot-trap';
import { RESUME_MAX_BYTES } from '@northbeam/shared/contract/constants';
import { CONTACT_SUBJECT_FIELD, messageWithSubject } from '@northbeam/shared/contract/contact';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import {
  formStatusAnchor,
  SENT_PARAM,
  type FormOutcome,
  type PUBLIC_FORMS,
} from '@northbeam/shared/contract/native-forms';
import { HttpError } from '../../http/http-errors';
import { singleFile, uploadedFile } from '../../middleware/upload';
import { requestActor } from '../../middleware/require-admin';
import { idParam } from '../../middleware/validate';
import type { RenderService } from '../../ssr/render-service';
import type { Submissions } from '../../services/submissions.service';

/** The submission forms (the status page's are routes/status/status.router.ts's). */
type SubmissionForm = (typeof PUBLIC_FORMS)[number];

/** The failure banner of each form when the server gave no message of its own (spec section 8). */
const FAILED: Record<SubmissionForm, string> = {
  contact: MESSAGES.contact.failed,
  consultation: MESSAGES.consultation.failed,
  application: MESSAGES.application.failed,
};

/** The text fields as sent, for the form shown again (the bot trap's fields left out). */
function sentValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!body || typeof body !== 'object') return values;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string' && !BOT_TRAP_FIELDS.includes(name)) values[name] = value;
  }
  return values;
}

export function nativeFormsRouter(submissions: Submissions, renderer: RenderService) {
  const router = new Router();

  /** Runs `store`; answers the 303 to the page, or the page again with the refusal. */
  const handle = async (ctx: Context, form: SubmissionForm, store: () => Promise<unknown>) => {
    try {
      await store();
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      for (const [name, value] of Object.entries(error.headers ?? {})) ctx.set(name, value);
      const outcome: FormOutcome = {
        form,
        values: sentValues(ctx.request.body),
        errors: error.errors ?? {},
        // The API's own words for a refusal the visitor can act on; the spec's text otherwise.
        message: error.status === 400 && error.errors ? FAILED[form] : error.message,
      };
      if (await renderer.renderFormOutcome(ctx, outcome, error.status)) return;
      throw error;
    }
    ctx.status = 303;
    ctx.redirect(`${ctx.path}?${SENT_PARAM}=${form}#${formStatusAnchor(form)}`);
  };

  router.post('/', (ctx) =>
    handle(ctx, 'consultation', () =>
      submissions.inquiry(requestActor(ctx), 'consultation', ctx.request.body),
    ),
  );

  router.post('/contact', (ctx) => {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const subject = body[CONTACT_SUBJECT_FIELD];
    // The page's subject (`/contact?subject=…`) opens the message, as the app sends it.
    const message = messageWithSubject(
      typeof subject === 'string' ? subject : undefined,
      typeof body.message === 'string' ? body.message : '',
    );
    return handle(ctx, 'contact', () =>
      submissions.inquiry(requestActor(ctx), 'contact', { ...body, message }),
    );
  });

  const readResume = singleFile('resume', RESUME_MAX_BYTES);
  router.post('/careers/:id', (ctx) =>
    handle(ctx, 'application', async () => {
      // The limit before the upload is read; then the multipart body (413 past the limit).
      await submissions.limitApplication(requestActor(ctx));
      await readResume(ctx, async () => {});
      const id = idParam(ctx, MESSAGES.careers.jobNotFound);
      await submissions.application(requestActor(ctx), id, ctx.request.body, uploadedFile(ctx));
    }),
  );

  return router;
}
