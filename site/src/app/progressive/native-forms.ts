/**
 * The site's forms are plain HTML forms first: before the app has loaded (and without JavaScript)
 * the browser posts them to their page and the server answers (see features/forms/form-outcome.ts).
 * These few lines make that native path feel like the app's, without holding any event back:
 * - the bot trap's `startedAt` field gets the time the page was shown;
 * - a natively submitted form shows its pending label at once (`data-pending-label` on its submit
 *   button) and is not sent twice; a form the app handles (it cancels the submit) is left alone;
 * - a `<select data-submit-on-change>` submits its form when a value is picked (the blog's category
 *   filter); the app, once loaded, turns that submit into a navigation of its own; the element
 *   named by the form's `data-busy-target` is marked `aria-busy` at once (dimmed by CSS).
 */
import { STARTED_AT_FIELD } from '@northbeam/shared/contract/constants';

export function enhanceNativeForms(root: HTMLElement) {
  const shownAt = String(Date.now());
  for (const field of root.querySelectorAll<HTMLInputElement>(
    `input[type="hidden"][name="${STARTED_AT_FIELD}"]`,
  )) {
    if (!field.value) field.value = shownAt;
  }

  root.addEventListener('change', (event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && select.hasAttribute('data-submit-on-change')) {
      select.form?.requestSubmit();
    }
  });

  // On the document, so that the app's own handler (on the root) has run first.
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    // What the form will replace (the blog's list) shows at once that it is on its way, whether
    // the browser loads the next page or the app renders it.
    const busy = form.dataset.busyTarget && document.getElementById(form.dataset.busyTarget);
    if (busy) busy.setAttribute('aria-busy', 'true');
    if (event.defaultPrevented) return;
    if (form.dataset.sending !== undefined) {
      event.preventDefault();
      return;
    }
    if (form.method !== 'post') return;
    form.dataset.sending = '';
    const button = (event as SubmitEvent).submitter ?? form.querySelector('[type="submit"]');
    const label = button?.getAttribute('data-pending-label');
    if (button && label) {
      button.textContent = label;
      button.setAttribute('aria-disabled', 'true');
    }
  });
  // Back to the page from the browser's history: a form is ready to send again.
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const form of root.querySelectorAll<HTMLFormElement>('form[data-sending]')) {
      delete form.dataset.sending;
    }
  });
}
