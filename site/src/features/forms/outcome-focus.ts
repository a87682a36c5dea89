import { useEffect, useRef } from 'react';

/**
 * After the app has sent a form, the form's message (the success, or the banner of a refusal)
 * takes the focus: the browser scrolls it into view below the sticky header (the root's
 * `scroll-padding-top`) and a screen reader reads it. Otherwise the focus would be lost with the
 * button that was disabled while sending, and the message could sit above the viewport.
 *
 * Only on the way from "submitting" to an outcome: a page rendered with its message (the answer to
 * a native post) had the browser focus it already, through the address's fragment, and hydrating
 * it must not take the focus from where the visitor has moved it since.
 */
export function useOutcomeFocus(status: string) {
  const message = useRef<HTMLDivElement>(null);
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was === 'submitting' && (status === 'success' || status === 'error')) {
      message.current?.focus();
    }
  }, [status]);
  return message;
}
