/**
 * The public forms' bot traps (see shared/src/contract/bot-trap.ts): a honeypot field people
 * never see or reach (off-screen, aria-hidden, not focusable, no autofill), and the time the form
 * was first shown. Both are ordinary fields of the form, so they go with it however it is sent
 * (by the app or natively). The server stores every submission; one with the honeypot filled goes
 * to the admin's Spam filter, one sent faster than the minimum fill time is marked "possible spam".
 */
import { useEffect, useRef } from 'react';
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '@northbeam/shared/contract/constants';

export function BotTrapFields() {
  const startedAt = useRef<HTMLInputElement>(null);
  // The site's entry script stamps the time the page was shown; a form the app rendered later
  // (after a navigation inside the app) is stamped when it appears.
  useEffect(() => {
    if (startedAt.current && !startedAt.current.value) {
      startedAt.current.value = String(Date.now());
    }
  }, []);
  return (
    <>
      {/* No defaultValue: hydration sets an input's default value, and a hidden input's value
          is its default value, so it would wipe the time stamped before the app started. */}
      <input ref={startedAt} type="hidden" name={STARTED_AT_FIELD} />
      <div className="visually-hidden" aria-hidden="true">
        <label>
          Leave this field empty
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}
