/**
 * The numbers behind the admin's Reports, in SQL over the submissions, their status history
 * (`status_changes`), the team's e-mails (`outbox`) and the page-view rollups (`visit_days`).
 * Every query covers a window of whole days in the company's time zone: `from` and `to` are dates
 * (both included), `tz` the zone; `prevFrom`/`prevTo` the period before it, for comparison.
 * Spam is left out everywhere (a "possible spam" mark is not spam).
 */
import { STAGE_SQL } from './attribution.queries';
import type { DbOrTrx } from './connection';
import { rawRows } from './raw';

export interface ReportWindow {
  from: string;
  to: string;
  prevFrom: string;
  prevTo: string;
  tz: string;
}

/** The instants a window of days starts and ends at (the end excluded). */
const start = (day: string) => `((${day})::date)::timestamp at time zone :tz`;
const end = (day: string) => `((${day})::date + 1)::timestamp at time zone :tz`;
const NOT_SPAM = (alias: string) => `(${alias}.spam is null or ${alias}.spam <> 'spam')`;

const rows = <T>(db: DbOrTrx, sql: string, w: ReportWindow): Promise<T[]> =>
  rawRows<T>(db, sql, { ...w });

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

// ----- Recruiting -----

export async function applicationsBySource(db: DbOrTrx, w: ReportWindow) {
  const found = await rows<{ source: string; current: string; previous: string }>(
    db,
    `select coalesce(a.source, 'Unknown') as source,
            count(*) filter (where a.applied_at >= ${start(':from')}) as current,
            count(*) filter (where a.applied_at < ${start(':from')}) as previous
       from job_applications a
      where a.applied_at >= ${start(':prevFrom')} and a.applied_at < ${end(':to')} and ${NOT_SPAM('a')}
      group by 1`,
    w,
  );
  return found.map((r) => ({
    source: r.source,
    current: num(r.current),
    previous: num(r.previous),
  }));
}

/**
 * Of the applications received in the window, how far each got (its furthest stage, kept on the
 * application as its status changes: one moved straight to hired counts at every stage), per job.
 */
export async function funnelByJob(db: DbOrTrx, w: ReportWindow) {
  const found = await rows<{
    job_id: string | null;
    job_title: string | null;
    received: string;
    reviewing: string;
    interviewed: string;
    hired: string;
  }>(
    db,
    `with reached as (
       select a.job_id, greatest(a.stage_reached, ${STAGE_SQL('a.status')}) as stage
         from job_applications a
        where a.applied_at >= ${start(':from')} and a.applied_at < ${end(':to')} and ${NOT_SPAM('a')}
     )
     select r.job_id, j.title as job_title, count(*) as received,
            count(*) filter (where r.stage >= 1) as reviewing,
            count(*) filter (where r.stage >= 2) as interviewed,
            count(*) filter (where r.stage >= 3) as hired
       from reached r left join jobs j on j.id = r.job_id
      group by r.job_id, j.title
      order by count(*) desc, j.title`,
    w,
  );
  return found.map((r) => ({
    jobId: r.job_id,
    jobTitle: r.job_title ?? 'A job since deleted',
    received: num(r.received),
    reviewing: num(r.reviewing),
    interviewed: num(r.interviewed),
    hired: num(r.hired),
  }));
}

/** The applications first hired in either period (`hired_at`, kept as statuses change). */
const HIRES = `
  hired as (
    select a.hired_at, a.applied_at, coalesce(a.source, 'Unknown') as source,
           a.hired_at >= ${start(':from')} as current
      from job_applications a
     where a.hired_at >= ${start(':prevFrom')} and a.hired_at < ${end(':to')} and ${NOT_SPAM('a')}
  )`;

export async function timeToHire(db: DbOrTrx, w: ReportWindow) {
  const [r] = await rows<{
    median: number | null;
    hires: string;
    prev_median: number | null;
    prev_hires: string;
  }>(
    db,
    `with ${HIRES}
     select percentile_cont(0.5) within group (order by extract(epoch from hired_at - applied_at) / 86400)
              filter (where current) as median,
            count(*) filter (where current) as hires,
            percentile_cont(0.5) within group (order by extract(epoch from hired_at - applied_at) / 86400)
              filter (where not current) as prev_median,
            count(*) filter (where not current) as prev_hires
       from hired`,
    w,
  );
  return {
    medianDays: numOrNull(r?.median),
    hires: num(r?.hires),
    previousMedianDays: numOrNull(r?.prev_median),
    previousHires: num(r?.prev_hires),
  };
}

export async function hiresBySource(db: DbOrTrx, w: ReportWindow) {
  const found = await rows<{ source: string; current: string; previous: string }>(
    db,
    `with ${HIRES}
     select source, count(*) filter (where current) as current,
            count(*) filter (where not current) as previous
       from hired group by source`,
    w,
  );
  return found.map((r) => ({
    source: r.source,
    current: num(r.current),
    previous: num(r.previous),
  }));
}

/** Stays in a status that ended in the window (a status change), by that status. */
export async function timeInStatus(db: DbOrTrx, w: ReportWindow) {
  const found = await rows<{ status: string; median: number | null; stays: string }>(
    db,
    `select c.from_status as status,
            percentile_cont(0.5) within group (order by extract(epoch from c.changed_at - c.since) / 86400) as median,
            count(*) as stays
       from status_changes c
      where c.subject_type = 'application'
        and c.changed_at >= ${start(':from')} and c.changed_at < ${end(':to')}
        and not exists (select 1 from job_applications s where s.id = c.subject_id and s.spam = 'spam')
      group by c.from_status`,
    w,
  );
  return found.map((r) => ({
    status: r.status,
    medianDays: numOrNull(r.median),
    stays: num(r.stays),
  }));
}

// ----- Leads -----

/** Contact messages and consultation requests of both periods, as one set. */
const LEADS = `
  leads as (
    select 'contact' as kind, l.id, l.created_at, l.source, l.utm_source, l.utm_medium, l.utm_campaign,
           l.ref, l.assignee_id, l.first_response_at
      from contact_submissions l
     where l.created_at >= ${start(':prevFrom')} and l.created_at < ${end(':to')} and ${NOT_SPAM('l')}
    union all
    select 'consultation', l.id, l.created_at, l.source, l.utm_source, l.utm_medium, l.utm_campaign,
           l.ref, l.assignee_id, l.first_response_at
      from consultation_requests l
     where l.created_at >= ${start(':prevFrom')} and l.created_at < ${end(':to')} and ${NOT_SPAM('l')}
  ), periods as (
    select leads.*, leads.created_at >= ${start(':from')} as current from leads
  )`;

export async function leadsBySource(db: DbOrTrx, w: ReportWindow) {
  const found = await rows<{
    source: string;
    contacts: string;
    consultations: string;
    previous_contacts: string;
    previous_consultations: string;
  }>(
    db,
    `with ${LEADS}
     select coalesce(source, 'Unknown') as source,
            count(*) filter (where current and kind = 'contact') as contacts,
            count(*) filter (where current and kind = 'consultation') as consultations,
            count(*) filter (where not current and kind = 'contact') as previous_contacts,
            count(*) filter (where not current and kind = 'consultation') as previous_consultations
       from periods group by 1`,
    w,
  );
  return found.map((r) => ({
    source: r.source,
    contacts: num(r.contacts),
    consultations: num(r.consultations),
    previousContacts: num(r.previous_contacts),
    previousConsultations: num(r.previous_consultations),
  }));
}

export async function leadsByCampaign(db: DbOrTrx, w: ReportWindow) {
  const found = await rows<{
    campaign: string;
    source: string;
    medium: string;
    contacts: string;
    consultations: string;
    previous: string;
  }>(
    db,
    `with ${LEADS}
     select utm_campaign as campaign, coalesce(utm_source, ref, '') as source,
            coalesce(utm_medium, '') as medium,
            count(*) filter (where current and kind = 'contact') as contacts,
            count(*) filter (where current and kind = 'consultation') as consultations,
            count(*) filter (where not current) as previous
       from periods where utm_campaign is not null group by 1, 2, 3`,
    w,
  );
  return found.map((r) => ({
    campaign: r.campaign,
    source: r.source,
    medium: r.medium,
    contacts: num(r.contacts),
    consultations: num(r.consultations),
    previous: num(r.previous),
  }));
}

export interface ResponseRow {
  current: boolean;
  assignee: string | null;
  leads: number;
  answered: number;
  median: number | null;
  p90: number | null;
  within: number;
  late: number;
}

/**
 * First response of each lead (`first_response_at`, kept up to date): the earlier of the team's
 * first e-mail to the person and the lead's first status change. Its deadline: one business day (Monday to
 * Friday in the company's time zone): the same time the next business day; from a Friday, the
 * Monday; from a weekend, the end of Monday. Grouped by period and by the current assignee.
 */
export async function responseTimes(db: DbOrTrx, w: ReportWindow): Promise<ResponseRow[]> {
  const timed = `${LEADS}, timed as (
       select p.*, p.first_response_at as answered_at,
              (case extract(isodow from p.created_at at time zone :tz)
                 when 5 then (p.created_at at time zone :tz) + interval '3 days'
                 when 6 then date_trunc('day', p.created_at at time zone :tz) + interval '3 days'
                 when 7 then date_trunc('day', p.created_at at time zone :tz) + interval '2 days'
                 else (p.created_at at time zone :tz) + interval '1 day'
               end) at time zone :tz as deadline
         from periods p
     )`;
  const measures = `count(*) as leads,
            count(t.answered_at) as answered,
            percentile_cont(0.5) within group (order by extract(epoch from t.answered_at - t.created_at) / 3600) as median,
            percentile_cont(0.9) within group (order by extract(epoch from t.answered_at - t.created_at) / 3600) as p90,
            count(*) filter (where t.answered_at <= t.deadline) as within,
            count(*) filter (where t.answered_at is null and t.deadline < now()) as late`;
  // Both periods in all, and this period per assignee (at once on PostgreSQL).
  const [overall, byAssignee] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      `with ${timed} select t.current, null as assignee, 1 as overall, ${measures}
         from timed t group by t.current`,
      w,
    ),
    rows<Record<string, unknown>>(
      db,
      `with ${timed} select true as current, a.name as assignee, 0 as overall, ${measures}
         from timed t left join staff a on a.id = t.assignee_id
        where t.current group by a.name`,
      w,
    ),
  ]);
  return [...overall, ...byAssignee].map((r) => ({
    current: Boolean(r.current),
    assignee: Number(r.overall) === 1 ? null : ((r.assignee as string | null) ?? ''),
    leads: num(r.leads),
    answered: num(r.answered),
    median: numOrNull(r.median),
    p90: numOrNull(r.p90),
    within: num(r.within),
    late: num(r.late),
  }));
}

// ----- Content -----

/** A range of days as whole months (read from `visit_months`) and the days around them. */
export function monthsAndDays(from: string, to: string) {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const firstWhole = new Date(Date.UTC(fy, fd === 1 ? fm - 1 : fm, 1));
  const nextAfterTo = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  // The last whole month starts at `to`'s month if `to` ends it, else the month before.
  const lastWhole = new Date(Date.UTC(ty, nextAfterTo.getUTCDate() === 1 ? tm - 1 : tm - 2, 1));
  if (firstWhole > lastWhole)
    return { months: null, days: [[from, to]] as Array<[string, string]> };
  const days: Array<[string, string]> = [];
  if (from < iso(firstWhole)) days.push([from, iso(new Date(firstWhole.getTime() - 86_400_000))]);
  const afterLast = new Date(Date.UTC(lastWhole.getUTCFullYear(), lastWhole.getUTCMonth() + 1, 1));
  if (iso(afterLast) <= to) days.push([iso(afterLast), to]);
  return { months: [iso(firstWhole), iso(lastWhole)] as [string, string], days };
}

/** The rollup rows of `kind` over a range: whole months from `visit_months`, the rest by day. */
function rollupRows(
  kind: string,
  from: string,
  to: string,
  period: 'current' | 'previous',
  keyFilter = '',
) {
  const { months, days } = monthsAndDays(from, to);
  const parts: string[] = [];
  const bindings: string[] = [];
  const filter = keyFilter ? ` and key like ?` : '';
  if (months) {
    parts.push(
      `select key, views, visitors, private_views, '${period}' as period from visit_months
        where kind = ? and month between ?::date and ?::date${filter}`,
    );
    bindings.push(kind, months[0], months[1], ...(keyFilter ? [keyFilter] : []));
  }
  for (const [a, b] of days) {
    parts.push(
      `select key, views, visitors, private_views, '${period}' as period from visit_days
        where kind = ? and day between ?::date and ?::date${filter}`,
    );
    bindings.push(kind, a, b, ...(keyFilter ? [keyFilter] : []));
  }
  return { sql: parts.join(' union all '), bindings };
}

/** Sums of one kind of rollup over both periods, by key, biggest first. */
export async function visitTotals(db: DbOrTrx, w: ReportWindow, kind: string, limit: number) {
  const current = rollupRows(kind, w.from, w.to, 'current');
  const previous = rollupRows(kind, w.prevFrom, w.prevTo, 'previous');
  const found = await rawRows<{
    key: string;
    views: string;
    visitors: string;
    private_views: string;
    previous_views: string;
    previous_visitors: string;
  }>(
    db,
    `select key,
            coalesce(sum(views) filter (where period = 'current'), 0) as views,
            coalesce(sum(visitors) filter (where period = 'current'), 0) as visitors,
            coalesce(sum(private_views) filter (where period = 'current'), 0) as private_views,
            coalesce(sum(views) filter (where period = 'previous'), 0) as previous_views,
            coalesce(sum(visitors) filter (where period = 'previous'), 0) as previous_visitors
       from (${current.sql} union all ${previous.sql}) x
      group by key
      order by 2 desc, key
      limit ?`,
    [...current.bindings, ...previous.bindings, String(limit)],
  );
  return found.map((r) => ({
    key: r.key,
    views: num(r.views),
    visitors: num(r.visitors),
    privateViews: num(r.private_views),
    previousViews: num(r.previous_views),
    previousVisitors: num(r.previous_visitors),
  }));
}

export async function dailyVisits(db: DbOrTrx, w: ReportWindow) {
  const found = await rows<{ day: string; views: string; visitors: string }>(
    db,
    `select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(v.views, 0) as views,
            coalesce(v.visitors, 0) as visitors
       from generate_series(:from::date, :to::date, interval '1 day') as d(day)
       left join visit_days v on v.kind = 'site' and v.key = '' and v.day = d.day::date
      order by d.day`,
    w,
  );
  return found.map((r) => ({ day: r.day, views: num(r.views), visitors: num(r.visitors) }));
}

/** Posts read in the window, with their views, and the leads and applications that read them last. */
export async function postsRead(db: DbOrTrx, w: ReportWindow, limit: number) {
  // Inlined (values are dates and a fixed pattern): this query's other parts use named bindings.
  const blogRows = rollupRows('page', w.from, w.to, 'current', '/blog/%');
  blogRows.sql = db.raw(blogRows.sql, blogRows.bindings).toQuery();
  const found = await rows<{
    slug: string;
    title: string | null;
    views: string;
    visitors: string;
    leads: string;
    applications: string;
  }>(
    db,
    `with viewed as (
       select substr(key, 7) as slug, sum(views) as views, sum(visitors) as visitors
         from (${blogRows.sql}) x
        group by 1
     ), led as (
       select last_post as slug, count(*) as leads from (
         select last_post from contact_submissions l
          where l.last_post is not null and l.created_at >= ${start(':from')} and l.created_at < ${end(':to')} and ${NOT_SPAM('l')}
         union all
         select last_post from consultation_requests l
          where l.last_post is not null and l.created_at >= ${start(':from')} and l.created_at < ${end(':to')} and ${NOT_SPAM('l')}
       ) x group by 1
     ), applied as (
       select last_post as slug, count(*) as applications from job_applications a
        where a.last_post is not null and a.applied_at >= ${start(':from')} and a.applied_at < ${end(':to')} and ${NOT_SPAM('a')}
        group by 1
     ), posts as (
       select coalesce(v.slug, l.slug, a.slug) as slug, coalesce(v.views, 0) as views,
              coalesce(v.visitors, 0) as visitors, coalesce(l.leads, 0) as leads,
              coalesce(a.applications, 0) as applications
         from viewed v
         full join led l on l.slug = v.slug
         full join applied a on a.slug = coalesce(v.slug, l.slug)
     )
     select p.*, b.title from posts p left join blog_posts b on b.slug = p.slug
      order by p.leads + p.applications desc, p.views desc, p.slug
      limit :limit`,
    { ...w, limit } as ReportWindow,
  );
  return found.map((r) => ({
    slug: r.slug,
    title: r.title,
    views: num(r.views),
    visitors: num(r.visitors),
    leads: num(r.leads),
    applications: num(r.applications),
  }));
}
