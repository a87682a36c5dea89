/**
 * Whose turn a conversation is (conversations.ts), from the last message that was not automatic:
 * `us` when the person wrote last, `them` when the team did. Its own module: the admin lists'
 * rows carry it, and their schemas are also the public answers', which must not load the admin's.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';

export const AWAITING = ['us', 'them'] as const;
export type Awaiting = (typeof AWAITING)[number];
export const AWAITING_LABELS: Record<Awaiting, string> = {
  us: 'Awaiting us',
  them: 'Awaiting them',
};

/** The lists' `awaiting` filter. */
export const awaitingParam = z.enum(AWAITING, { error: 'awaiting must be us or them' }).optional();
