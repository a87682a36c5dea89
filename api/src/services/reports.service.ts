/**
 * The admin's Reports: recruiting (owners, administrators, recruiters), leads (owners,
 * administrators, sales) and content (owners, administrators, editors). Each covers whole days in
 * the company's time zone (the Notifications page's setting) and compares with the period of the
 * same length just before. The numbers come from SQL over the submissions, their status history
 * and the page-view rollups (db/reports.queries.ts), never from a scan of page views.
 */
import {
  FUNNEL_STAGES,
  REPORT_DEFAULT_DAYS,
  type ContentReport,
  type LeadsReport,
  type RecruitingReport,
  type ReportQuery,
  type ResponseTimes,
} from '@northbeam/shared/contract/reports';
import type { Db } from '../db/connection';
import {
  applicationsBySource,
  dailyVisits,
  funnelByJob,
  hiresBySource,
  leadsByCampaign,
  leadsBySource,
  postsRead,
  responseTimes,
  timeInStatus,
  timeToHire,
  visitTotals,
  type ReportWindow,
  type ResponseRow,
} from '../db/reports.queries';
import { zoneDay } from './notifications/mail-time';
import { readTimeZone } from './notifications/time-zone';

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The window asked for (default: the last 30 days, today included) and the one before it. */
export function reportWindow(query: ReportQuery, today: string, tz: string): ReportWindow {
  const to = query.to ?? (query.from ? addDays(query.from, REPORT_DEFAULT_DAYS - 1) : today);
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  const length = daysBetween(from, to) + 1;
  const prevTo = addDays(from, -1);
  return { from, to, prevFrom: addDays(prevTo, -(length - 1)), prevTo, tz };
}

const bySize = <T>(items: T[], size: (item: T) => number) =>
  items.sort((a, b) => size(b) - size(a));

const round = (value: number | null, digits = 1) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

function times(row: ResponseRow | undefined): ResponseTimes {
  // Answered (in time or not) or past the deadline unanswered: the leads whose outcome is known.
  const due = (row?.answered ?? 0) + (row?.late ?? 0);
  return {
    leads: row?.leads ?? 0,
    answered: row?.answered ?? 0,
    medianHours: round(row?.median ?? null),
    p90Hours: round(row?.p90 ?? null),
    withinOneBusinessDay: due > 0 ? Math.round(((row?.within ?? 0) / due) * 1000) / 1000 : null,
    late: row?.late ?? 0,
  };
}

export function createReports(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function windowOf(query: ReportQuery) {
    const tz = await readTimeZone(db);
    const w = reportWindow(query, zoneDay(now(), tz), tz);
    const range = {
      from: w.from,
      to: w.to,
      previousFrom: w.prevFrom,
      previousTo: w.prevTo,
      timeZone: tz,
    };
    return { w, range };
  }

  return {
    async recruiting(query: ReportQuery): Promise<RecruitingReport> {
      const { w, range } = await windowOf(query);
      // At once: on PostgreSQL each takes a connection of the pool (PGlite runs them in turn).
      const [sources, jobs, toHire, stays, hires] = await Promise.all([
        applicationsBySource(db, w),
        funnelByJob(db, w),
        timeToHire(db, w),
        timeInStatus(db, w),
        hiresBySource(db, w),
      ]);
      const all = { received: 0, reviewing: 0, interviewed: 0, hired: 0 };
      for (const job of jobs) for (const stage of FUNNEL_STAGES) all[stage] += job[stage];
      const order = ['received', 'reviewing', 'interviewed', 'rejected', 'hired'];
      return {
        range,
        totals: {
          applications: sources.reduce((n, s) => n + s.current, 0),
          previousApplications: sources.reduce((n, s) => n + s.previous, 0),
          hires: toHire.hires,
          previousHires: toHire.previousHires,
        },
        bySource: bySize(
          sources
            .filter((s) => s.current || s.previous)
            .map((s) => ({ source: s.source, applications: s.current, previous: s.previous })),
          (s) => s.applications * 1e6 + s.previous,
        ),
        funnel: { all, byJob: jobs },
        timeToHire: {
          ...toHire,
          medianDays: round(toHire.medianDays),
          previousMedianDays: round(toHire.previousMedianDays),
        },
        timeInStatus: stays
          .map((s) => ({ ...s, medianDays: round(s.medianDays) }))
          .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status)),
        sourceOfHire: bySize(
          hires.map((h) => ({ source: h.source, hires: h.current, previous: h.previous })),
          (h) => h.hires * 1e6 + h.previous,
        ),
      };
    },

    async leads(query: ReportQuery): Promise<LeadsReport> {
      const { w, range } = await windowOf(query);
      const [sources, campaigns, responses] = await Promise.all([
        leadsBySource(db, w),
        leadsByCampaign(db, w),
        responseTimes(db, w),
      ]);
      const sum = (pick: (s: (typeof sources)[number]) => number) =>
        sources.reduce((n, s) => n + pick(s), 0);
      const overall = (current: boolean) =>
        responses.find((r) => r.current === current && r.assignee === null);
      return {
        range,
        totals: {
          contacts: sum((s) => s.contacts),
          consultations: sum((s) => s.consultations),
          previousContacts: sum((s) => s.previousContacts),
          previousConsultations: sum((s) => s.previousConsultations),
        },
        bySource: bySize(
          sources
            .map((s) => ({
              source: s.source,
              contacts: s.contacts,
              consultations: s.consultations,
              previous: s.previousContacts + s.previousConsultations,
            }))
            .filter((s) => s.contacts || s.consultations || s.previous),
          (s) => (s.contacts + s.consultations) * 1e6 + s.previous,
        ),
        byCampaign: bySize(campaigns, (c) => (c.contacts + c.consultations) * 1e6 + c.previous),
        firstResponse: {
          overall: times(overall(true)),
          previous: times(overall(false)),
          byAssignee: responses
            .filter((r) => r.current && r.assignee !== null)
            .map((r) => ({ ...times(r), assignee: r.assignee || null }))
            .sort((a, b) => b.leads - a.leads),
        },
      };
    },

    async content(query: ReportQuery): Promise<ContentReport> {
      const { w, range } = await windowOf(query);
      const [site, daily, pages, referrers, campaigns, posts] = await Promise.all([
        visitTotals(db, w, 'site', 1),
        dailyVisits(db, w),
        visitTotals(db, w, 'page', 50),
        visitTotals(db, w, 'referrer', 20),
        visitTotals(db, w, 'campaign', 20),
        postsRead(db, w, 50),
      ]);
      const total = site[0];
      return {
        range,
        totals: {
          views: total?.views ?? 0,
          visitors: total?.visitors ?? 0,
          privateViews: total?.privateViews ?? 0,
          previousViews: total?.previousViews ?? 0,
          previousVisitors: total?.previousVisitors ?? 0,
        },
        daily,
        pages: pages
          .filter((p) => p.views)
          .map((p) => ({
            path: p.key,
            views: p.views,
            visitors: p.visitors,
            previousViews: p.previousViews,
          })),
        posts,
        referrers: referrers
          .filter((r) => r.views)
          .map((r) => ({
            host: r.key,
            views: r.views,
            visitors: r.visitors,
            previousViews: r.previousViews,
          })),
        campaigns: campaigns
          .filter((c) => c.views)
          .map((c) => {
            const [source = '', medium = '', campaign = ''] = c.key.split('\t');
            return { source, medium, campaign, views: c.views, visitors: c.visitors };
          }),
      };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
