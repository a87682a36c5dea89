/**
 * The public forms posted natively, before or without the site's app: the browser posts a form to
 * the page that shows it (urlencoded, or multipart for an application); the server stores it as
 * the JSON calls do and answers `303 See Other` to `<page>?sent=<form>#<status anchor>` (the page
 * then says it was sent), or renders the page again with what was sent and why it was refused.
 */
import type { StatusPageForm } from './status-page';

export const PUBLIC_FORMS = ['contact', 'consultation', 'application'] as const;
/** A submission form, or one of the candidate's status page (status-page.ts). */
export type PublicForm = (typeof PUBLIC_FORMS)[number] | StatusPageForm;

/** The query parameter of a page whose form the server just stored. */
export const SENT_PARAM = 'sent';

/** The id of a form's element on its page. */
export const formAnchor = (form: PublicForm) => `form-${form}`;

/**
 * The id of the message a form shows once sent or refused (focusable), and the fragment of both
 * answers to a native post: the 303's address, and the form's `action` for a refusal rendered in
 * place. Without any script the browser scrolls it into view (below the sticky header: the root's
 * `scroll-padding-top`) and focuses it, so the visitor sees the outcome and a screen reader reads it.
 */
export const formStatusAnchor = (form: PublicForm) => `form-${form}-status`;

/** What a page is rendered with after the server refused a natively posted form. */
export interface FormOutcome {
  form: PublicForm;
  /** The text fields as they were sent (never a file). */
  values: Record<string, string>;
  /** Field errors, as the API's `errors`. */
  errors: Record<string, string>;
  /** The banner: the API's message for the refusal. */
  message: string;
}
