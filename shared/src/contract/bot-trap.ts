/**
 * Bot traps carried by the public forms (contact, consultation, application). Both fields are
 * optional, so a client written against the spec without them still works:
 * - `website`: a honeypot input people never see (visually hidden, aria-hidden, not focusable);
 *   a value means a bot filled every field it found;
 * - `startedAt`: when the form was shown (ms since the epoch, the browser's clock); a form sent
 *   faster than the server's minimum fill time (FORM_MIN_FILL_MS) is a bot's.
 * The server stores a trapped submission marked as spam (see spam.ts) and answers it exactly like
 * any other, so a bot learns nothing.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';

// The names live in constants.ts (no zod), so the site's forms can use them without loading zod.
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from './constants';

export { HONEYPOT_FIELD, STARTED_AT_FIELD };

/** The names of the trap fields (never stored, never shown back). */
export const BOT_TRAP_FIELDS: readonly string[] = [HONEYPOT_FIELD, STARTED_AT_FIELD];

export const botTrapFields = {
  // Lenient on purpose: whatever a bot puts here must not answer a telling 400.
  website: z.preprocess((v) => (v == null ? undefined : String(v)), z.string().optional()),
  startedAt: z.preprocess((v) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : undefined;
  }, z.number().optional()),
};

export interface BotTrap {
  website?: string | undefined;
  startedAt?: number | undefined;
}

/** The input without the trap fields (what gets stored). */
export function withoutBotTrap<T extends BotTrap>(data: T): Omit<T, keyof BotTrap> {
  const { website: _website, startedAt: _startedAt, ...rest } = data;
  return rest;
}
