/**
 * `bash scripts/with-postgres.sh npx tsx scripts/explain-lists.ts`: 100,000 blog posts and
 * 100,000 contact submissions in a throwaway PostgreSQL, then EXPLAIN ANALYZE of every list
 * query the API runs (the count and the page), printing the plan's scan nodes and timings.
 */
import { connectPostgres } from '../api/src/db/connection';
import { listBlogs } from '../api/src/db/blogs.queries';
import { listInquiries } from '../api/src/db/inquiries.queries';
import { listJobs } from '../api/src/db/jobs.queries';
import { migrate } from '../api/src/db/migrations';

const ROWS = Number(process.env.EXPLAIN_ROWS ?? 100_000);
const url = process.env.TEST_DATABASE_URL!;
const { db, close } = connectPostgres(url);
await migrate(db);
await db.raw(`
  insert into blog_posts (slug, title, excerpt, content, image_url, category, author, tags, published, created_at, updated_at)
  select 'post-' || n, 'Post ' || n, 'Excerpt ' || n, repeat('<p>Body text.</p>', 200), '/images/placeholder.svg',
    (array['Web Development','Mobile Development','Artificial Intelligence','Cloud Computing','Cybersecurity','Data Analytics','Blockchain','DevOps'])[1 + n % 8],
    'Author ' || (n % 50), jsonb_build_array('tag' || (n % 100), 'cloud'), n % 10 <> 0,
    now() - (n || ' minutes')::interval, now()
  from generate_series(1, ${ROWS}) n`);
await db.raw(`
  insert into contact_submissions (first_name, last_name, email, phone, message, status, created_at)
  select 'Ada', 'Lovelace ' || n, 'ada' || n || '@example.com', '555', 'Hello', (array['new','in-progress','resolved'])[1 + n % 3],
    now() - (n || ' seconds')::interval
  from generate_series(1, ${ROWS}) n`);
await db.raw(`
  insert into jobs (title, description, location, type, is_active, posted_date)
  select 'Job ' || n, 'Description', 'Columbus, OH', 'Full-time', n % 5 <> 0, now() - (n || ' hours')::interval
  from generate_series(1, 2000) n`);
await db.raw('analyze');

const captured: Array<{ sql: string; bindings: unknown[] }> = [];
db.on('query', (q: { sql: string; bindings: unknown[] }) => captured.push(q));

const cases: Array<[string, () => Promise<unknown>]> = [
  ['GET /api/blogs', () => listBlogs(db, { page: 1, limit: 20, includeDrafts: false })],
  [
    'GET /api/blogs?page=2000',
    () => listBlogs(db, { page: 2000, limit: 20, includeDrafts: false }),
  ],
  [
    'GET /api/blogs?category=DevOps',
    () => listBlogs(db, { page: 1, limit: 9, includeDrafts: false, category: 'DevOps' }),
  ],
  [
    'GET /api/blogs?tag=tag7',
    () => listBlogs(db, { page: 1, limit: 9, includeDrafts: false, tag: 'tag7' }),
  ],
  ['GET /api/blogs/admin/all', () => listBlogs(db, { page: 1, limit: 20, includeDrafts: true })],
  [
    'GET /api/blogs/admin/all?status=draft',
    () => listBlogs(db, { page: 1, limit: 20, includeDrafts: true, status: 'draft' }),
  ],
  ['GET /api/careers', () => listJobs(db, { page: 1, limit: 20, includeInactive: false })],
  ['GET /api/contact', () => listInquiries(db, 'contact_submissions', { page: 1, limit: 20 })],
  [
    'GET /api/contact?status=new',
    () => listInquiries(db, 'contact_submissions', { page: 1, limit: 20, status: 'new' }),
  ],
];

for (const [name, run] of cases) {
  captured.length = 0;
  await run();
  for (const query of [...captured]) {
    const sql = query.sql.replace(/\$\d+/g, '?');
    const result = await db.raw(`explain (analyze, buffers off) ${sql}`, query.bindings as never);
    const lines = (result.rows as Array<{ 'QUERY PLAN': string }>).map((row) => row['QUERY PLAN']);
    const scans = lines
      .filter((line) => /Scan|Sort|Execution Time/.test(line))
      .map((line) => line.trim());
    console.log(`\n${name}: ${query.sql.slice(0, 90)}`);
    for (const line of scans) console.log(`   ${line.slice(0, 150)}`);
  }
}
await close();
