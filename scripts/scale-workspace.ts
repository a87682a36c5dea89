/**
 * `npm run bench:scale`: the recruiting and lead workspace at scale, on a throwaway PostgreSQL
 * (scripts/with-postgres.sh): 100,000 job applications and 100,000 contact messages (with notes
 * and outbox messages), then every list, filter and search of the dashboard (its count and its
 * page, uncached) and the detail views, each run 25 times: p50 and p95 in milliseconds, the
 * plan's scans (EXPLAIN ANALYZE), and a failure when a list's p95 passes 100 ms or a detail's
 * 300 ms.
 *
 * Search (issue 33): 5,000 posts and 1,000 jobs of generated technical prose for the site's
 * search (budget: p95 under 50 ms), the text of the 100,000 applications' resumes for the admin's
 * palette (p95 under 100 ms), and, for information, "People who may fit" and duplicates. Each
 * search runs RUNS times through its service (no HTTP); the table has the searches' p50 and p95
 * one by one and all together. SCALE_PART=search measures the search alone.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { listApplications } from '../api/src/db/applications.queries';
import { connectPostgres } from '../api/src/db/connection';
import { listInquiries } from '../api/src/db/inquiries.queries';
import { migrate } from '../api/src/db/migrations';
import { createWorkspace } from '../api/src/services/workspace.service';
import { otherApplications } from '../api/src/db/workspace.queries';
import { waiting } from '../api/src/db/overview.queries';
import { createAdminSearch } from '../api/src/services/search/admin-search.service';
import { createCandidates } from '../api/src/services/search/candidates.service';
import { createPublicSearch } from '../api/src/services/search/public-search.service';
import type { StaffActor } from '../api/src/http/actor';

const ROWS = Number(process.env.SCALE_ROWS ?? 100_000);
// Names as varied as a real pipeline's (a search for one person matches few rows).
const FIRST_NAMES =
  'Grace Ada Alan Edsger Barbara Donald Margaret Linus Ken Dennis Radia Frances John Katherine Tim Vint Hedy Annie Shafi Leslie Niklaus Bjarne Guido James Anders Yukihiro Rob Sophie Mary Jean Evelyn Karen Carol Lynn Adele Betty Kathleen'.split(
    ' ',
  );
const LAST_NAMES =
  'Hopper Lovelace Turing Dijkstra Liskov Knuth Hamilton Torvalds Thompson Ritchie Perlman Allen McCarthy Johnson Berners Cerf Lamarr Easley Goldwasser Lamport Wirth Stroustrup Rossum Gosling Hejlsberg Matsumoto Pike Wilson Keller Sammet Boyd Jones Shaw Conway Goldberg Holberton Booth Clarke Ng Patel Garcia Kim Nguyen Silva Rossi Novak Kowalski Larsen Moreau Schmidt Tanaka Okafor Haddad'.split(
    ' ',
  );
const sqlList = (names: string[]) => names.map((n) => `'${n}'`).join(',');
const FIRST = sqlList(FIRST_NAMES);
const LAST = sqlList(LAST_NAMES);
const FIRST_COUNT = FIRST_NAMES.length;
const LAST_COUNT = LAST_NAMES.length;
const RUNS = 25;
const { db, close } = connectPostgres(process.env.TEST_DATABASE_URL!);
await migrate(db);

const started = performance.now();
await db.raw(`
  insert into staff (email, name, password_hash, role)
  select 'recruiter' || n || '@example.com', 'Recruiter ' || n, 'x', 'recruiter' from generate_series(1, 20) n`);
const staffIds = (await db('staff').select('id')).map((r: { id: string }) => r.id);
await db.raw(`
  insert into jobs (title, description, location, type, is_active, posted_date)
  select 'Job ' || n, 'Description', 'Columbus, OH', 'Full-time', true, now() - (n || ' hours')::interval
  from generate_series(1, 200) n`);
await db.raw(
  `
  insert into job_applications (job_id, full_name, email, phone, cover_letter, resume_key, resume_name, resume_mime, resume_size, status, applied_at, assignee_id, spam)
  select (select id from jobs order by posted_date offset (n % 200) limit 1),
    f.name || ' ' || l.name, lower(f.name) || '.' || lower(l.name) || (n % 80000) || '@' || (array['example.com','mail.test','corp.test','uni.test'])[1 + n % 4],
    '555', 'Hello', 'k' || n || '.pdf', 'cv.pdf', 'application/pdf', 1000,
    (array['received','reviewing','interviewed','rejected','hired'])[1 + n % 5],
    now() - (n || ' minutes')::interval,
    (?::uuid[])[1 + n % 25],
    case when n % 50 = 0 then 'spam' else null end
  from generate_series(1, ${ROWS}) n
  cross join lateral (select (array[${FIRST}])[1 + n % ${FIRST_COUNT}] as name) f
  cross join lateral (select (array[${LAST}])[1 + (n * 7) % ${LAST_COUNT}] as name) l`,
  [staffIds.concat(Array(5).fill(null))],
);
await db.raw(
  `
  insert into contact_submissions (first_name, last_name, email, phone, company, message, status, created_at, assignee_id)
  select 'Ada', 'Lovelace ' || n, 'ada' || n || '@example.com', '555', 'Acme ' || (n % 1000), 'Hello', (array['new','in-progress','resolved'])[1 + n % 3],
    now() - (n || ' seconds')::interval, (?::uuid[])[1 + n % 25]
  from generate_series(1, ${ROWS}) n`,
  [staffIds.concat(Array(5).fill(null))],
);
await db.raw(`
  insert into notes (subject_type, subject_id, author_email, body)
  select 'application', id, 'r@example.com', 'A note' from job_applications where random() < 0.3`);
await db.raw(`
  insert into outbox (id, channel, topic, recipient, subject, payload, state, max_attempts, source_type, source_id)
  select gen_random_uuid(), 'email', 'acknowledgement', email, 'Thanks', '{}'::jsonb, 'sent', 1, 'application', id
  from job_applications`);
await db.raw('analyze');
console.log(
  `seeded ${ROWS} applications and ${ROWS} contacts in ${Math.round(performance.now() - started)} ms`,
);

const jobId = ((await db('jobs').first('id')) as { id: string }).id;
const me = staffIds[3]!;
const someApplication = (await db('job_applications')
  .offset(ROWS / 2)
  .first('id', 'email')) as {
  id: string;
  email: string;
};
const someContact = (await db('contact_submissions')
  .offset(ROWS / 2)
  .first('id')) as { id: string };
const workspace = createWorkspace({ db });

const page = { page: 1, limit: 20 };
const lists: Array<[string, () => Promise<unknown>]> = [
  ['applications', () => listApplications(db, page)],
  ['applications ?status=reviewing', () => listApplications(db, { ...page, status: 'reviewing' })],
  ['applications ?jobId', () => listApplications(db, { ...page, jobId })],
  ['applications ?assignee=me', () => listApplications(db, { ...page, assigneeId: me })],
  ['applications ?assignee=none', () => listApplications(db, { ...page, assigneeId: null })],
  ['applications ?spam=only', () => listApplications(db, { ...page, spam: 'only' })],
  ['applications ?q=hopper (a name)', () => listApplications(db, { ...page, q: 'hopper' })],
  [
    'applications ?q=an address',
    () => listApplications(db, { ...page, q: someApplication.email.slice(0, 18) }),
  ],
  ['applications ?page=2000', () => listApplications(db, { page: 2000, limit: 20 })],
  [
    'board column (status + jobId, 50)',
    () => listApplications(db, { page: 1, limit: 50, status: 'received', jobId }),
  ],
  ['contacts', () => listInquiries(db, 'contact_submissions', page)],
  [
    'contacts ?status=new',
    () => listInquiries(db, 'contact_submissions', { ...page, status: 'new' }),
  ],
  [
    'contacts ?assignee=me',
    () => listInquiries(db, 'contact_submissions', { ...page, assigneeId: me }),
  ],
  [
    'contacts ?q=ada4242@',
    () => listInquiries(db, 'contact_submissions', { ...page, q: 'ada4242@' }),
  ],
  ['overview waiting (applications)', () => waiting(db, 'application', new Date())],
];
const details: Array<[string, () => Promise<unknown>]> = [
  [
    'application detail',
    async () => {
      await workspace.workspace('application', someApplication.id, {
        receivedAt: new Date(),
        receivedText: '',
      });
      await otherApplications(db, someApplication.email, someApplication.id);
    },
  ],
  [
    'contact detail',
    () =>
      workspace.workspace('contact', someContact.id, { receivedAt: new Date(), receivedText: '' }),
  ],
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const captured: Array<{ sql: string; bindings: unknown[] }> = [];
db.on('query', (q: { sql: string; bindings: unknown[] }) => captured.push(q));

let failed = false;
const percentiles = (times: number[]) => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
});

/** The runs' times of `run` (after one warm-up run), and the scans of its queries' plans. */
async function measure(run: () => Promise<unknown>, runs = RUNS) {
  await run(); // warm
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  captured.length = 0;
  await run();
  const scans = new Set<string>();
  // The database's own time for the call's queries (EXPLAIN ANALYZE's execution times, summed).
  let dbMs = 0;
  for (const query of [...captured]) {
    const sql = query.sql.replace(/\$\d+/g, '?');
    const result = await db.raw(`explain (analyze, buffers off) ${sql}`, query.bindings as never);
    for (const row of result.rows as Array<{ 'QUERY PLAN': string }>) {
      const executed = /^Execution Time: ([\d.]+) ms/.exec(row['QUERY PLAN']);
      if (executed) dbMs += Number(executed[1]);
      const m =
        /((?:Index Only|Index|Bitmap Index|Bitmap Heap|Seq) Scan)(?: using (\w+))?(?: on (\w+))?/.exec(
          row['QUERY PLAN'],
        );
      if (m) scans.add(`${m[1]}${m[2] ? ` ${m[2]}` : ''}${m[3] ? ` on ${m[3]}` : ''}`);
    }
  }
  captured.length = 0;
  return { times, scans: [...scans], dbMs };
}

// SCALE_PART=search measures the search alone (the data is seeded all the same).
const part = process.env.SCALE_PART ?? 'all';
console.log('\n| call | p50 ms | p95 ms | plan |');
console.log('|---|---|---|---|');
for (const [group, budget] of [
  [part === 'search' ? [] : lists, 100],
  [part === 'search' ? [] : details, 300],
] as const) {
  for (const [name, run] of group) {
    const { times, scans } = await measure(run);
    const { p50, p95 } = percentiles(times);
    if (p95 > budget) failed = true;
    console.log(
      `| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)}${p95 > budget ? ' (over)' : ''} | ${scans.join('; ')} |`,
    );
  }
}

// --- Search.
const POSTS = Number(process.env.SCALE_POSTS ?? 5_000);
const JOBS = Number(process.env.SCALE_JOBS ?? 1_000);
const SEARCH_RUNS = Number(process.env.SCALE_SEARCH_RUNS ?? 40);
// Technical words, most frequent first (a power law picks them: "cloud" is everywhere, "fortran"
// is rare), and everyday words for the rest of the prose.
const TECH = `cloud kubernetes aws security python terraform docker java react azure devops data
  migration api microservices postgresql linux monitoring typescript go observability ci cd pipeline
  deployment automation ansible serverless kafka spark airflow snowflake gcp networking identity
  zero trust compliance gdpr soc2 incident response reliability sre scaling caching redis graphql
  rest grpc rust scala kotlin swift android ios flutter angular vue node django flask spring dotnet
  csharp cobol mainframe sap salesforce tableau powerbi etl warehouse lakehouse ml ai llm nlp vision
  pytorch tensorflow mlops feature store embeddings governance finops budgeting architecture
  modernization legacy refactoring testing playwright cypress selenium accessibility ux design
  figma product agile scrum kanban leadership mentoring hiring onboarding contracts payroll
  helpdesk itil servicenow jira confluence git github gitlab bitbucket jenkins argo helm istio
  envoy prometheus grafana datadog splunk elastic opensearch vault okta entra sso oauth saml
  firewall vpn sdwan backup disaster recovery storage san nas vmware hyperv citrix fortran`
  .split(/\s+/)
  .filter(Boolean);
const PLAIN = `team project client system service platform business customer delivery support
  experience years built designed led improved reduced cost time quality process tools work across
  company users release version performance stack production environment infrastructure change
  plan roadmap review report weekly daily growth market strategy value risk standard policy
  office remote hybrid partner vendor contract budget saving faster simpler safer stable modern
  clear small large global local regional new existing current first last every many several`
  .split(/\s+/)
  .filter(Boolean);
const sqlWords = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;
// Generated prose (throwaway functions of the bench's database): a document has a few topics,
// drawn by a power law from the technical words ("cloud" in a third of them, "fortran" in few),
// and mentions them among everyday words, as resumes and posts do.
await db.raw(`
  create or replace function bench_topics(k int) returns text[] language sql volatile as $$
    select array(select (${sqlWords(TECH)})[1 + floor(power(random(), 1.6) * ${TECH.length})::int]
                 from generate_series(1, k))
  $$`);
await db.raw(`
  create or replace function bench_prose(n int, topics text[]) returns text language sql volatile as $$
    select string_agg(case when random() < 0.25 then topics[1 + floor(random() * cardinality(topics))::int]
                           else (${sqlWords(PLAIN)})[1 + floor(random() * ${PLAIN.length})::int] end, ' ')
    from generate_series(1, n)
  $$`);

const searchStarted = performance.now();
await db.raw(`
  insert into blog_posts (slug, title, excerpt, content, category, author, tags, published, created_at, updated_at)
  select 'bench-post-' || n, initcap(bench_prose(6, t.topics)), bench_prose(25, t.topics),
    '<h2>' || bench_prose(5, t.topics) || '</h2><p>' || bench_prose(220, t.topics) || '</p><p>' ||
      bench_prose(220, t.topics) || '</p><p>' || bench_prose(220, t.topics) || '</p>',
    (array['Cloud Computing','DevOps','Security','AI','Hiring'])[1 + n % 5], 'Bench Author',
    to_jsonb(t.topics[1:2]), n % 10 <> 0, now() - (n || ' hours')::interval, now() - (n || ' hours')::interval
  from generate_series(1, ${POSTS}) n, lateral (select bench_topics(6 + 0 * n) as topics) t`);
await db.raw(`
  insert into jobs (title, description, requirements, location, type, is_active, posted_date, closing_date)
  select initcap(bench_prose(3, t.topics)) || ' engineer', bench_prose(150, t.topics),
    to_jsonb(t.topics[1:4] || array[bench_prose(4, t.topics)]),
    'Columbus, OH', 'Full-time', n % 10 <> 0, now() - (n || ' hours')::interval,
    case when n % 10 = 5 then current_date - 3 else null end
  from generate_series(1, ${JOBS}) n, lateral (select bench_topics(6 + 0 * n) as topics) t`);
// Every application's resume read: ~300 words on a dozen skills each.
await db.raw(`
  update resume_texts r set status = 'done', extracted_at = now(),
    content = a.full_name || E'\\n' || a.email || E'\\n' ||
      bench_prose(300, bench_topics(12 + 0 * length(a.email)))
  from job_applications a where a.id = r.application_id`);
await db.raw(
  `update resume_texts set content_hash = md5(content) where application_id in (select application_id from resume_texts limit ${Math.floor(ROWS / 100)})`,
);
await db.raw('analyze');
console.log(
  `\nseeded ${POSTS} posts, ${JOBS} jobs and ${ROWS} resume texts in ${Math.round(performance.now() - searchStarted)} ms`,
);

const publicSearch = createPublicSearch({
  db,
  security: { searchRateLimit: 1_000_000, rateLimitDisabled: true },
  addressKey: 'bench',
});
const adminSearch = createAdminSearch({ db });
const candidates = createCandidates({ db });
const recruiter = { staffId: staffIds[0]!, role: 'recruiter', twoFactor: false } as StaffActor;
const owner = { staffId: staffIds[0]!, role: 'owner', twoFactor: false } as StaffActor;
// A last name of four letters or more (the palette needs three).
const someName = (
  (await db('job_applications')
    .whereRaw(`length(split_part(full_name, ' ', 2)) > 3`)
    .first(db.raw(`lower(split_part(full_name, ' ', 2)) as name`))) as { name: string }
).name;

const siteSearches: Array<[string, () => Promise<unknown>]> = [
  ['kubernetes', () => publicSearch.search({ q: 'kubernetes', limit: 10 })],
  ['cloud (in most posts)', () => publicSearch.search({ q: 'cloud', limit: 10 })],
  ['deploying (a stem)', () => publicSearch.search({ q: 'deploying', limit: 10 })],
  [
    '"incident response" (a phrase)',
    () => publicSearch.search({ q: '"incident response"', limit: 10 }),
  ],
  [
    'terraform aws migration',
    () => publicSearch.search({ q: 'terraform aws migration', limit: 10 }),
  ],
  ['kuberentes (a typo: Did you mean)', () => publicSearch.search({ q: 'kuberentes', limit: 10 })],
  ['python, jobs only', () => publicSearch.search({ q: 'python', type: 'job', limit: 10 })],
  ['fortran cobol (rare)', () => publicSearch.search({ q: 'fortran cobol', limit: 10 })],
];
const paletteSearches: Array<[string, () => Promise<unknown>]> = [
  ['terraform kubernetes (resumes)', () => adminSearch.search(recruiter, 'terraform kubernetes')],
  ['kube (typing)', () => adminSearch.search(recruiter, 'kube')],
  [`${someName} (a name, every kind)`, () => adminSearch.search(owner, someName)],
  ['an address', () => adminSearch.search(recruiter, someApplication.email.slice(0, 14))],
  ['joh (three letters, every kind)', () => adminSearch.search(owner, 'joh')],
  ['python django (resumes)', () => adminSearch.search(recruiter, 'python django')],
  ['fortran (rare)', () => adminSearch.search(owner, 'fortran')],
];
// One of the jobs of generated prose (the workspace's 'Job N' share no word with a resume).
const activeJob = (
  (await db('jobs').where('is_active', true).whereLike('title', '% engineer').first('id')) as {
    id: string;
  }
).id;
const others: Array<[string, () => Promise<unknown>]> = [
  ['People who may fit (a job)', () => candidates.pastCandidates(activeJob)],
  ['possible duplicates (an application)', () => candidates.duplicates(someApplication.id)],
];

// Figures of a shared machine mean little without its load.
console.log(
  `\nload average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')} on ${cpus().length} cores`,
);
console.log('\n| search | p50 ms | p95 ms | database ms (one run) | plan |');
console.log('|---|---|---|---|---|');
for (const [label, group, budget] of [
  ['site search', siteSearches, 50],
  ['palette', paletteSearches, 100],
  ['recruiters', others, 1000],
] as const) {
  const all: number[] = [];
  for (const [name, run] of group) {
    const { times, scans, dbMs } = await measure(run, SEARCH_RUNS);
    all.push(...times);
    const { p50, p95 } = percentiles(times);
    console.log(
      `| ${label}: ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${dbMs.toFixed(1)} | ${scans.join('; ')} |`,
    );
  }
  const { p50, p95 } = percentiles(all);
  const over = p95 > budget;
  if (over && label !== 'recruiters') failed = true;
  console.log(
    `| **${label}, all ${all.length} runs** | ${p50.toFixed(1)} | **${p95.toFixed(1)}**${over ? ' (over)' : ''} | | budget ${budget} ms |`,
  );
}

await close();
if (failed) {
  console.error(
    '\nA call is over its budget (lists 100 ms, details 300 ms, site search 50 ms, palette 100 ms at p95).',
  );
  process.exit(1);
}
