/**
 * Scheduling in the admin: each staff member's weekly hours and calendar feed, interviews and
 * consultation calls, the job's interview kit and the interviewers' scorecards.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';
import {
  INTERVIEW_KINDS,
  INTERVIEW_MODES,
  INTERVIEW_STATES,
  instant,
  timeZoneName,
} from './booking';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_LABELS: Record<number, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

const clock = z
  .string({ error: 'Give a time as HH:mm' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'Give a time as HH:mm' });

/** One stretch of working time on a weekday (day 1 = Monday), in the person's own zone. */
export const workingHours = z
  .object({
    day: z.number({ error: 'day must be 1 (Monday) to 7 (Sunday)' }).int().min(1).max(7),
    start: clock,
    end: clock,
  })
  .refine((h) => h.start < h.end, { error: 'The end must come after the start', path: ['end'] });
export type WorkingHours = z.infer<typeof workingHours>;

const day = z.iso.date({ error: 'Give a day as YYYY-MM-DD' });

/** What a calendar feed address may be (the server checks where it points when it reads it). */
export const calendarFeedUrl = z
  .string()
  .trim()
  .max(2000, { error: 'The address is too long' })
  .refine(
    (value) => {
      try {
        const url = new URL(value.replace(/^webcals?:/i, 'https:'));
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: 'Give the calendar’s secret address (https://…)' },
  );

/** PUT /api/admin/availability */
export const availabilityInput = z.object({
  timeZone: timeZoneName,
  hours: z.array(workingHours).max(50, { error: 'At most 50 stretches of hours' }),
  daysOff: z.array(day).max(366).optional(),
  /** A secret iCal address to read busy times from; null removes it; absent keeps it. */
  calendarFeedUrl: calendarFeedUrl.nullable().optional(),
});
export type AvailabilityInput = z.input<typeof availabilityInput>;

/** GET /api/admin/availability: the feed's address is never sent back, only a hint of it. */
export const availability = z.object({
  timeZone: z.string(),
  hours: z.array(workingHours),
  daysOff: z.array(z.string()),
  calendarFeed: z
    .object({
      /** `calendar.example.com/…/basic.ics`: enough to recognise it, not to use it. */
      hint: z.string(),
      fetchedAt: z.string().nullable(),
      busyCount: z.number().int(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type Availability = z.infer<typeof availability>;

export const SCHEDULE_MAX_INTERVIEWERS = 10;

/** POST /api/careers/applications/{id}/interviews */
export const scheduleInterviewInput = z
  .object({
    interviewerIds: z
      .array(z.uuid({ error: 'Choose the interviewers from the team' }))
      .min(1, { error: 'Choose at least one interviewer' })
      .max(SCHEDULE_MAX_INTERVIEWERS, { error: 'At most 10 interviewers' }),
    durationMinutes: z
      .number({ error: 'Give the duration in minutes' })
      .int()
      .min(15, { error: 'At least 15 minutes' })
      .max(480, { error: 'At most 8 hours' }),
    mode: z.enum(INTERVIEW_MODES, { error: 'Choose video, phone or on site' }),
    location: z.string().trim().max(500, { error: 'At most 500 characters' }).optional(),
    /** A fixed time; absent: the candidate chooses from a booking link. */
    startsAt: instant.optional(),
    /**
     * The client's interview: a submittal of this application. Its hiring manager is invited too
     * and the client's review page shows the interview.
     */
    submittalId: z
      .uuid({ error: 'submittalId must be a submittal of this application' })
      .optional(),
  })
  .refine((input) => input.mode !== 'on-site' || !!input.location, {
    error: 'Give the address for an interview on site',
    path: ['location'],
  });
export type ScheduleInterviewInput = z.input<typeof scheduleInterviewInput>;

export const scheduledInterview = z.object({
  id: z.string(),
  /** When the candidate chooses: the link e-mailed to them. */
  bookingUrl: z.string().optional(),
});

/** PATCH /api/interviews/{id} */
export const rescheduleInput = z.object({ startsAt: instant });

export const RATINGS = ['strong-no', 'no', 'yes', 'strong-yes'] as const;
export type Rating = (typeof RATINGS)[number];
export const RATING_LABELS: Record<Rating, string> = {
  'strong-no': 'Strong no',
  no: 'No',
  yes: 'Yes',
  'strong-yes': 'Strong yes',
};
const rating = z.enum(RATINGS, {
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? 'Choose a rating'
      : 'Rate strong no, no, yes or strong yes',
});

/** POST /api/interviews/{id}/scorecards */
export const scorecardInput = z.object({
  ratings: z
    .record(z.string().trim().min(1).max(100), rating)
    .refine((ratings) => Object.keys(ratings).length > 0, {
      error: 'Name at least one thing you assessed',
    }),
  recommendation: rating,
  notes: z.string().trim().max(10_000, { error: 'At most 10,000 characters' }).default(''),
});
export type ScorecardInput = z.input<typeof scorecardInput>;

export const scorecard = z.object({
  interviewer: z.object({ _id: z.string(), name: z.string() }),
  ratings: z.record(z.string(), z.enum(RATINGS)),
  recommendation: z.enum(RATINGS),
  notes: z.string(),
  submittedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecard>;

export const interviewer = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  scorecardSubmitted: z.boolean(),
});

/** An interview or a consultation call, as the admin lists it. */
export const interview = z.object({
  _id: z.string(),
  kind: z.enum(INTERVIEW_KINDS),
  status: z.enum(INTERVIEW_STATES),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string().nullable(),
  durationMinutes: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeZone: z.string(),
  sequence: z.number().int(),
  interviewers: z.array(interviewer),
  candidate: z.object({ name: z.string(), email: z.string() }),
  applicationId: z.string().nullable(),
  consultationId: z.string().nullable(),
  /** Scheduled from a client's answer: the submittal, and its hiring manager (invited too). */
  submittalId: z.string().nullable(),
  hiringManager: z.object({ name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Interview = z.infer<typeof interview>;

/**
 * An interview's scorecards as one person may see them: their own, and the others' only once
 * theirs is in (an interviewer does not read the others' first: no anchoring). Recruiters who did
 * not interview see them all.
 */
export const interviewScorecards = z.object({
  interviewId: z.string(),
  /** Whether this person interviews (and so has a scorecard to write). */
  mine: scorecard.nullable(),
  canSubmit: z.boolean(),
  /** Hidden (empty) until one's own is submitted. */
  others: z.array(scorecard),
  othersHidden: z.boolean(),
  /** Interviewers who have not submitted theirs. */
  missing: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** What to assess (the job's interview kit). */
  attributes: z.array(z.string()),
  questions: z.array(z.string()),
});
export type InterviewScorecards = z.infer<typeof interviewScorecards>;

/** The job's interview kit: what to assess and optional questions. */
export const interviewKit = z.object({
  attributes: z
    .array(z.string().trim().min(1).max(100, { error: 'At most 100 characters' }))
    .max(30, { error: 'At most 30 attributes' }),
  questions: z
    .array(z.string().trim().min(1).max(500, { error: 'At most 500 characters' }))
    .max(50, { error: 'At most 50 questions' }),
});
export type InterviewKit = z.infer<typeof interviewKit>;

/** GET /api/consultation/{id}/call: the consultation's call, if one was offered or booked. */
export const consultationCall = z.object({ call: interview.nullable() });

export const interviewState = z.enum(INTERVIEW_STATES);
