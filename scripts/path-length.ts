/**
 * How many of our source files one request runs through, measured, not read: V8's precise
 * coverage counts every function a request calls; the files (and packages) holding one are its
 * path. Two paths: an admin status change (request → outbox row) and a public post read.
 *   npm run path-length
 * Each request is made once first, so what is counted is a warm server's path, not module loading.
 */
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import { relative, resolve } from 'node:path';
import { startTestServer } from '../api/test/test-server';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

const server = await startTestServer({ seedDemo: true, background: false });
const owner = await server.signIn();
const job = (await server.db('jobs').first('id')) as { id: string };
const [application] = (await server
  .db('job_applications')
  .insert({
    job_id: job.id,
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '+1 614 555 0100',
    resume_key: 'resumes/none.pdf',
    resume_name: 'ada.pdf',
    resume_mime: 'application/pdf',
    resume_size: 1,
  })
  .returning('id')) as Array<{ id: string }>;
const post = (await server.db('blog_posts').where({ published: true }).first('slug')) as {
  slug: string;
};

const statusChange = (status: string) =>
  fetch(`${server.url}/api/careers/applications/${application!.id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
const postRead = () => fetch(`${server.url}/api/blogs/${post.slug}`);

interface Covered {
  result: Array<{ url: string; functions: Array<{ ranges: Array<{ count: number }> }> }>;
}

/** The files of ours, and the packages, holding a function the request called. */
async function pathOf(request: () => Promise<Response>) {
  await session.post('Profiler.takePreciseCoverage'); // resets the counters
  const answer = await request();
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`${answer.status} ${answer.url}`);
  const { result } = (await session.post('Profiler.takePreciseCoverage')) as Covered;
  const ours = new Set<string>();
  const packages = new Set<string>();
  for (const script of result) {
    if (!script.url.startsWith('file://')) continue;
    if (!script.functions.some((f) => f.ranges[0]!.count > 0)) continue;
    const file = relative(root, fileURLToPath(script.url));
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    // The script's own file and its HTTP client (fetch is undici) are not the server's path.
    if (inPackage) {
      if (inPackage[1] !== 'undici') packages.add(inPackage[1]!);
    } else if (!file.startsWith('..') && file !== 'scripts/path-length.ts') ours.add(file);
  }
  return { ours: [...ours].sort(), packages: [...packages].sort() };
}

try {
  const paths = {
    'admin status change (PUT /api/careers/applications/:id)': async () => {
      await (await statusChange('reviewing')).arrayBuffer();
      return pathOf(() => statusChange('interviewed'));
    },
    'public post read (GET /api/blogs/:slug)': async () => {
      await (await postRead()).arrayBuffer();
      return pathOf(postRead);
    },
  };
  for (const [name, measure] of Object.entries(paths)) {
    const { ours, packages } = await measure();
    console.log(`\n${name}: ${ours.length} files of ours, ${packages.length} packages`);
    for (const file of ours) console.log(`  ${file}`);
    console.log(`  packages: ${packages.join(', ')}`);
  }
  const outbox = await server.db('outbox').count({ n: '*' }).first();
  console.log(`\noutbox rows after the status changes: ${JSON.stringify(outbox)}`);
} finally {
  await server.close();
  session.disconnect();
}
