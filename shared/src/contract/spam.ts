/**
 * Suspected spam among the public forms' submissions. Nothing a visitor sends is discarded:
 * - the honeypot filled: stored as `spam` (left out of the default lists and counts, shown under
 *   the Spam filter);
 * - sent faster than the minimum fill time: stored and listed as usual, marked `suspected`.
 * An administrator moves a submission in or out of spam (`PUT …/{id}/spam`, audited).
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import type { BotTrap } from './bot-trap';

export const SPAM_VERDICTS = ['suspected', 'spam'] as const;
export type SpamVerdict = (typeof SPAM_VERDICTS)[number];

/** What a list item says about spam: null for an ordinary submission. */
export const spamMark = z.object({ verdict: z.enum(SPAM_VERDICTS), reason: z.string() }).nullable();
export type SpamMark = z.infer<typeof spamMark>;

/** `?spam=only`: the Spam filter of an admin list. Absent: everything but spam. */
export const spamListParam = z
  .enum(['only'], { error: 'spam must be "only" (or absent)' })
  .optional();

/** PUT /api/contact/{id}/spam, /api/consultation/{id}/spam, /api/careers/applications/{id}/spam */
export const spamUpdate = z.object({
  spam: z.boolean({ error: 'spam must be true or false' }),
});

export const SPAM_LABELS: Record<SpamVerdict, string> = {
  suspected: 'Possible spam',
  spam: 'Spam',
};

/** The mark a new submission gets from its bot-trap fields, or null. */
export function spamMarkOf(trap: BotTrap, minFillMs: number, now = Date.now()): SpamMark {
  if (trap.website && trap.website.trim() !== '') {
    return { verdict: 'spam', reason: 'The hidden honeypot field was filled in.' };
  }
  if (trap.startedAt !== undefined && minFillMs > 0) {
    const elapsed = now - trap.startedAt;
    // A negative time means the browser's clock runs ahead: unknown, so not held against anyone.
    if (elapsed >= 0 && elapsed < minFillMs) {
      const seconds = (elapsed / 1000).toFixed(1);
      return {
        verdict: 'suspected',
        reason: `Sent ${seconds} s after the form was shown (less than ${minFillMs / 1000} s).`,
      };
    }
  }
  return null;
}
