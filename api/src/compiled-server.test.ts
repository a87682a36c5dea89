/**
 * Production runs the compiled API with plain node (`npm start`, the Docker image): it is built
 * from the sources under test, started on a fresh embedded database, and answers as the server
 * does: ready, the API, a rendered page when the site is built, and a clean stop on SIGTERM.
 * Tracing is on (OTEL_EXPORTER_OTLP_ENDPOINT, a receiver on loopback): the bundled server is
 * instrumented too, and its last spans are sent when it stops, as are the page views it
 * acknowledged: they are in the database after the stop. It runs with the node flags of `npm start`,
 * which the Docker image's command repeats.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { routes } from '@northbeam/shared/contract/routes';
import { PGLITE_EXTENSIONS } from './db/pglite-extensions';
import { attribute, otlpReceiver, type OtlpReceiver } from '../test/otlp-receiver';

const api = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'northbeam-compiled-'));
// Built apart from api/dist, which other tests run while this one builds.
const outdir = `.build-test-${process.pid}`;
let server: ChildProcess;
let base = '';
let receiver: OtlpReceiver;

/** `npm start`'s command (api/package.json), as its words. */
const startCommand = (
  JSON.parse(readFileSync(join(api, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start.split(/\s+/);
/** The node flags between `node` and the server's file. */
const startFlags = startCommand.slice(1, startCommand.indexOf('dist/server.js'));

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: api, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args} exited ${code}`)),
    );
  });
}

beforeAll(async () => {
  receiver = await otlpReceiver();
  await run(process.execPath, ['scripts/build.mjs', '--outdir', outdir]);
  server = spawn(process.execPath, [...startFlags, `${outdir}/server.js`], {
    cwd: api,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // A submission renders the staff's and the sender's e-mails (kept in the outbox: no SMTP).
      NOTIFY_EMAIL: 'staff@example.com',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      // No batch is sent while it runs: the spans arrive only through the flush at the stop.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server logs the port it listens on (PORT=0: any free one).
  base = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /"port":(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server.on('exit', (code) =>
      reject(new Error(`the compiled server exited (${code}): ${output}`)),
    );
  });
  // The build, a fresh embedded database and tracing: on a busy 2-core machine over a minute.
}, 180_000);

afterAll(async () => {
  server?.kill('SIGKILL');
  await receiver?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(api, outdir), { recursive: true, force: true });
});

it('runs as `npm start` and the Docker image run it: node, the same flags, the compiled server', () => {
  expect(startCommand[0]).toBe('node');
  // V8's helper threads sized to the machine (the cores but one), not Node's fixed four: on a
  // small server four marking threads took the event loop's CPU in every major collection.
  expect(startFlags).toContain('--v8-pool-size=0');
  // No memory reducer: under steady load it started a major collection ~105 s after the start
  // and, from then on, one every ~35 s (each a few milliseconds of the pages' tail); without it,
  // none in 6 minutes of the same load (README, "No memory reducer").
  expect(startFlags).toContain('--no-memory-reducer');
  const dockerfile = readFileSync(join(api, '../Dockerfile'), 'utf8');
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  expect(JSON.parse(cmd ?? 'null')).toEqual(startCommand);
});

it('the compiled server is ready and answers the API and the pages', async () => {
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  const posts = (await (await fetch(`${base}/api/blogs?limit=1`)).json()) as { slug: string }[];
  expect(posts).toHaveLength(1);
  if (existsSync(join(api, '../site/dist-server'))) {
    const page = await fetch(`${base}/blog/${posts[0]!.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1');
  }
  const contact = await fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 0100',
    }),
  });
  expect(contact.status).toBe(201);
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
const beacon = (path: string, userAgent: string) =>
  fetch(`${base}${routes.events.pageView.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': userAgent },
    body: JSON.stringify({ path }),
  });

it('stops cleanly on SIGTERM, having sent the spans of its requests and counted its views', async () => {
  expect((await beacon('/careers?utm_source=compiled', FIREFOX)).status).toBe(202);
  expect((await beacon('/careers', FIREFOX)).status).toBe(202);
  expect((await beacon('/careers', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).status).toBe(
    202,
  );
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  expect(await exited).toBe(0);
  const contact = receiver
    .spans()
    .find(
      (span) => span.kind === 2 && attribute(span, 'http.route') === routes.contact.submit.path,
    );
  expect(contact?.name).toBe(`POST ${routes.contact.submit.path}`);

  // The views, flushed at the stop: two, one visitor; the bot's not counted.
  const pglite = await PGlite.create(join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  try {
    const { rows } = await pglite.query<{
      kind: string;
      key: string;
      views: number;
      visitors: number;
    }>(`select kind, key, views, visitors from visit_days order by kind, key`);
    expect(rows).toEqual([
      { kind: 'campaign', key: 'compiled\t\t', views: 1, visitors: 1 },
      { kind: 'page', key: '/careers', views: 2, visitors: 1 },
      { kind: 'site', key: '', views: 2, visitors: 1 },
    ]);
  } finally {
    await pglite.close();
  }
});
