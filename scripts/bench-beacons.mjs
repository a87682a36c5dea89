// `npm run bench:beacons`: the page-view beacon under load (issue 32), on the built server and a
// throwaway PostgreSQL. Measures, with autocannon on loopback:
//   1. `GET /` (server-rendered, cached) alone: the most it serves (50 connections);
//   2. beacons alone at a fixed 2,000 a second (varied client addresses and browsers, as many
//      visitors send them): the rate held, latency, refusals;
//   3. both at once: how much the beacons slow page serving;
//   4. `GET /` at a fixed 1,000 a second with and without the beacons: its latency;
// then checks that every beacon answered 202 was counted in the rollups (after a clean stop too).
// The beacon load runs in a process of its own. What is measured is the server's cost: with
// `taskset` and two cores or more (BENCH_PIN=0 to turn it off), the server runs on CPU 0 and the
// load generators on CPU 1, so that autocannon's own work (two processes making 2,000 + several
// thousand requests a second) does not take the server's core and count as the beacons' cost.
// PostgreSQL is left where the system puts it (the beacons reach it once a second, in one batch).
import { execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT, ensureSiteBuilt, startServer } from './lib/start-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BEACON_RATE ?? 2000);
const SELF = fileURLToPath(import.meta.url);

function canPin() {
  if (process.env.BENCH_PIN === '0' || availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Every thread of a process onto one CPU (threads made later inherit it). */
const pin = (pid, cpu) =>
  execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });

function beaconLoad(url, seconds, rate) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 40,
        duration: seconds,
        overallRate: rate,
        requests: [
          {
            method: 'POST',
            path: '/api/events',
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
            setupRequest: (request) => {
              n += 1;
              // Another visitor every few views: addresses in 10.0.0.0/8 are only headers here.
              const visitor = Math.floor(n / 3);
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
                  'user-agent': `Mozilla/5.0 (X11; Linux x86_64; rv:${100 + (n % 30)}.0) Gecko/20100101 Firefox/${100 + (n % 30)}.0`,
                },
                body: JSON.stringify({
                  path:
                    n % 4 === 0
                      ? `/blog/post-${n % 50}?utm_source=bench&utm_campaign=c${n % 5}`
                      : `/blog/post-${n % 50}`,
                  ...(n % 3 === 0 ? { referrer: `https://site${n % 20}.example/` } : {}),
                }),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

// The beacon load's own process: `node bench-beacons.mjs --load <url> <seconds> <rate>`.
if (process.argv[2] === '--load') {
  const result = await beaconLoad(
    process.argv[3],
    Number(process.argv[4]),
    Number(process.argv[5]),
  );
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}

function beaconsInChild(url, seconds, rate) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, '--load', url, String(seconds), String(rate)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`)),
    );
  });
}

const pages = (url, options) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url: `${url}/`, headers: { 'accept-encoding': 'br, gzip' }, duration: SECONDS, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

const summary = (r) => ({
  requests: r.requests.total,
  perSecond: Math.round(r.requests.total / r.duration),
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  accepted: r['2xx'],
  errors: r.errors,
});

async function main() {
  ensureSiteBuilt();
  const adminUrl = new URL(process.env.TEST_DATABASE_URL);
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query('drop database if exists beacons');
  await admin.query('create database beacons');
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = '/beacons';
  const pinned = canPin();
  // This process (the page load) and the beacon load's processes it starts: CPU 1.
  if (pinned) pin(process.pid, 1);
  const server = await startServer({
    env: {
      DATABASE_URL: databaseUrl.toString(),
      SEED_DEMO: 'true',
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'benchmark-password-123',
    },
  });
  if (pinned) pin(server.pid, 0);
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  await db.connect();
  const counted = async () =>
    Number(
      (await db.query(`select coalesce(sum(views), 0) as n from visit_days where kind = 'site'`))
        .rows[0].n,
    );
  try {
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/`);
    await pages(server.url, { connections: 50, duration: 3 }); // warm-up
    const warm = summary(await beaconsInChild(server.url, 3, RATE)); // warm-up (counted too)

    const alone = summary(await pages(server.url, { connections: 50 }));
    const beacons = summary(await beaconsInChild(server.url, SECONDS, RATE));
    const [together, beaconsTogether] = await Promise.all([
      pages(server.url, { connections: 50 }).then(summary),
      beaconsInChild(server.url, SECONDS, RATE).then(summary),
    ]);
    const steadyAlone = summary(await pages(server.url, { connections: 20, overallRate: 1000 }));
    const [steadyTogether, steadyBeacons] = await Promise.all([
      pages(server.url, { connections: 20, overallRate: 1000 }).then(summary),
      beaconsInChild(server.url, SECONDS, RATE).then(summary),
    ]);

    console.log(
      pinned
        ? `\nBeacons at ${RATE}/s, ${SECONDS} s runs, the server on CPU 0, the load generators on CPU 1:\n`
        : `\nBeacons at ${RATE}/s, ${SECONDS} s runs, the cores shared by server, PostgreSQL and load:\n`,
    );
    console.log('| run | req/s | p50 ms | p99 ms | non-2xx |');
    console.log('|---|---|---|---|---|');
    const row = (name, s) =>
      console.log(`| ${name} | ${s.perSecond} | ${s.p50} | ${s.p99} | ${s.non2xx} |`);
    row('GET / alone (50 connections)', alone);
    row(`beacons alone (${RATE}/s)`, beacons);
    row('GET / with beacons', together);
    row(`beacons with GET / (${RATE}/s)`, beaconsTogether);
    row('GET / at 1,000/s alone', steadyAlone);
    row('GET / at 1,000/s with beacons', steadyTogether);
    console.log(
      `\nGET / throughput with beacons: ${((together.perSecond / alone.perSecond) * 100).toFixed(1)}% of alone; p99 at 1,000/s: ${steadyAlone.p99} → ${steadyTogether.p99} ms`,
    );

    await new Promise((r) => setTimeout(r, 2500));
    const before = await counted();
    await server.stop();
    const after = await counted();
    const accepted =
      warm.accepted + beacons.accepted + beaconsTogether.accepted + steadyBeacons.accepted;
    console.log(
      `beacons answered 202: ${accepted}; views in the rollups: ${before} a few seconds after the load, ${after} after a clean stop`,
    );
    // Beacons still in flight when a run ended are counted by the server, not by autocannon.
    if (after < accepted) process.exitCode = 1;
  } finally {
    await db.end();
    await server.stop().catch(() => {});
  }
}

if (!process.env.TEST_DATABASE_URL) {
  const child = spawn('bash', [`${ROOT}/scripts/with-postgres.sh`, process.execPath, SELF], {
    stdio: 'inherit',
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}
