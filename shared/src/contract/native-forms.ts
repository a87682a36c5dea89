/**
 * The public forms posted natively, before or without the site's app: the browser posts a form to
 * the page that shows it (urlencoded, or multipart for an application); the server stores it as
 * the JSON calls do and answers `303 See Other` to `<page>?sent=<form>#<anchor>` (the page then
 * says it was sent), or renders the page again with what was sent and why it was refused.
 */
export const PUBLIC_FORMS = ['contact', 'consultation', 'application'] as const;
export type PublicForm = (typeof PUBLIC_FORMS)[number];

/** The query parameter of a page whose form the server just stored. */
export const SENT_PARAM = 'sent';

/** The id of a form's element on its page (the fragment of the 303's address). */
export const formAnchor = (form: PublicForm) => `form-${form}`;

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
