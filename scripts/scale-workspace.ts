/**
 * `npm run bench:scale`: the recruiting and lead workspace at scale, on a throwaway PostgreSQL
 * (scripts/with-postgres.sh): 100,000 job applications and 100,000 contact messages (with notes
 * and outbox messages), then every list, filter and search of the dashboard (its count and its
 * page, uncached) and the detail views, each run 25 times: p50 and p95 in milliseconds, the
 * plan's scans (EXPLAIN ANALYZE), and a failure when a list's p95 passes 100 ms or a detail's
 * 300 ms.
 */
import { performance } from 'node:perf_hooks';
import { listApplications } from '../api/src/db/applications.queries';
import { connectPostgres } from '../api/src/db/connection';
import { listInquiries } from '../api/src/db/inquiries.queries';
import { migrate } from '../api/src/db/migrations';
import { createWorkspace } from '../api/src/services/workspace.service';
import { otherApplications } from '../api/src/db/workspace.queries';
import { waiting } from '../api/src/db/overview.queries';

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
  insert into admins (email, name, password_hash, role)
  select 'recruiter' || n || '@example.com', 'Recruiter ' || n, 'x', 'recruiter' from generate_series(1, 20) n`);
const admins = (await db('admins').select('id')).map((r: { id: string }) => r.id);
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
  [admins.concat(Array(5).fill(null))],
);
await db.raw(
  `
  insert into contact_submissions (first_name, last_name, email, phone, company, message, status, created_at, assignee_id)
  select 'Ada', 'Lovelace ' || n, 'ada' || n || '@example.com', '555', 'Acme ' || (n % 1000), 'Hello', (array['new','in-progress','resolved'])[1 + n % 3],
    now() - (n || ' seconds')::interval, (?::uuid[])[1 + n % 25]
  from generate_series(1, ${ROWS}) n`,
  [admins.concat(Array(5).fill(null))],
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
const me = admins[3]!;
const someApplication = (await db('job_applications')
  .offset(ROWS / 2)
  .first('id', 'email')) as {
  id: string;
  email: string;
};
const someContact = (await db('contact_submissions')
  .offset(ROWS / 2)
  .first('id')) as { id: string };
const workspace = createWorkspace(db);

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
console.log('\n| call | p50 ms | p95 ms | plan |');
console.log('|---|---|---|---|');
for (const [group, budget] of [
  [lists, 100],
  [details, 300],
] as const) {
  for (const [name, run] of group) {
    await run(); // warm
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    captured.length = 0;
    await run();
    const scans = new Set<string>();
    for (const query of [...captured]) {
      const sql = query.sql.replace(/\$\d+/g, '?');
      const result = await db.raw(`explain (analyze, buffers off) ${sql}`, query.bindings as never);
      for (const row of result.rows as Array<{ 'QUERY PLAN': string }>) {
        const m =
          /((?:Index Only|Index|Bitmap Index|Bitmap Heap|Seq) Scan)(?: using (\w+))?(?: on (\w+))?/.exec(
            row['QUERY PLAN'],
          );
        if (m) scans.add(`${m[1]}${m[2] ? ` ${m[2]}` : ''}${m[3] ? ` on ${m[3]}` : ''}`);
      }
    }
    captured.length = 0;
    const p95 = percentile(times, 95);
    if (p95 > budget) failed = true;
    console.log(
      `| ${name} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)}${p95 > budget ? ' (over)' : ''} | ${[...scans].join('; ')} |`,
    );
  }
}
await close();
if (failed) {
  console.error('\nA call is over its budget (lists 100 ms, details 300 ms at p95).');
  process.exit(1);
}
