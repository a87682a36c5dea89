/**
 * Uploaded files: a request that fails after its file was received (the database goes away
 * between storing the file and recording it) leaves no orphan file; a file whose bytes do not
 * match its declared type is refused; a client's file name never becomes a path.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../factories';
import { fixture, formData, http } from '../http';
import type { SignedIn, TestServer } from '../test-server';
import { startTestServer } from '../test-server';
import { countFiles } from './hostile';

let server: TestServer;
let admin: SignedIn;
let call: ReturnType<typeof http>;
let jobId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn();
  call = http(server.url);
  jobId = (await createJob(server.db)).id;
});
afterAll(async () => server?.close());

const listDir = async (sub: string) =>
  readdir(join(server.dataDir, 'uploads', sub)).catch(() => [] as string[]);

/** Every insert into `table` fails as if the database had just shut down (SQLSTATE 57P01). */
async function breakInserts(table: string) {
  await server.db.raw(`
    create or replace function northbeam_test_fail() returns trigger language plpgsql as $$
    begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`);
  await server.db.raw(
    `create trigger northbeam_test_fail before insert on ${table} for each row execute function northbeam_test_fail()`,
  );
  return async () => {
    await server.db.raw(`drop trigger northbeam_test_fail on ${table}`);
  };
}

const blogFields = {
  title: 'Orphans',
  excerpt: 'None',
  content: '<p>Body</p>',
  author: 'Ada',
  category: 'DevOps',
};
const applicant = { fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+1 512 555 0100' };

describe('no orphan files', () => {
  it('an application whose insert fails after the resume was stored leaves no file', async () => {
    const before = await countFiles(server.dataDir);
    const restore = await breakInserts('job_applications');
    try {
      const answer = await call('POST', `/api/careers/${jobId}/apply`, {
        form: formData(applicant, {
          resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') },
        }),
      });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
    } finally {
      await restore();
    }
    expect(await countFiles(server.dataDir)).toBe(before);
    expect(await server.db('job_applications').where('email', applicant.email)).toEqual([]);
  });

  it('a blog post whose insert fails after the image was stored leaves no file', async () => {
    const before = await listDir('images');
    const restore = await breakInserts('blog_posts');
    try {
      const answer = await call('POST', '/api/blogs', {
        auth: { token: admin.token },
        form: formData(blogFields, {
          image: { name: 'a.png', type: 'image/png', data: fixture('image.png') },
        }),
      });
      expect(answer.status).toBe(503);
    } finally {
      await restore();
    }
    expect(await listDir('images')).toEqual(before);
  });

  it('a refused form (validation after the upload was read) stores no file', async () => {
    const before = await countFiles(server.dataDir);
    const answer = await call('POST', `/api/careers/${jobId}/apply`, {
      form: formData(
        { ...applicant, email: 'not-an-email' },
        { resume: { name: 'cv.pdf', type: 'application/pdf', data: fixture('resume.pdf') } },
      ),
    });
    expect(answer.status).toBe(400);
    const blog = await call('POST', '/api/blogs', {
      auth: { token: admin.token },
      form: formData(
        { ...blogFields, category: 'Astrology' },
        { image: { name: 'a.png', type: 'image/png', data: fixture('image.png') } },
      ),
    });
    expect(blog.status).toBe(400);
    expect(await countFiles(server.dataDir)).toBe(before);
  });
});

describe('file content decides, never the name or the declared type', () => {
  it('refuses a resume whose bytes are not PDF or Word, whatever it is called', async () => {
    for (const data of [fixture('fake-resume.pdf'), fixture('image.png')]) {
      const answer = await call('POST', `/api/careers/${jobId}/apply`, {
        form: formData(applicant, { resume: { name: 'cv.pdf', type: 'application/pdf', data } }),
      });
      expect(answer.status).toBe(415);
      expect(typeof answer.body.message).toBe('string');
    }
  });

  it('refuses an image whose bytes are a PDF', async () => {
    const answer = await call('POST', '/api/blogs', {
      auth: { token: admin.token },
      form: formData(blogFields, {
        image: { name: 'photo.png', type: 'image/png', data: fixture('resume.pdf') },
      }),
    });
    expect(answer.status).toBe(415);
  });
});

describe('client file names are never paths', () => {
  it('stores a resume named ../../etc/passwd under a random key and serves a bare name', async () => {
    const answer = await call('POST', `/api/careers/${jobId}/apply`, {
      form: formData(applicant, {
        resume: { name: '../../etc/passwd', type: 'application/pdf', data: fixture('resume.pdf') },
      }),
    });
    expect(answer.status).toBe(201);
    const row = (await server.db('job_applications').where('id', answer.body._id).first()) as {
      resume_key: string;
      resume_name: string;
    };
    expect(row.resume_key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(row.resume_name).toBe('passwd.pdf');
    expect(await listDir('resumes')).toContain(row.resume_key);
    const download = await fetch(
      `${server.url}/api/careers/applications/${answer.body._id}/resume`,
      { headers: { Authorization: `Bearer ${admin.token}` } },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="passwd.pdf"; filename*=UTF-8''passwd.pdf`,
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(fixture('resume.pdf'));
  });

  it('never serves files outside the uploads folder', async () => {
    for (const path of [
      '/uploads/..%2f..%2fsession-secret',
      '/uploads/../session-secret',
      '/uploads/%2e%2e/%2e%2e/etc/passwd.png',
      '/uploads/....//etc/passwd.png',
    ]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});
