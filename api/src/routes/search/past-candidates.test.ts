/**
 * Past candidates, found again (PGlite and PostgreSQL): "People who may fit" a job (past
 * applicants whose resumes match its title and requirements, best first, with the words that
 * matched; never the hired, those already applying, spam or the erased); possible duplicates
 * (same phone, or a very similar name with the same resume) and their merge under one person,
 * with every application, note and message kept and the merge audited; erasure takes the resume
 * text with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories';
import { formData, http } from '../../../test/http';
import { docxWith, DOCX_TYPE, pdfWith, PDF_TYPE } from '../../../test/resume-files';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createLogger } from '../../logger';
import { createResumeIndexer } from '../../services/search/resume-indexer';

let server: TestServer;
let call: ReturnType<typeof http>;
let token: string;
let oldJob: string;

async function apply(
  jobId: string,
  person: { name: string; email: string; phone?: string },
  resumeText: string[],
  format: 'pdf' | 'docx' = 'pdf',
): Promise<string> {
  const resume =
    format === 'pdf'
      ? { name: 'cv.pdf', type: PDF_TYPE, data: pdfWith(resumeText) }
      : { name: 'cv.docx', type: DOCX_TYPE, data: docxWith(resumeText) };
  const answer = await call<{ _id: string }>('POST', `/api/careers/${jobId}/apply`, {
    form: formData(
      {
        fullName: person.name,
        email: person.email,
        phone: person.phone ?? '+1 614 555 0100',
        coverLetter: '',
      },
      { resume },
    ),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body._id;
}

async function indexAll() {
  const indexer = createResumeIndexer({
    db: server.db,
    storage: server.storage,
    logger: createLogger('silent'),
  });
  for (let i = 0; i < 100; i++) {
    const [row] = await server
      .db('resume_texts')
      .where('status', 'pending')
      .count<Array<{ count: string | number }>>({ count: '*' });
    if (Number(row!.count) === 0) return;
    await indexer.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('resumes not indexed');
}

const admin = (method: string, path: string, json?: unknown) =>
  call(method, path, { auth: { token }, ...(json === undefined ? {} : { json }) });

beforeAll(async () => {
  server = await startTestServer();
  call = http(server.url);
  token = (await server.signIn({ role: 'recruiter' })).token;
  oldJob = (await createJob(server.db, { title: 'Support analyst' })).id;
});
afterAll(() => server?.close());

describe('People who may fit', () => {
  it("lists past applicants whose resumes match the job, best first, with why; never the hired, this job's applicants, spam or the erased", async () => {
    const job = await createJob(server.db, {
      title: 'Kubernetes platform lead',
      requirements: ['Terraform', 'Prometheus'],
    });
    const strong = await apply(oldJob, { name: 'Sana Strong', email: 'sana@example.com' }, [
      'Ran Kubernetes clusters, wrote Terraform modules, Prometheus alerting.',
    ]);
    const partial = await apply(
      oldJob,
      { name: 'Pat Partial', email: 'pat@example.com' },
      ['Terraform for a retailer.'],
      'docx',
    );
    const hired = await apply(oldJob, { name: 'Hal Hired', email: 'hal@example.com' }, [
      'Kubernetes, Terraform, Prometheus.',
    ]);
    await admin('PUT', `/api/careers/applications/${hired}`, { status: 'hired' });
    const already = await apply(job.id, { name: 'Al Ready', email: 'al@example.com' }, [
      'Kubernetes and Terraform.',
    ]);
    const spam = await apply(oldJob, { name: 'Spam Bot', email: 'bot@example.com' }, [
      'Kubernetes Terraform Prometheus',
    ]);
    await admin('PUT', `/api/careers/applications/${spam}/spam`, { spam: true });
    await apply(oldJob, { name: 'Cook Unrelated', email: 'cook@example.com' }, [
      'Pastry and bread.',
    ]);
    await apply(oldJob, { name: 'Eve Erased', email: 'eve@example.com' }, [
      'Kubernetes, Terraform, Prometheus.',
    ]);
    const owner = (await server.signIn({ role: 'owner' })).token;
    await call('POST', '/api/admin/privacy/erase', {
      auth: { token: owner },
      json: { email: 'eve@example.com' },
    });
    await indexAll();

    const answer = await admin('GET', `/api/careers/${job.id}/past-candidates`);
    expect(answer.status).toBe(200);
    expect(answer.body.candidates).toEqual([
      {
        applicationId: strong,
        fullName: 'Sana Strong',
        email: 'sana@example.com',
        lastJobTitle: 'Support analyst',
        status: 'received',
        appliedAt: expect.any(String),
        matchedWords: ['Kubernetes', 'Prometheus', 'Terraform'],
      },
      expect.objectContaining({ applicationId: partial, matchedWords: ['Terraform'] }),
    ]);
    expect(JSON.stringify(answer.body)).not.toMatch(/Hal Hired|Al Ready|Spam Bot|Cook|Eve/);
    expect(already).toBeTruthy();

    const missing = await admin(
      'GET',
      `/api/careers/00000000-0000-4000-8000-000000000000/past-candidates`,
    );
    expect(missing.status).toBe(404);
  });

  it('erasure removes the resume text with the application', async () => {
    const id = await apply(oldJob, { name: 'Gone Soon', email: 'gone@example.com' }, [
      'Quokkacentric systems.',
    ]);
    await indexAll();
    expect(await server.db('resume_texts').where({ application_id: id }).first()).toBeTruthy();
    const owner = (await server.signIn({ role: 'owner' })).token;
    await call('POST', '/api/admin/privacy/erase', {
      auth: { token: owner },
      json: { email: 'gone@example.com' },
    });
    expect(
      await server.db('resume_texts').whereILike('content', '%quokkacentric%').first(),
    ).toBeUndefined();
    const found = await admin('GET', '/api/admin/search?q=quokkacentric');
    expect(found.body.results).toEqual([]);
  });
});

describe('possible duplicates and their merge', () => {
  it('flags the same phone, or a similar name with the same resume, and merges with nothing lost', async () => {
    const resume = ['Jane Smith', 'Site reliability, incident response, postmortems.'];
    const first = await apply(
      oldJob,
      { name: 'Jane Smith', email: 'jane@first.test', phone: '+1 (614) 555-0142' },
      resume,
    );
    const samePhone = await apply(
      oldJob,
      { name: 'J. Smith-Jones', email: 'js@second.test', phone: '614.555.0142' },
      ['A different resume entirely.'],
    );
    const sameResume = await apply(
      oldJob,
      { name: 'Jane A. Smith', email: 'jane.smith@third.test', phone: '+44 20 7946 0000' },
      resume,
    );
    // The same resume under another name is not the same person; another phone neither.
    await apply(
      oldJob,
      { name: 'Robert Brown', email: 'rb@fourth.test', phone: '+1 212 555 0199' },
      resume,
    );
    await indexAll();

    const duplicates = async (id: string) =>
      (await admin('GET', `/api/careers/applications/${id}/duplicates`)).body.duplicates as Array<{
        applicationId: string;
        reasons: string[];
      }>;
    expect(await duplicates(first)).toEqual([
      expect.objectContaining({
        applicationId: sameResume,
        fullName: 'Jane A. Smith',
        reasons: ['name-and-resume'],
      }),
      expect.objectContaining({ applicationId: samePhone, reasons: ['phone'] }),
    ]);

    // Work on the duplicate before the merge: a note and an e-mail.
    await admin('POST', `/api/careers/applications/${samePhone}/notes`, { body: 'Called back' });
    const emailed = await admin('POST', `/api/careers/applications/${samePhone}/email`, {
      subject: 'Hello',
      body: 'A note for you',
    });
    expect(emailed.status).toBeLessThan(300);
    const counts = async () => ({
      applications: Number(
        (await server.db('job_applications').count<Array<{ c: string }>>({ c: '*' }))[0]!.c,
      ),
      notes: Number((await server.db('notes').count<Array<{ c: string }>>({ c: '*' }))[0]!.c),
      messages: Number((await server.db('outbox').count<Array<{ c: string }>>({ c: '*' }))[0]!.c),
    });
    const before = await counts();

    const merged = await admin('POST', `/api/careers/applications/${first}/merge`, {
      applicationId: samePhone,
    });
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual({
      message: 'Merged: 1 application moved to this person.',
      moved: 1,
    });
    expect(await counts()).toEqual(before);
    // One person now: no longer a duplicate, and listed among the person's applications.
    expect((await duplicates(first)).map((d) => d.applicationId)).toEqual([sameResume]);
    const detail = await admin('GET', `/api/careers/applications/${first}`);
    expect(detail.body.otherApplications.map((o: { _id: string }) => o._id)).toContain(samePhone);
    const other = await admin('GET', `/api/careers/applications/${samePhone}`);
    expect(other.body.notes.map((n: { body: string }) => n.body)).toEqual(['Called back']);
    expect(other.body.activity.some((a: { kind: string }) => a.kind === 'email')).toBe(true);
    const audit = await server.db('audit_log').where({ action: 'application.merge' }).first();
    expect(audit).toMatchObject({ entity_type: 'application', entity_id: first });
    expect(audit?.details).toMatchObject({ merged: samePhone, applications: [samePhone] });

    // Again: nothing to do. Itself, or an unknown application: refused.
    expect(
      (
        await admin('POST', `/api/careers/applications/${first}/merge`, {
          applicationId: samePhone,
        })
      ).body,
    ).toEqual({ message: 'These applications are already one person.', moved: 0 });
    expect(
      (await admin('POST', `/api/careers/applications/${first}/merge`, { applicationId: first }))
        .status,
    ).toBe(400);
    expect(
      (
        await admin('POST', `/api/careers/applications/${first}/merge`, {
          applicationId: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404);
    // A later application from a merged address joins the same person.
    const later = await apply(
      oldJob,
      { name: 'J. Smith-Jones', email: 'JS@second.test', phone: '614 555 0142' },
      ['Later resume.'],
    );
    const people = await server
      .db('job_applications')
      .whereIn('id', [first, samePhone, later])
      .distinct('person_id');
    expect(people).toHaveLength(1);
  });
});
