/**
 * The admin's Reports (issue 32): where hires and clients come from, how fast the team answers,
 * where candidates fall out, and what the site's pages and posts bring. Every report covers a range
 * of days in the company's time zone (`from`–`to`, both included) and the period of the same length
 * just before it, for comparison.
 */
import './browser-zod'; // first: see browser-zod.ts
import { z } from 'zod';

/** The longest range a report covers (days). */
export const REPORT_MAX_DAYS = 1100;
/** The range when none is asked for: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are YYYY-MM-DD' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'Not a calendar date',
    },
  );

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both optional: the last 30 days). */
export const reportQuery = z
  .object({ from: isoDay.optional(), to: isoDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: '`from` must not be after `to`',
    path: ['from'],
  })
  .refine(
    (q) =>
      !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS,
    { error: `A report covers at most ${REPORT_MAX_DAYS} days`, path: ['to'] },
  );
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportRange = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /** The company's time zone the days are counted in. */
  timeZone: z.string(),
});
export type ReportRange = z.infer<typeof reportRange>;

/** The statuses an application moves through, in order (rejected leaves the funnel). */
export const FUNNEL_STAGES = ['received', 'reviewing', 'interviewed', 'hired'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

const funnel = z.object({
  received: z.number(),
  reviewing: z.number(),
  interviewed: z.number(),
  hired: z.number(),
});

export const recruitingReport = z.object({
  range: reportRange,
  totals: z.object({
    applications: z.number(),
    previousApplications: z.number(),
    hires: z.number(),
    previousHires: z.number(),
  }),
  /** Applications received in the range, by source. */
  bySource: z.array(
    z.object({ source: z.string(), applications: z.number(), previous: z.number() }),
  ),
  /**
   * Of the applications received in the range, how many reached each stage (by their status
   * history: one moved straight to hired counts as reviewed and interviewed too), per job and in all.
   */
  funnel: z.object({
    all: funnel,
    byJob: z.array(funnel.extend({ jobId: z.string().nullable(), jobTitle: z.string() })),
  }),
  /** Median days from application to hired, of the hires made in the range. */
  timeToHire: z.object({
    medianDays: z.number().nullable(),
    hires: z.number(),
    previousMedianDays: z.number().nullable(),
    previousHires: z.number(),
  }),
  /** Median days an application stayed in each status, of the stays that ended in the range. */
  timeInStatus: z.array(
    z.object({ status: z.string(), medianDays: z.number().nullable(), stays: z.number() }),
  ),
  /** Hires made in the range, by the source of their application. */
  sourceOfHire: z.array(z.object({ source: z.string(), hires: z.number(), previous: z.number() })),
});
export type RecruitingReport = z.infer<typeof recruitingReport>;

export const responseTimes = z.object({
  /** Leads received in the range (spam left out). */
  leads: z.number(),
  answered: z.number(),
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
  /**
   * Of the leads whose one-business-day deadline has passed or that were answered, the share
   * answered in time (0–1); null when there are none.
   */
  withinOneBusinessDay: z.number().nullable(),
  /** Not answered and past the deadline. */
  late: z.number(),
});
export type ResponseTimes = z.infer<typeof responseTimes>;

export const leadsReport = z.object({
  range: reportRange,
  totals: z.object({
    contacts: z.number(),
    consultations: z.number(),
    previousContacts: z.number(),
    previousConsultations: z.number(),
  }),
  bySource: z.array(
    z.object({
      source: z.string(),
      contacts: z.number(),
      consultations: z.number(),
      previous: z.number(),
    }),
  ),
  byCampaign: z.array(
    z.object({
      campaign: z.string(),
      source: z.string(),
      medium: z.string(),
      contacts: z.number(),
      consultations: z.number(),
      previous: z.number(),
    }),
  ),
  firstResponse: z.object({
    overall: responseTimes,
    previous: responseTimes,
    byAssignee: z.array(responseTimes.extend({ assignee: z.string().nullable() })),
  }),
});
export type LeadsReport = z.infer<typeof leadsReport>;

export const contentReport = z.object({
  range: reportRange,
  totals: z.object({
    views: z.number(),
    visitors: z.number(),
    /** Views from browsers asking not to be tracked (Sec-GPC, DNT): counted, never hashed. */
    privateViews: z.number(),
    previousViews: z.number(),
    previousVisitors: z.number(),
  }),
  daily: z.array(z.object({ day: z.string(), views: z.number(), visitors: z.number() })),
  pages: z.array(
    z.object({
      path: z.string(),
      views: z.number(),
      visitors: z.number(),
      previousViews: z.number(),
    }),
  ),
  /** Posts read in the range, or last read before a lead or application of the range. */
  posts: z.array(
    z.object({
      slug: z.string(),
      title: z.string().nullable(),
      views: z.number(),
      visitors: z.number(),
      leads: z.number(),
      applications: z.number(),
    }),
  ),
  referrers: z.array(
    z.object({
      host: z.string(),
      views: z.number(),
      visitors: z.number(),
      previousViews: z.number(),
    }),
  ),
  campaigns: z.array(
    z.object({
      source: z.string(),
      medium: z.string(),
      campaign: z.string(),
      views: z.number(),
      visitors: z.number(),
    }),
  ),
});
export type ContentReport = z.infer<typeof contentReport>;
