import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobApplication } from '@northbeam/shared/contract/application';
import { job as jobSchema } from '@northbeam/shared/contract/job';
import { pathOf, routes } from '@northbeam/shared/contract/routes';
import { createJob } from '../../../test/factories';
import { bigPdf, fixture, formData } from '../../../test/http';
import { useSignedInServer } from '../../../test/signed-in-server';

const resumePath = (id: string) => pathOf(routes.applications.resume, { id });

const ctx = useSignedInServer();

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const jobBody = {
  title: 'Platform Engineer',
  description: 'Run the platform.',
  requirements: ['Kubernetes', ' ', 'Terraform'],
  location: 'Remote',
  type: 'Contract',
  isActive: true,
};

const resumeFiles = () =>
  readdir(join(ctx.server.dataDir, 'uploads', 'resumes')).catch(() => [] as string[]);

describe('jobs', () => {
  it('POST /api/careers creates a job (201) with defaults and a posted date', async () => {
    const { type: _t, isActive: _a, ...minimal } = jobBody;
    const answer = await ctx.call('POST', '/api/careers', {
      json: minimal,
      auth: { token: ctx.admin.token },
    });
    expect(answer.status).toBe(201);
    const job = jobSchema.strict().parse(answer.body);
    expect(job).toMatchObject({
      title: 'Platform Engineer',
      requirements: ['Kubernetes', 'Terraform'],
      type: 'Full-time',
      isActive: true,
    });
    expect(Date.now() - Date.parse(job.postedDate)).toBeLessThan(60_000);
  });

  it('validates the job form', async () => {
    const answer = await ctx.call('POST', '/api/careers', {
      json: {
        title: ' ',
        description: '',
        requirements: ['', ' '],
        location: '',
        type: 'Freelance',
        isActive: 'perhaps',
      },
      auth: { token: ctx.admin.token },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors).sort()).toEqual([
      'description',
      'isActive',
      'location',
      'requirements',
      'title',
      'type',
    ]);
    expect(answer.body.errors.type).toMatch(/Full-time, Part-time, Contract, Remote/);
  });

  it('GET /api/careers lists active jobs newest first; inactive ones only for staff', async () => {
    const inactive = await createJob(ctx.server.db, { title: 'Closed role', isActive: false });
    const old = await createJob(ctx.server.db, { postedDate: new Date('2020-01-01') });
    const answer = await ctx.call('GET', '/api/careers?limit=100');
    expect(answer.status).toBe(200);
    const ids = answer.body.map((j: { _id: string }) => j._id);
    expect(ids).not.toContain(inactive.id);
    expect(ids[ids.length - 1]).toBe(old.id);
    expect(Number(answer.headers.get('x-total-count'))).toBe(ids.length);
    const asAdmin = await ctx.call('GET', '/api/careers?limit=100', {
      auth: { cookie: ctx.admin.cookie },
    });
    expect(asAdmin.body.map((j: { _id: string }) => j._id)).toContain(inactive.id);
    const filtered = await ctx.call('GET', '/api/careers?status=inactive&q=closed', {
      auth: { token: ctx.admin.token },
    });
    expect(filtered.body.map((j: { _id: string }) => j._id)).toEqual([inactive.id]);
  });

  it('GET /api/careers/{id}: a job; 404 for unknown, malformed and (publicly) inactive ids', async () => {
    const active = await createJob(ctx.server.db);
    const inactive = await createJob(ctx.server.db, { isActive: false });
    const answer = await ctx.call('GET', `/api/careers/${active.id}`);
    expect(answer.status).toBe(200);
    expect(jobSchema.strict().parse(answer.body)._id).toBe(active.id);
    for (const path of [
      `/api/careers/${NO_SUCH_ID}`,
      '/api/careers/123',
      `/api/careers/${inactive.id}`,
    ]) {
      const missing = await ctx.call('GET', path);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Job not found' });
    }
    expect(
      (await ctx.call('GET', `/api/careers/${inactive.id}`, { auth: { token: ctx.admin.token } }))
        .status,
    ).toBe(200);
  });

  it('PUT /api/careers/{id} updates; 404 unknown; 400 invalid', async () => {
    const job = await createJob(ctx.server.db);
    const answer = await ctx.call('PUT', `/api/careers/${job.id}`, {
      json: { ...jobBody, title: 'Renamed', isActive: false },
      auth: { cookie: ctx.admin.cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ _id: job.id, title: 'Renamed', isActive: false });
    expect(
      (
        await ctx.call('PUT', `/api/careers/${NO_SUCH_ID}`, {
          json: jobBody,
          auth: { token: ctx.admin.token },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await ctx.call('PUT', `/api/careers/${job.id}`, {
          json: { title: 'x' },
          auth: { token: ctx.admin.token },
        })
      ).status,
    ).toBe(400);
  });

  it('DELETE /api/careers/{id} removes a job (204), then 404', async () => {
    const job = await createJob(ctx.server.db);
    expect(
      (await ctx.call('DELETE', `/api/careers/${job.id}`, { auth: { token: ctx.admin.token } }))
        .status,
    ).toBe(204);
    expect(
      (await ctx.call('GET', `/api/careers/${job.id}`, { auth: { token: ctx.admin.token } }))
        .status,
    ).toBe(404);
    expect(
      (await ctx.call('DELETE', `/api/careers/${job.id}`, { auth: { token: ctx.admin.token } }))
        .status,
    ).toBe(404);
  });

  it('answers 401 on every admin-only job call without a session', async () => {
    const job = await createJob(ctx.server.db);
    for (const [method, path, json] of [
      ['POST', '/api/careers', jobBody],
      ['PUT', `/api/careers/${job.id}`, jobBody],
      ['DELETE', `/api/careers/${job.id}`, undefined],
      ['GET', '/api/careers/applications', undefined],
      ['PUT', `/api/careers/applications/${NO_SUCH_ID}`, { status: 'hired' }],
      ['GET', `${resumePath(NO_SUCH_ID)}`, undefined],
    ] as const) {
      const answer = await ctx.call(method, path, json ? { json } : {});
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toEqual({ message: 'Not signed in' });
    }
  });
});

describe('applications', () => {
  const applicant = {
    fullName: 'Grace Hopper',
    email: 'grace@example.com',
    phone: '+1 (512) 555-0199',
    coverLetter: 'Hello!',
  };

  async function apply(
    jobId: string,
    file?: { name: string; type: string; data: Buffer },
    fields: Record<string, string> = applicant,
  ) {
    return ctx.call('POST', `/api/careers/${jobId}/apply`, {
      form: formData(fields, file ? { resume: file } : {}),
    });
  }

  it('accepts PDF, DOCX and DOC resumes judged by their bytes (201)', async () => {
    const job = await createJob(ctx.server.db, { title: 'Resume types' });
    for (const [name, type] of [
      ['resume.pdf', 'application/pdf'],
      ['resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['resume.doc', 'application/msword'],
    ] as const) {
      const answer = await apply(job.id, { name: `My ${name}`, type, data: fixture(name) });
      expect(answer.status, name).toBe(201);
      const created = jobApplication.parse(answer.body);
      expect(created).toMatchObject({
        fullName: 'Grace Hopper',
        status: 'received',
        job: { _id: job.id, title: 'Resume types' },
      });
      expect(created.resumeName).toBe(`My ${name}`);
      expect(created.resumeUrl).toBe(resumePath(created._id));
    }
  });

  it('ignores a misleading name and declared type: a DOCX called .pdf is stored as .docx', async () => {
    const job = await createJob(ctx.server.db);
    const answer = await apply(job.id, {
      name: 'cv.pdf',
      type: 'application/pdf',
      data: fixture('resume.docx'),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.resumeName).toBe('cv.docx');
  });

  it('refuses a disguised executable and an image (415), keeping no file', async () => {
    const job = await createJob(ctx.server.db);
    const before = await resumeFiles();
    const exe = await apply(job.id, {
      name: 'resume.pdf',
      type: 'application/pdf',
      data: fixture('fake-resume.pdf'),
    });
    expect(exe.status).toBe(415);
    expect(exe.body).toEqual({ message: 'Resume must be a PDF, DOC or DOCX file' });
    const png = await apply(job.id, {
      name: 'resume.docx',
      type: 'application/msword',
      data: fixture('image.png'),
    });
    expect(png.status).toBe(415);
    expect(await resumeFiles()).toEqual(before);
  });

  it('refuses a resume over 5 MB with 413 and a clear message', async () => {
    const job = await createJob(ctx.server.db);
    const before = await resumeFiles();
    const answer = await apply(job.id, {
      name: 'big.pdf',
      type: 'application/pdf',
      data: bigPdf(5 * 1024 * 1024 + 10),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Resume must be 5 MB or smaller' });
    expect(await resumeFiles()).toEqual(before);
    const exactly = await apply(job.id, {
      name: 'ok.pdf',
      type: 'application/pdf',
      data: bigPdf(5 * 1024 * 1024 - 2),
    });
    expect(exactly.status).toBe(201);
  });

  it('requires the resume and the fields of section 5', async () => {
    const job = await createJob(ctx.server.db);
    const noResume = await apply(job.id);
    expect(noResume.status).toBe(400);
    expect(noResume.body).toEqual({
      message: 'Please upload your resume',
      errors: { resume: 'Please upload your resume' },
    });
    const badFields = await apply(
      job.id,
      { name: 'r.pdf', type: 'application/pdf', data: fixture('resume.pdf') },
      {
        fullName: '',
        email: 'not-an-email',
        phone: 'call me',
      },
    );
    expect(badFields.status).toBe(400);
    expect(badFields.body.errors).toEqual({
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
  });

  it('answers 404 for an unknown or inactive job', async () => {
    const inactive = await createJob(ctx.server.db, { isActive: false });
    const file = { name: 'r.pdf', type: 'application/pdf', data: fixture('resume.pdf') };
    for (const id of [NO_SUCH_ID, inactive.id, 'nope']) {
      const answer = await apply(id, file);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Job not found' });
    }
  });

  it('lists applications for staff with the job title, newest first, filtered by status and search', async () => {
    const job = await createJob(ctx.server.db, { title: 'Listed role' });
    const created = await apply(
      job.id,
      { name: 'r.pdf', type: 'application/pdf', data: fixture('resume.pdf') },
      {
        ...applicant,
        fullName: 'Katherine Johnson',
      },
    );
    const answer = await ctx.call('GET', '/api/careers/applications', {
      auth: { token: ctx.admin.token },
    });
    expect(answer.status).toBe(200);
    // Admin rows also say whose turn the conversation is (none yet) and who handles it (nobody).
    expect(answer.body[0]).toEqual({
      ...created.body,
      spam: null,
      awaiting: null,
      assignee: null,
    });
    expect(answer.body[0].job).toEqual({ _id: job.id, title: 'Listed role' });
    expect(answer.body[0]).not.toHaveProperty('resumeKey');
    const search = await ctx.call('GET', '/api/careers/applications?q=katherine', {
      auth: { cookie: ctx.admin.cookie },
    });
    expect(search.body.map((a: { _id: string }) => a._id)).toEqual([created.body._id]);
    const byStatus = await ctx.call('GET', '/api/careers/applications?status=hired', {
      auth: { token: ctx.admin.token },
    });
    expect(byStatus.body).toEqual([]);
    expect(
      (
        await ctx.call('GET', '/api/careers/applications?status=ghosted', {
          auth: { token: ctx.admin.token },
        })
      ).status,
    ).toBe(400);
  });

  it('updates the status (only the five values); 404 for unknown ids', async () => {
    const job = await createJob(ctx.server.db);
    const created = await apply(job.id, {
      name: 'r.pdf',
      type: 'application/pdf',
      data: fixture('resume.pdf'),
    });
    const id = created.body._id;
    for (const status of ['reviewing', 'interviewed', 'rejected', 'hired', 'received']) {
      const answer = await ctx.call('PUT', `/api/careers/applications/${id}`, {
        json: { status },
        auth: { token: ctx.admin.token },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(status);
    }
    const bad = await ctx.call('PUT', `/api/careers/applications/${id}`, {
      json: { status: 'ghosted' },
      auth: { token: ctx.admin.token },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toMatch(/received, reviewing, interviewed, rejected, hired/);
    expect(
      (
        await ctx.call('PUT', `/api/careers/applications/${NO_SUCH_ID}`, {
          json: { status: 'hired' },
          auth: { token: ctx.admin.token },
        })
      ).status,
    ).toBe(404);
  });

  it('downloads the resume as an attachment, for staff only', async () => {
    const job = await createJob(ctx.server.db);
    const created = await apply(job.id, {
      name: 'Grâce CV.docx',
      type: 'application/octet-stream',
      data: fixture('resume.docx'),
    });
    const url = `${ctx.server.url}${created.body.resumeUrl}`;
    expect((await fetch(url)).status).toBe(401);
    const response = await fetch(url, { headers: { Authorization: `Bearer ${ctx.admin.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Gr_ce CV.docx"; filename*=UTF-8''Gr%C3%A2ce%20CV.docx`,
    );
    expect(Buffer.from(await response.arrayBuffer())).toEqual(fixture('resume.docx'));
    expect(
      (await ctx.call('GET', resumePath(NO_SUCH_ID), { auth: { token: ctx.admin.token } })).status,
    ).toBe(404);
  });

  it('keeps applications of a deleted job (job becomes null)', async () => {
    const job = await createJob(ctx.server.db);
    const created = await apply(job.id, {
      name: 'r.pdf',
      type: 'application/pdf',
      data: fixture('resume.pdf'),
    });
    await ctx.call('DELETE', `/api/careers/${job.id}`, { auth: { token: ctx.admin.token } });
    const list = await ctx.call('GET', '/api/careers/applications?limit=100', {
      auth: { token: ctx.admin.token },
    });
    const kept = list.body.find((a: { _id: string }) => a._id === created.body._id);
    expect(kept.job).toBeNull();
  });
});
