/**
 * The public forms' bot traps (see shared/src/contract/bot-trap.ts): a honeypot field people
 * never see or reach (off-screen, aria-hidden, not focusable, no autofill), and the time the form
 * was first shown. The server stores every submission; one with the honeypot filled goes to the
 * admin's Spam filter, one sent faster than the minimum fill time is marked "possible spam".
 */
import { useRef, useState } from 'react';
import { HONEYPOT_FIELD } from '@northbeam/shared/contract/constants';

export function useBotTrap() {
  const [shownAt] = useState(() => Date.now());
  const honeypot = useRef<HTMLInputElement>(null);
  return {
    /** Extra fields for the submission. */
    values: () => ({ website: honeypot.current?.value ?? '', startedAt: String(shownAt) }),
    field: (
      <div className="visually-hidden" aria-hidden="true">
        <label>
          Leave this field empty
          <input
            ref={honeypot}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    ),
  };
}
