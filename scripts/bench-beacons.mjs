// `npm run bench:beacons`: the page-view beacon under load (issue 32), on the server as `npm start`
// runs it (api/dist, built first) and a throwaway PostgreSQL. Needs `wrk` (`apt-get install wrk`):
// the load comes from wrk (C) with scripts/lib/paced.lua, which spaces requests evenly at a fixed
// rate; JavaScript load generators (autocannon) took so much of the load core that they measured
// themselves. With `taskset` and two cores or more (BENCH_PIN=0 to turn it off), the server's event
// loop (its main thread) runs on CPU 0 and the load on CPU 1; the server's other threads (V8's
// collector helpers, libuv's pool) and PostgreSQL go where the system puts them, as in production.
// (Until 2026-11-28 every thread of the server was held on CPU 0, the collector's helpers too.)
// Measures:
//   1. beacons alone at a fixed 2,000 a second (varied addresses, browsers, pages): the rate held,
//      latency, refusals, and the server's CPU per beacon;
//   2. what users of the pages feel: `GET /` (server-rendered, cached) at a fixed 1,000 a second,
//      in short windows (BENCH_LATENCY_WINDOW, 5 s) taken in turn alone, beside the beacons, alone,
//      beside the same beacons sent to the bare server of 3., alone, ... (BENCH_ROUNDS, 12 windows
//      beside of each kind): its p50, p90 and p99 beside the beacons, each against the mean of the
//      two windows alone around it, and the median of those pairs; the bare server's windows are
//      the floor, what the load itself costs the pages on this machine (added 2026-11-29). One
//      long run each way could not settle a 10 % question here: the pages' p90 alone went from 0.23
//      to 0.69 ms between runs minutes apart. With each window, how long the server's event loop
//      waited for its CPU (another process on it, or the server's own V8 threads) and the server's
//      major collections; the p99 again over the pairs no other process disturbed;
//   3. the most `GET /` the server answers (50 connections), in short windows taken in turn
//      (alone, beside the beacons, alone, beside the same beacons sent to a bare `node:http`
//      server, answering 202 and nothing else, whose event loop shares CPU 0 with ours, alone, ...;
//      BENCH_PAIRS, 12 of each): the machine's speed drifts by a quarter from one minute to the
//      next, so each window is compared with its neighbours, and the median is given. The bare
//      server's figure is the floor: what those requests cost the pages on that CPU before any
//      Node endpoint does anything with them;
//   4. the CPU per beacon of that bare server, beside ours;
// then checks that every beacon answered 202 was counted in the rollups (after a clean stop too).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ROOT, buildApi, ensureSiteBuilt, freePort, startServer } from './lib/start-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BEACON_RATE ?? 2000);
const PAGE_RATE = Number(process.env.PAGE_RATE ?? 1000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 12));
const LATENCY_WINDOW = Math.max(1, Number(process.env.BENCH_LATENCY_WINDOW ?? 5));
const PAIRS = Math.max(1, Number(process.env.BENCH_PAIRS ?? 12));
/** A window of the throughput pairs, in seconds. */
const WINDOW = 3;
const SELF = fileURLToPath(import.meta.url);
const PACED = `${ROOT}/scripts/lib/paced.lua`;

/**
 * CPU time a process has used, in ms: the scheduler's own count in nanoseconds, summed over its
 * threads (/proc/<pid>/task/<tid>/schedstat). /proc/<pid>/stat counts in 10 ms ticks, sampled: with
 * 2,000 short requests a second it was off by a quarter from one run to the next.
 */
function serverCpuMs(pid) {
  try {
    let ns = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    }
    return ns / 1e6;
  } catch {
    return NaN;
  }
}

/**
 * How long the server's event loop (its main thread) has waited, ready to run, for a CPU, in ms:
 * the scheduler's run-queue time (the second field of its schedstat). A window in which another
 * thread took the loop's CPU shows here. In probes on 2026-11-29, windows whose wait went from the
 * usual ~25 ms to 100-270 ms in 5 s had a pages' p99 of 3-26 ms instead of ~0.6. What took the
 * CPU: in one probe a tool process of this machine (33 ms at a time); in later ones, mostly the
 * server's own V8 threads marking for a major collection (majorCollections).
 */
function loopWaitMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return NaN;
  }
}

/**
 * The server's major (mark-compact) collections so far, from its own metrics (prom-client's
 * `nodejs_gc_duration_seconds`; loopback needs no token). Under the beacons they came every
 * 35-100 s on 2026-11-29 (fewer since `waitingView`, README): a 10-17 ms pause of the event loop,
 * and V8's marking threads, which the system then puts on the loop's CPU, took 100-250 ms of it
 * around each one.
 */
async function majorCollections(url) {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    const found = /^nodejs_gc_duration_seconds_count\{[^}]*kind="major"[^}]*\} (\d+)/m.exec(text);
    return found ? Number(found[1]) : 0; // no line until the first major collection
  } catch {
    return NaN;
  }
}

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

/**
 * The server's event loop (its main thread, whose id is the process's) on CPU 0, its other
 * threads (V8's collector helpers, libuv's pool) free on every CPU, as the system places them in
 * production.
 */
function pinEventLoop(pid) {
  const all = `0-${availableParallelism() - 1}`;
  execFileSync('taskset', ['-a', '-p', '-c', all, String(pid)], { stdio: 'ignore' });
  execFileSync('taskset', ['-p', '-c', '0', String(pid)], { stdio: 'ignore' });
}

function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its usage and exits 1 for --version: installed.
    return error.status === 1;
  }
}

/** Runs wrk (on the load CPU when this process was pinned: children inherit it). */
const wrk = (args) =>
  new Promise((resolve, reject) => {
    execFile('wrk', args, { maxBuffer: 1 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });

/** `rate` requests a second for `seconds` (paced.lua): requests, rate, latency in ms. */
async function paced(url, kind, rate, seconds) {
  const out = await wrk([
    '-t1',
    `-c${kind === 'beacon' ? 40 : 20}`,
    `-d${seconds}s`,
    '-s',
    PACED,
    kind === 'beacon' ? url : `${url}/`,
    '--',
    String(rate),
    kind,
  ]);
  const r = JSON.parse(/PACED (.*)/.exec(out)[1]);
  return {
    requests: r.requests,
    perSecond: Math.round(r.requests / r.seconds),
    p50: r.p50 / 1000,
    p90: r.p90 / 1000,
    p99: r.p99 / 1000,
    refused: r.status,
    errors: r.socket,
    accepted: r.requests - r.status,
  };
}
const beacons = (url, seconds = SECONDS) => paced(url, 'beacon', RATE, seconds);

/** The most `GET /` the server answers in `seconds` over 50 connections. */
async function mostPages(url, seconds) {
  const out = await wrk([
    '-t1',
    '-c50',
    `-d${seconds}s`,
    '-H',
    'Accept-Encoding: br, gzip',
    `${url}/`,
  ]);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
}

/** Beacons for `seconds`, started half a second before `during` and ending after it. */
async function besideBeacons(url, seconds, during) {
  const load = beacons(url, seconds + 1);
  await new Promise((r) => setTimeout(r, 500));
  const result = await during();
  return [result, await load];
}

/** A bare node:http server answering every request 202 (the floor of any Node endpoint). */
const BARE = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { s.writeHead(202, ['Cache-Control', 'no-store', 'Content-Length', '0']); s.end(); }); }).listen(+process.argv[1], '127.0.0.1', () => process.send('up'));`;

/** The bare server, its event loop on CPU 0 beside ours when pinned (its other threads free). */
async function startBare(pinned) {
  const port = await freePort();
  const bare = spawn(process.execPath, ['-e', BARE, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => bare.once('message', resolve));
  if (pinned) pinEventLoop(bare.pid);
  return { url: `http://127.0.0.1:${port}`, pid: bare.pid, stop: () => bare.kill() };
}

async function bareServerCpuPerBeacon(bare) {
  await beacons(bare.url, 3);
  const before = serverCpuMs(bare.pid);
  const result = await beacons(bare.url);
  return ((serverCpuMs(bare.pid) - before) * 1000) / result.requests;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;
const ms = (value) => (value < 1 ? value.toFixed(2) : value.toFixed(1));

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
  // This process and the load generators it starts (wrk inherits it): CPU 1.
  if (pinned) pin(process.pid, 1);
  buildApi();
  const server = await startServer({
    compiled: true,
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
  const answered = [];
  const kept = (result) => {
    answered.push(result.accepted);
    return result;
  };
  /** The bare server (the floor), started in 2. */
  let bare;
  try {
    for (let i = 0; i < 3; i++) await fetch(`${server.url}/`);
    await mostPages(server.url, 3); // warm-up
    kept(await beacons(server.url, 3)); // warm-up (counted too)
    // Only the event loop stays on CPU 0 (the threads made since started there too).
    if (pinned) pinEventLoop(server.pid);

    // 1. Beacons alone: the server's own CPU time per beacon, from the kernel's count.
    const cpuBefore = serverCpuMs(server.pid);
    const alone = kept(await beacons(server.url));
    const beaconCpuUs = ((serverCpuMs(server.pid) - cpuBefore) * 1000) / alone.requests;

    // The bare server (the floor of 2. and 3.), its event loop on CPU 0 beside ours.
    bare = await startBare(pinned);

    // 2. Pages at a steady rate in windows taken in turn: alone, beside the beacons, alone, beside
    // the same beacons sent to the bare server, alone, ... (every window beside has a window alone
    // on each side). The second kind is the floor of the latency: what 2,000 requests a second
    // cost the pages on this machine before any endpoint of ours does anything with them (the
    // load generators share CPU 1, the two event loops CPU 0).
    const pagesFor = async () => {
      const collections = await majorCollections(server.url);
      const waited = loopWaitMs(server.pid);
      const result = await paced(server.url, 'page', PAGE_RATE, LATENCY_WINDOW);
      return {
        ...result,
        waited: loopWaitMs(server.pid) - waited,
        major: (await majorCollections(server.url)) - collections,
      };
    };
    // Each window beside is kept with the windows alone before and after it.
    const steady = { alone: [await pagesFor()], beside: [], bare: [], beacons: [] };
    /** A window beside beacons sent to `url`, then one alone; answers the beacons' load. */
    const besideThenAlone = async (kind, url) => {
      const before = steady.alone.at(-1);
      const [pages, load] = await besideBeacons(url, LATENCY_WINDOW, pagesFor);
      const after = await pagesFor();
      kind.push({ pages, before, after });
      steady.alone.push(after);
      return load;
    };
    for (let round = 0; round < ROUNDS; round++) {
      steady.beacons.push(kept(await besideThenAlone(steady.beside, server.url)));
      await besideThenAlone(steady.bare, bare.url);
    }
    const mid = (runs, key) => median(runs.map((r) => r[key]));
    /** Per window beside (`kind`: ours or the floor's): its `key` against the windows alone around it, sorted. */
    const slowdowns = (key, kept = () => true, kind = steady.beside) =>
      kind
        .filter((w) => kept(w.pages, w.before, w.after))
        .map((w) => (2 * w.pages[key]) / (w.before[key] + w.after[key]) - 1)
        .sort((a, b) => a - b);
    // The windows in which no other process took the event loop's CPU for long: every window of
    // the pair waited at most three times the median wait of all windows, or had a major
    // collection of the server's own (whose marking threads take that CPU: the server's doing,
    // which stays in).
    const usualWait =
      3 * median([...steady.alone, ...steady.beside.map((w) => w.pages)].map((r) => r.waited));
    const undisturbed = (...windows) => windows.every((r) => r.waited <= usualWait || r.major > 0);
    const majorIn = (runs) => runs.reduce((sum, r) => sum + r.major, 0);

    // 3. The most pages, in windows taken in turn: alone, beside the beacons, alone, beside the
    // same beacons answered by a bare node:http server whose event loop shares CPU 0 with ours,
    // alone, ... Each window beside is compared with the two alone around it. The second kind is
    // the floor: what 2,000 requests a second to any Node server on that CPU take from the pages.
    const ours = [];
    const floor = [];
    const bareCpuUs = await bareServerCpuPerBeacon(bare);
    let previous = await mostPages(server.url, WINDOW);
    const against = (beside, after) => ({
      alone: (previous + after) / 2,
      beside,
      ratio: (2 * beside) / (previous + after),
    });
    for (let i = 0; i < PAIRS; i++) {
      const [beside, load] = await besideBeacons(server.url, WINDOW, () =>
        mostPages(server.url, WINDOW),
      );
      kept(load);
      const between = await mostPages(server.url, WINDOW);
      ours.push(against(beside, between));
      previous = between;
      const [besideBare] = await besideBeacons(bare.url, WINDOW, () =>
        mostPages(server.url, WINDOW),
      );
      const after = await mostPages(server.url, WINDOW);
      floor.push(against(besideBare, after));
      previous = after;
    }
    bare.stop();
    for (const list of [ours, floor]) list.sort((x, y) => x.ratio - y.ratio);
    const middle = ours[Math.floor(ours.length / 2)];
    const middleFloor = floor[Math.floor(floor.length / 2)];

    console.log(
      pinned
        ? `\nBeacons at ${RATE}/s, the server's event loop on CPU 0, the load (wrk) on CPU 1:\n`
        : `\nBeacons at ${RATE}/s, the cores shared by server, PostgreSQL and load:\n`,
    );
    console.log('| run | req/s | p50 ms | p90 ms | p99 ms | refused |');
    console.log('|---|---|---|---|---|---|');
    const row = (name, s) =>
      console.log(
        `| ${name} | ${s.perSecond} | ${ms(s.p50)} | ${ms(s.p90)} | ${ms(s.p99)} | ${s.refused + s.errors} |`,
      );
    row(`beacons alone (${RATE}/s asked, ${SECONDS} s)`, alone);
    const medianRun = (runs) => ({
      perSecond: mid(runs, 'perSecond'),
      p50: mid(runs, 'p50'),
      p90: mid(runs, 'p90'),
      p99: mid(runs, 'p99'),
      refused: runs.reduce((sum, r) => sum + r.refused, 0),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
    });
    const pagesAlone = medianRun(steady.alone);
    const pagesBeside = medianRun(steady.beside.map((w) => w.pages));
    const windows = `median of ${steady.alone.length} windows of ${LATENCY_WINDOW} s`;
    row(`GET / at ${PAGE_RATE}/s alone (${windows})`, pagesAlone);
    row(`GET / at ${PAGE_RATE}/s beside the beacons (median of ${ROUNDS})`, pagesBeside);
    row(
      `GET / at ${PAGE_RATE}/s beside the beacons sent to the bare server (median of ${ROUNDS})`,
      medianRun(steady.bare.map((w) => w.pages)),
    );
    row(`beacons beside GET / at ${PAGE_RATE}/s`, medianRun(steady.beacons));
    const slower = (kind) => (key) => {
      const all = slowdowns(key, undefined, kind);
      return `${key} ${percent(median(all))} (${percent(all[0])} to ${percent(all.at(-1))})`;
    };
    const keys = ['p50', 'p90', 'p99'];
    console.log(
      `\nGET / at ${PAGE_RATE}/s beside ${RATE} beacons/s, each window against the windows alone around it (median of ${ROUNDS}, and the range): ${keys.map(slower(steady.beside)).join(', ')}`,
    );
    console.log(
      `the floor, GET / beside the same beacons answered by the bare node:http server whose event loop shares CPU 0, measured alike: ${keys.map(slower(steady.bare)).join(', ')}`,
    );
    // Every window in the order taken: alone, ours (B), alone, the floor's (F), alone, ...
    const inTurn = (show) =>
      steady.alone
        .map((r, i) => {
          const next = i % 2 === 0 ? steady.beside[i / 2] : steady.bare[(i - 1) / 2];
          return next ? `${show(r)} | ${i % 2 === 0 ? 'B' : 'F'} ${show(next.pages)}` : show(r);
        })
        .join(' | ');
    console.log(
      `p90 ms per window, in turn (B beside our beacons, F the floor's): ${inTurn((r) => ms(r.p90))}`,
    );
    const waitOf = (r) => `${ms(r.p99)}/${Math.round(r.waited)}${r.major ? `/${r.major}` : ''}`;
    console.log(
      `p99 ms / ms the event loop waited for its CPU (/ the server's major collections, if any), per window in turn: ${inTurn(waitOf)}`,
    );
    console.log(
      `the server's major collections: ${majorIn(steady.alone)} in the ${steady.alone.length} windows alone, ${majorIn(steady.beside.map((w) => w.pages))} in the ${ROUNDS} beside the beacons, ${majorIn(steady.bare.map((w) => w.pages))} in the ${ROUNDS} beside the floor's`,
    );
    const calm = slowdowns('p99', undisturbed);
    const calmFloor = slowdowns('p99', undisturbed, steady.bare);
    console.log(
      calm.length
        ? `p99 beside the beacons over the ${calm.length} of ${ROUNDS} windows whose pair the machine's other processes left alone (every window's wait at most ${Math.round(usualWait)} ms, three times the median, or a major collection of the server's own in it): ${percent(median(calm))} (${percent(calm[0])} to ${percent(calm.at(-1))})`
        : 'p99: every window was disturbed by other processes',
    );
    if (calmFloor.length) {
      console.log(
        `the floor's p99 over its ${calmFloor.length} of ${ROUNDS} undisturbed windows: ${percent(median(calmFloor))} (${percent(calmFloor[0])} to ${percent(calmFloor.at(-1))})`,
      );
    }
    console.log(
      `the most GET / (50 connections, ${WINDOW} s windows): ${Math.round(middle.alone)}/s alone, ${Math.round(middle.beside)}/s beside the beacons, ${percent(middle.ratio)} (median of ${PAIRS}: ${ours.map((p) => percent(p.ratio)).join(', ')})`,
    );
    console.log(
      `the floor, beside the same beacons answered by a bare node:http server whose event loop shares CPU 0: ${Math.round(middleFloor.alone)}/s alone, ${Math.round(middleFloor.beside)}/s beside, ${percent(middleFloor.ratio)} (median of ${PAIRS}: ${floor.map((p) => percent(p.ratio)).join(', ')})`,
    );
    console.log(
      `the server's CPU per beacon: ${beaconCpuUs.toFixed(0)} µs (all its threads, from the scheduler), i.e. ${percent((beaconCpuUs * RATE) / 1e6)} of a core at ${RATE}/s; a bare node:http server answering 202: ${bareCpuUs.toFixed(0)} µs (${percent((bareCpuUs * RATE) / 1e6)})`,
    );

    await new Promise((r) => setTimeout(r, 2500));
    const before = await counted();
    await server.stop();
    const after = await counted();
    const accepted = answered.reduce((sum, n) => sum + n, 0);
    console.log(
      `beacons answered 202: ${accepted}; views in the rollups: ${before} a few seconds after the load, ${after} after a clean stop`,
    );
    // Beacons still in flight when a run ended are counted by the server, not by wrk.
    if (after < accepted) process.exitCode = 1;
  } finally {
    bare?.stop();
    await db.end();
    await server.stop().catch(() => {});
  }
}

if (!hasWrk()) {
  console.error('bench:beacons needs wrk (apt-get install wrk)');
  process.exit(1);
} else if (!process.env.TEST_DATABASE_URL) {
  const child = spawn('bash', [`${ROOT}/scripts/with-postgres.sh`, process.execPath, SELF], {
    stdio: 'inherit',
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}
