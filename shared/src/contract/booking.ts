/**
 * The public side of scheduling: what a candidate or a visitor sees and sends on a booking link
 * (`/book/{token}`, the consultation form's "Pick a time for the call now"). Kept apart from the
 * admin's schemas (scheduling.ts) so the site's booking code loads none of them.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';

export const INTERVIEW_KINDS = ['interview', 'consultation-call'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];

export const INTERVIEW_MODES = ['video', 'phone', 'on-site'] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];
export const INTERVIEW_MODE_LABELS: Record<InterviewMode, string> = {
  video: 'Video call',
  phone: 'Phone call',
  'on-site': 'On site',
};

/** `pending`: waiting for the candidate to pick a time; `confirmed`: booked; `cancelled`. */
export const INTERVIEW_STATES = ['pending', 'confirmed', 'cancelled'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];

/** What a taken slot answers (409): the person picks another. */
export const SLOT_TAKEN_MESSAGE = 'This time was just taken, pick another.';
/** A wrong, expired or revoked booking link answers like a missing one (404). */
export const BOOKING_NOT_FOUND_MESSAGE = 'This booking link is not valid any more.';

/** An IANA time zone name (what `Intl.DateTimeFormat().resolvedOptions().timeZone` gives). */
export const timeZoneName = z
  .string({ error: 'timeZone must be a time zone name' })
  .trim()
  .min(1, { error: 'timeZone must be a time zone name' })
  .max(64, { error: 'timeZone must be a time zone name' })
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Unknown time zone' },
  );

/** An instant, ISO 8601 with its offset (`2026-03-09T09:00:00-04:00`) or `Z`. */
export const instant = z.iso.datetime({
  offset: true,
  error: 'Give a date and time in ISO 8601 with its offset',
});

export const slot = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slot>;

/** `?timeZone=`: the slots' offsets are written in this zone (default: the organiser's). */
export const bookingQuery = z.object({ timeZone: timeZoneName.optional() });

/** GET /api/booking/{token}: the free slots, or the booked one with what may still change. */
export const bookingView = z.object({
  kind: z.enum(INTERVIEW_KINDS),
  /** "Interview for Senior DevOps Engineer", "Consultation call". */
  title: z.string(),
  status: z.enum(INTERVIEW_STATES),
  durationMinutes: z.number().int(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string().nullable(),
  /** The zone the slots' offsets are written in. */
  timeZone: z.string(),
  slots: z.array(slot),
  /** The booked time, once booked. */
  booked: slot.nullable(),
  /** Whether the person may still book, move or cancel it (the notice period). */
  canChange: z.boolean(),
  /** Until when a booked time may be moved or cancelled from the link. */
  changeUntil: z.string().nullable(),
});
export type BookingView = z.infer<typeof bookingView>;

/** POST /api/booking/{token}: book (or move) to the slot that starts at `start`. */
export const bookingInput = z.object({ start: instant });
export type BookingInput = z.infer<typeof bookingInput>;
