// `npm run bench`: the built server on a real PostgreSQL with 10,000 generated posts and jobs,
// measured with autocannon (50 connections, loopback only, a few seconds per endpoint after an
// unmeasured warm-up of the same load). Each figure is also printed as a ratio to a bare Koa
// hello-world measured in the same run and the same way, so runs on different machines compare.
// Prints the server's peak memory (VmHWM) at the end.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, ensureSiteBuilt, freePort, startServer } from './lib/start-server.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const WARM_UP_S = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

// Re-run inside a throwaway PostgreSQL 15 cluster unless one is given.
if (!process.env.TEST_DATABASE_URL) {
  const child = spawn(
    'bash',
    [`${ROOT}/scripts/with-postgres.sh`, process.execPath, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
    },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}

/**
 * One autocannon run. Requests per second are counted from the first request to the last response:
 * autocannon ends a run on its next one-second tick, so its own per-second average understates a
 * counted run (15,000 requests done in 4.2 s would count as 5 s).
 */
function measure(opts) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let last = started;
    const instance = autocannon(opts, (error, result) =>
      error ? reject(error) : resolve({ result, seconds: (last - started) / 1000 }),
    );
    instance.on('response', () => {
      last = performance.now();
    });
  });
}

async function run(name, options, afterWarmUp = async () => {}) {
  const opts = { connections: CONNECTIONS, duration: DURATION_S, ...options };
  // A fixed number of requests replaces the duration.
  if (opts.amount) delete opts.duration;
  // Warm-up, not measured: the JIT, the connection pools and the caches reach their steady state
  // (the first second of a cold process otherwise dominates p99).
  // A counted run warms up with a count too, so that no warm-up request is still in flight after.
  const { amount, ...warmUp } = opts;
  await measure(
    amount ? { ...warmUp, amount: Math.min(amount, 2000) } : { ...warmUp, duration: WARM_UP_S },
  );
  await afterWarmUp();
  const { result, seconds } = await measure(opts);
  const rps = Math.round(result.requests.total / seconds);
  console.log(`${name}: ${rps} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  return {
    name,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function helloWorldBaseline() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Koa from 'koa'; const app = new Koa(); app.use((ctx) => { ctx.body = 'Hello World'; }); app.listen(${port}, '127.0.0.1');`,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const row = await run('bare Koa hello-world', { url });
  child.kill('SIGTERM');
  return row;
}

async function generateContent(client) {
  // Set-based inserts: 10,000 rows each in well under a second.
  await client.query(
    `insert into blog_posts (slug, title, excerpt, content, image_url, category, author, tags, published, created_at, updated_at)
     select 'bench-post-' || i, 'Benchmark post ' || i,
            'What we learned shipping release ' || i || ' of a cloud migration.',
            repeat('<p>Paragraph of a realistic length for a blog post about cloud, teams and delivery.</p>', 40),
            '', (array['Web Development','Mobile Development','Artificial Intelligence','Cloud Computing','Cybersecurity','Data Analytics','Blockchain','DevOps'])[1 + i % 8],
            'Bench Author', '["cloud","devops"]'::jsonb, i % 10 <> 0,
            now() - (i || ' minutes')::interval, now()
     from generate_series(1, $1::int) as i`,
    [ROWS],
  );
  await client.query(
    `insert into jobs (title, description, requirements, location, type, is_active, posted_date, updated_at)
     select 'Benchmark role ' || i, repeat('A role on a delivery team building cloud platforms. ', 20),
            '["5 years of experience","TypeScript","PostgreSQL"]'::jsonb, 'Remote',
            (array['Full-time','Part-time','Contract','Remote'])[1 + i % 4], i % 5 <> 0,
            now() - (i || ' minutes')::interval, now()
     from generate_series(1, $1::int) as i`,
    [ROWS],
  );
  await client.query('analyze');
}

function peakMemoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

async function main() {
  ensureSiteBuilt();
  const adminUrl = new URL(process.env.TEST_DATABASE_URL);
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query('drop database if exists bench');
  await admin.query('create database bench');
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = '/bench';

  const baseline = await helloWorldBaseline();
  const server = await startServer({
    env: {
      DATABASE_URL: databaseUrl.toString(),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'benchmark-password-123',
      // Measuring throughput, not abuse protection: the public form limits would refuse the load.
      RATE_LIMIT_DISABLED: 'true',
    },
  });
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  await client.connect();
  try {
    await generateContent(client);
    const [post] = await (await fetch(`${server.url}/api/blogs?limit=1`)).json();
    const u = (path) => `${server.url}${path}`;
    // Warm up caches and the JIT.
    for (const path of ['/', '/blog', `/blog/${post.slug}`, '/api/blogs', '/api/careers'])
      await fetch(u(path));

    const rows = [baseline];
    // Reads as a browser (or any HTTP client) asks for them, compressed: lists, details and pages
    // are answered from memory with their Brotli form made once.
    const page = { headers: { 'accept-encoding': 'br, gzip' } };
    rows.push(await run('GET /api/blogs', { url: u('/api/blogs'), ...page }));
    rows.push(await run('GET /api/blogs/{slug}', { url: u(`/api/blogs/${post.slug}`), ...page }));
    rows.push(await run('GET /api/careers', { url: u('/api/careers'), ...page }));
    rows.push(await run('GET / (server-rendered)', { url: u('/'), ...page }));
    rows.push(await run('GET /blog (server-rendered)', { url: u('/blog'), ...page }));
    rows.push(
      await run('GET /blog/{slug} (server-rendered)', { url: u(`/blog/${post.slug}`), ...page }),
    );
    let before = 0;
    let outboxBefore = 0;
    const contact = await run(
      'POST /api/contact',
      {
        url: u('/api/contact'),
        // Enough posts that one pause of the machine (it stalls all 50 in-flight requests at once)
        // is not by itself the p99: with 3,000 samples it would be.
        amount: Number(process.env.BENCH_CONTACTS ?? 15_000),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phone: '+1 555 010 0200',
          company: 'Analytical Engines',
          message: 'We would like to talk about a cloud migration.',
        }),
      },
      // The warm-up posts contacts too: count the rows just before the measured run.
      async () => {
        before = Number(
          (await client.query('select count(*) from contact_submissions')).rows[0].count,
        );
        outboxBefore = Number(
          (await client.query(`select count(*) from outbox where source_type = 'contact'`)).rows[0]
            .count,
        );
      },
    );
    rows.push(contact);
    const after = Number(
      (await client.query('select count(*) from contact_submissions')).rows[0].count,
    );
    // Each stored contact queued its acknowledgement in the same transaction.
    const outboxAfter = Number(
      (await client.query(`select count(*) from outbox where source_type = 'contact'`)).rows[0]
        .count,
    );

    const base = baseline.rps || 1;
    console.log(
      `\nMeasured with autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, ${ROWS} posts and ${ROWS} jobs, PostgreSQL.`,
    );
    console.table(
      rows.map((r) => ({
        endpoint: r.name,
        'req/s': r.rps,
        'ratio to hello-world': Number((r.rps / base).toFixed(2)),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        '2xx': r.ok,
        'non-2xx/errors': r.failed,
      })),
    );
    console.log(
      `Contacts accepted (2xx): ${contact.ok}; new rows in the database: ${after - before}${contact.ok === after - before ? ' (all of them)' : ' (MISMATCH)'}`,
    );
    console.log(
      `Acknowledgements queued in the outbox: ${outboxAfter - outboxBefore}${outboxAfter - outboxBefore === after - before ? ' (one per contact)' : ' (MISMATCH)'}`,
    );
    console.log(`Server peak memory (VmHWM): ${peakMemoryMb(server.pid)} MB`);
  } finally {
    await client.end();
    await server.stop();
  }
}
