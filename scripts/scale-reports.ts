/**
 * `npm run bench:reports`: the Reports at scale (issue 32), on a throwaway PostgreSQL
 * (scripts/with-postgres.sh): 100,000 job applications with their status histories and 100,000
 * leads (contact messages and consultation requests, with the team's status changes and e-mails)
 * spread over the last year, and 10 million page views in the daily rollups (seeded directly: it is
 * what the rollups hold after that many beacons, per day and page, referring site and campaign).
 * Then each report for the last 30, 90 and 365 days, 25 runs each after a warm-up: p50 and p95 in
 * milliseconds; fails when a p95 passes 500 ms.
 */
import { performance } from 'node:perf_hooks';
import { connectPostgres } from '../api/src/db/connection';
import { migrate } from '../api/src/db/migrations';
import { createReports } from '../api/src/services/reports.service';

const ROWS = Number(process.env.SCALE_ROWS ?? 100_000);
const VIEWS = Number(process.env.SCALE_VIEWS ?? 10_000_000);
const PAGES = 1000;
const RUNS = 25;
const BUDGET_MS = 500;
const { db, close } = connectPostgres(process.env.TEST_DATABASE_URL!);
await migrate(db);

const started = performance.now();
await db.raw(`
  insert into staff (email, name, password_hash, role)
  select 'sales' || n || '@example.com', 'Sales ' || n, 'x', 'sales' from generate_series(1, 12) n`);
const staffIds = (await db('staff').select('id')).map((r: { id: string }) => r.id);
await db.raw(`
  insert into jobs (title, description, location, type, is_active, posted_date)
  select 'Job ' || n, 'Description', 'Columbus, OH', 'Full-time', true, now() - (n || ' days')::interval
  from generate_series(1, 200) n`);
await db.raw(`
  insert into blog_posts (slug, title, excerpt, content, category, author, published)
  select 'post-' || n, 'Post ' || n, 'Excerpt', '<p>Text</p>', 'DevOps', 'Editor', true
  from generate_series(1, 300) n`);
const SOURCES = `array['LinkedIn','Indeed','google.com','newsletter','Referral: Jane Smith','Direct','Direct','Direct','glassdoor.com','github.com']`;
// Applications over the last year: sources, campaigns, last post read; the status each reached.
await db.raw(`
  insert into job_applications (job_id, full_name, email, phone, cover_letter, resume_key, resume_name,
    resume_mime, resume_size, status, applied_at, spam, source, utm_source, utm_campaign, last_post,
    landing_page, pages_seen)
  select (select id from jobs order by posted_date offset (n % 200) limit 1),
    'Candidate ' || n, 'c' || n || '@example.com', '555', '', 'k' || n || '.pdf', 'cv.pdf',
    'application/pdf', 1000,
    (array['received','reviewing','interviewed','rejected','hired','rejected','reviewing'])[1 + n % 7],
    now() - ((n::float / ${ROWS}) * 365 || ' days')::interval,
    case when n % 50 = 0 then 'spam' else null end,
    (${SOURCES})[1 + n % 10],
    case when n % 10 = 3 then 'newsletter' end,
    case when n % 10 = 3 then 'campaign-' || (n % 12) end,
    case when n % 3 = 0 then 'post-' || (1 + n % 300) end,
    '/careers', 1 + n % 9
  from generate_series(1, ${ROWS}) n`);
// Their status histories: every stage up to the one each is in, a few days apart.
await db.raw(`
  insert into status_changes (subject_type, subject_id, from_status, to_status, changed_at, since)
  select 'application', a.id, s.from_status, s.to_status, a.applied_at + (s.step * 3 || ' days')::interval,
    a.applied_at + ((s.step - 1) * 3 || ' days')::interval
  from job_applications a
  cross join lateral (values
    (1, 'received', 'reviewing', a.status in ('reviewing','interviewed','hired','rejected')),
    (2, 'reviewing', 'interviewed', a.status in ('interviewed','hired')),
    (3, 'interviewed', a.status, a.status = 'hired'),
    (2, 'reviewing', 'rejected', a.status = 'rejected')
  ) as s(step, from_status, to_status, applies)
  where s.applies`);
// What the status changes keep on each application (db/attribution.queries.ts).
await db.raw(`
  update job_applications a set stage_reached = h.stage, hired_at = h.hired_at
    from (select subject_id,
                 max(case to_status when 'reviewing' then 1 when 'interviewed' then 2 when 'hired' then 3 else 0 end) as stage,
                 min(changed_at) filter (where to_status = 'hired') as hired_at
            from status_changes where subject_type = 'application' group by subject_id) h
   where h.subject_id = a.id`);
for (const table of ['contact_submissions', 'consultation_requests']) {
  await db.raw(
    `
    insert into ${table} (first_name, last_name, email, ${table === 'contact_submissions' ? 'phone, ' : ''}
      company, message, status, created_at, assignee_id, spam, source, utm_source, utm_medium,
      utm_campaign, last_post)
    select 'Lead', 'Person ' || n, 'lead' || n || '@example.com', ${table === 'contact_submissions' ? "'555', " : ''}
      'Acme', 'Hello', (array['new','in-progress'])[1 + n % 2],
      now() - ((n::float / ${ROWS / 2}) * 365 || ' days')::interval,
      (?::uuid[])[1 + n % 15], case when n % 40 = 0 then 'spam' end,
      (${SOURCES})[1 + n % 10],
      case when n % 5 = 0 then 'google' end, case when n % 5 = 0 then 'cpc' end,
      case when n % 5 = 0 then 'brand-' || (n % 8) end,
      case when n % 4 = 0 then 'post-' || (1 + n % 300) end
    from generate_series(1, ${ROWS / 2}) n`,
    [staffIds.concat(Array(3).fill(null))],
  );
  const kind = table === 'contact_submissions' ? 'contact' : 'consultation';
  await db.raw(`
    insert into status_changes (subject_type, subject_id, from_status, to_status, changed_at, since)
    select '${kind}', id, 'new', 'in-progress', created_at + ((random() * 72)::int || ' hours')::interval, created_at
    from ${table} where status = 'in-progress'`);
  await db.raw(`
    update ${table} l set first_response_at = c.changed_at
      from status_changes c where c.subject_id = l.id`);
  await db.raw(`
    insert into outbox (id, channel, topic, recipient, subject, payload, state, max_attempts, source_type, source_id, created_at)
    select gen_random_uuid(), 'email', 'personal', email, 'Re: your message', '{}'::jsonb, 'sent', 1, '${kind}', id,
      created_at + ((random() * 48)::int || ' hours')::interval
    from ${table} where random() < 0.4`);
}
// 10 million page views over 365 days in the rollups: ${PAGES} pages with views falling off as
// 1/rank (posts among them), 200 referring sites, 50 campaigns, and the whole site per day.
const perDay = VIEWS / 365;
const harmonic = Array.from({ length: PAGES }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b, 0);
await db.raw(`
  insert into visit_days (kind, day, key, views, visitors, private_views)
  select 'page', d::date, case when p <= 300 then '/blog/post-' || p else '/page-' || p end,
    greatest(1, round(${perDay} / (p * ${harmonic})))::int,
    greatest(1, round(0.6 * ${perDay} / (p * ${harmonic})))::int,
    round(0.05 * ${perDay} / (p * ${harmonic}))::int
  from generate_series(current_date - 364, current_date, interval '1 day') d
  cross join generate_series(1, ${PAGES}) p`);
await db.raw(`
  insert into visit_days (kind, day, key, views, visitors, private_views)
  select 'site', day, '', sum(views), round(sum(visitors) * 0.5), sum(private_views)
  from visit_days where kind = 'page' group by day`);
await db.raw(`
  insert into visit_days (kind, day, key, views, visitors, private_views)
  select 'referrer', d::date, 'site' || r || '.example', (1 + 2000 / r)::int, (1 + 1500 / r)::int, 0
  from generate_series(current_date - 364, current_date, interval '1 day') d
  cross join generate_series(1, 200) r`);
await db.raw(`
  insert into visit_days (kind, day, key, views, visitors, private_views)
  select 'campaign', d::date, 'source' || (c % 7) || E'\\t' || 'email' || E'\\t' || 'campaign-' || c,
    (1 + 400 / c)::int, (1 + 300 / c)::int, 0
  from generate_series(current_date - 364, current_date, interval '1 day') d
  cross join generate_series(1, 50) c`);
await db.raw(`
  insert into visit_months (kind, month, key, views, visitors, private_views)
  select kind, date_trunc('month', day)::date, key, sum(views), sum(visitors), sum(private_views)
  from visit_days group by 1, 2, 3`);
await db.raw('vacuum analyze');
const counted = (await db.raw(
  `select (select sum(views) from visit_days where kind = 'site') as views,
          (select count(*) from visit_days) as rollup_rows,
          (select count(*) from status_changes) as changes`,
)) as { rows: Array<{ views: string; rollup_rows: string; changes: string }> };
const c = counted.rows[0]!;
console.log(
  `seeded ${ROWS} applications, ${ROWS} leads, ${c.changes} status changes, ${Number(c.views).toLocaleString('en')} page views in ${Number(c.rollup_rows).toLocaleString('en')} rollup rows, in ${Math.round(performance.now() - started)} ms`,
);

const reports = createReports({ db });
const day = (offset: number) =>
  new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

let failed = false;
console.log('\n| report | range | p50 ms | p95 ms |');
console.log('|---|---|---|---|');
for (const days of process.env.SCALE_DIAG ? [] : [30, 90, 365]) {
  const range = { from: day(days - 1), to: day(0) };
  for (const name of ['recruiting', 'leads', 'content'] as const) {
    const run = () => reports[name](range);
    await run(); // warm
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    const p95 = percentile(times, 95);
    if (p95 > BUDGET_MS) failed = true;
    console.log(
      `| ${name} | ${days} days | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)}${p95 > BUDGET_MS ? ' (over)' : ''} |`,
    );
  }
}
// Where the time goes: each query of the year-long reports on its own (median of 5).
if (process.env.SCALE_DIAG) {
  const q = await import('../api/src/db/reports.queries');
  const w = {
    from: day(364),
    to: day(0),
    prevFrom: day(729),
    prevTo: day(365),
    tz: 'America/New_York',
  };
  const each: Array<[string, () => Promise<unknown>]> = [
    ['applicationsBySource', () => q.applicationsBySource(db, w)],
    ['funnelByJob', () => q.funnelByJob(db, w)],
    ['timeToHire', () => q.timeToHire(db, w)],
    ['hiresBySource', () => q.hiresBySource(db, w)],
    ['timeInStatus', () => q.timeInStatus(db, w)],
    ['leadsBySource', () => q.leadsBySource(db, w)],
    ['leadsByCampaign', () => q.leadsByCampaign(db, w)],
    ['responseTimes', () => q.responseTimes(db, w)],
    ['visitTotals page', () => q.visitTotals(db, w, 'page', 50)],
    ['dailyVisits', () => q.dailyVisits(db, w)],
    ['postsRead', () => q.postsRead(db, w, 50)],
  ];
  for (const [name, run] of each) {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    console.log(`${name}: ${percentile(times, 50).toFixed(1)} ms`);
  }
}
await close();
if (failed) {
  console.error(`\nA report is over its budget (${BUDGET_MS} ms at p95).`);
  process.exit(1);
}
