// `npm run bench`: the built server on a real PostgreSQL with 10,000 generated posts and jobs,
// measured with autocannon (50 connections, loopback only, a few seconds per endpoint after an
// unmeasured warm-up of the same load). Each figure is also printed as a ratio to a bare Koa
// hello-world measured in the same run and the same way (before and after the reads, their mean),
// so runs on different machines compare; each read also as a ratio to a bare Node server sending
// the same bytes (status, headers and body recorded from the real server), which is the most the
// load tool takes of that answer here: autocannon runs on the same cores and turns every response
// body into a string, so a larger answer costs it more whoever sends it. The CPU time per request
// of the server's main thread and of autocannon tell where the time went (Linux: /proc).
// Prints the server's peak memory (VmHWM) at the end.
import { fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
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

/** CPU time of a process's main thread so far, in µs (NaN where /proc has no schedstat). */
function cpuMicros(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1000;
  } catch {
    return NaN;
  }
}

async function run(name, options, afterWarmUp = async () => {}, serverPid = undefined) {
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
  const serverBefore = cpuMicros(serverPid);
  const clientBefore = process.cpuUsage();
  const { result, seconds } = await measure(opts);
  const client = process.cpuUsage(clientBefore);
  const requests = result.requests.total;
  const rps = Math.round(requests / seconds);
  const serverUs = (cpuMicros(serverPid) - serverBefore) / requests;
  const clientUs = (client.user + client.system) / requests;
  console.log(
    `${name}: ${rps} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, CPU per request: server ${serverUs.toFixed(1)} µs, autocannon ${clientUs.toFixed(1)} µs`,
  );
  return {
    name,
    rps,
    serverUs,
    clientUs,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Waits until a process uses under 5% of a core over half a second (at most 60 s). */
async function quiet(pid) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const before = cpuMicros(pid);
    await new Promise((r) => setTimeout(r, 500));
    const busy = (cpuMicros(pid) - before) / 500_000;
    if (!(busy >= 0.05) || Date.now() > deadline) return;
  }
}

async function waitUntilAnswering(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function helloWorldServer() {
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
  await waitUntilAnswering(url);
  return {
    measure: (name) => run(name, { url }, undefined, child.pid),
    stop: () => child.kill('SIGTERM'),
  };
}

/** The real server's answer to a GET, as bytes: status, headers (less the per-connection ones), body. */
function recordAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const kept = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i];
          if (/^(date|connection|keep-alive)$/i.test(name)) continue;
          kept.push(name, response.rawHeaders[i + 1]);
        }
        resolve({
          status: response.statusCode,
          headers: kept,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    }).on('error', reject);
  });
}

/** A bare Node server answering each recorded path with the same bytes (scripts/lib/replay-server.mjs). */
async function replayServer(answers) {
  const port = await freePort();
  const child = fork(`${ROOT}/scripts/lib/replay-server.mjs`, { stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the replay server exited (${code})`)));
    child.send({ port, answers: [...answers] });
  });
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
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

  const hello = await helloWorldServer();
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
    // The first page of an origin starts rendering its static pages in the background: measured
    // while it runs, the first endpoint (and the hello-world) would share the cores with it.
    await quiet(server.pid);

    // Reads as a browser (or any HTTP client) asks for them, compressed: lists, details and pages
    // are answered from memory with their Brotli form made once.
    const page = { headers: { 'accept-encoding': 'br, gzip' } };
    const reads = [
      ['GET /api/blogs', '/api/blogs'],
      ['GET /api/blogs/{slug}', `/api/blogs/${post.slug}`],
      ['GET /api/careers', '/api/careers'],
      ['GET / (server-rendered)', '/'],
      ['GET /blog (server-rendered)', '/blog'],
      ['GET /blog/{slug} (server-rendered)', `/blog/${post.slug}`],
    ];
    const answers = new Map();
    for (const [, path] of reads) answers.set(path, await recordAnswer(u(path), page.headers));
    const replay = await replayServer(answers);

    const rows = [await hello.measure('bare Koa hello-world')];
    for (const [name, path] of reads) {
      const row = await run(name, { url: u(path), ...page }, undefined, server.pid);
      const same = await run(
        `  the same bytes from bare Node`,
        { url: `${replay.base}${path}`, ...page },
        undefined,
        replay.pid,
      );
      rows.push({ ...row, same });
    }
    replay.stop();
    rows.push(await hello.measure('bare Koa hello-world (again)'));
    hello.stop();
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
      server.pid,
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

    const helloRows = rows.filter((r) => r.name.startsWith('bare Koa hello-world'));
    const base = helloRows.reduce((sum, r) => sum + r.rps, 0) / helloRows.length || 1;
    const us = (value) => (Number.isFinite(value) ? Number(value.toFixed(1)) : '');
    console.log(
      `\nMeasured with autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, ${ROWS} posts and ${ROWS} jobs, PostgreSQL.`,
    );
    console.log(
      `Ratios to the mean of the two hello-world runs (${Math.round(base)} req/s) and to a bare Node server sending the same bytes; CPU per request of the server's main thread and of autocannon.`,
    );
    console.table(
      rows.map((r) => ({
        endpoint: r.name,
        'req/s': r.rps,
        'x hello-world': Number((r.rps / base).toFixed(2)),
        'x same bytes': r.same ? Number((r.rps / r.same.rps).toFixed(2)) : '',
        'same bytes req/s': r.same?.rps ?? '',
        'server µs/req': us(r.serverUs),
        'same bytes server µs/req': r.same ? us(r.same.serverUs) : '',
        'autocannon µs/req': us(r.clientUs),
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
