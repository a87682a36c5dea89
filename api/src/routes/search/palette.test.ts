/**
 * The admin's command palette (`GET /api/admin/search`) on PGlite and PostgreSQL: candidates by
 * name, address, phone and the text of their resumes (a word found only inside a PDF, only inside
 * a DOCX, only inside an old .doc; "terraform kubernetes" finds those whose resumes mention both,
 * best first), and what each role may find: a salesperson never a candidate, an editor never a
 * lead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@northbeam/shared/contract/roles';
import { createBlog, createInquiry, createJob } from '../../../test/factories';
import { fixture, formData, http } from '../../../test/http';
import { docxWith, DOCX_TYPE, pdfWith, PDF_TYPE } from '../../../test/resume-files';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { createLogger } from '../../logger';
import { createResumeIndexer } from '../../services/search/resume-indexer';

interface Hit {
  type: string;
  id: string;
  title: string;
  subtitle: string;
  url: string;
}

let server: TestServer;
let call: ReturnType<typeof http>;
let jobId: string;
const tokens = new Map<Role, string>();

async function apply(
  fullName: string,
  resume: { name: string; type: string; data: Buffer },
  fields: Partial<{ email: string; phone: string }> = {},
): Promise<string> {
  const answer = await call<{ _id: string }>('POST', `/api/careers/${jobId}/apply`, {
    form: formData(
      {
        fullName,
        email: fields.email ?? `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        phone: fields.phone ?? '+1 614 555 0100',
        coverLetter: '',
      },
      { resume },
    ),
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body._id;
}

/** Waits until the background indexer has read these applications' resumes. */
async function indexed(ids: string[]) {
  const indexer = createResumeIndexer({
    db: server.db,
    storage: server.storage,
    logger: createLogger('silent'),
  });
  for (let i = 0; i < 100; i++) {
    const pending = await server
      .db('resume_texts')
      .whereIn('application_id', ids)
      .where('status', 'pending')
      .count<Array<{ count: string | number }>>({ count: '*' });
    if (Number(pending[0]!.count) === 0) return;
    // This process works through them too (the server's loop and this share the queue).
    await indexer.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('resumes not indexed');
}

const palette = async (role: Role, q: string) => {
  const answer = await call<{ results: Hit[] }>(
    'GET',
    `/api/admin/search?q=${encodeURIComponent(q)}`,
    { auth: { token: tokens.get(role)! } },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.results;
};

beforeAll(async () => {
  server = await startTestServer();
  call = http(server.url);
  for (const role of ['owner', 'recruiter', 'sales', 'editor'] as const) {
    tokens.set(role, (await server.signIn({ role })).token);
  }
  jobId = (await createJob(server.db, { title: 'Platform engineer' })).id;
});
afterAll(() => server?.close());

describe('candidates in the palette', () => {
  it('finds a word that is only inside a PDF resume, and one only inside a DOCX resume', async () => {
    const fromPdf = await apply('Priya Raman', {
      name: 'cv.pdf',
      type: PDF_TYPE,
      data: pdfWith(['Priya Raman', 'Led the xenolithic data migration at a bank.']),
    });
    const fromDocx = await apply('Tomas Varga', {
      name: 'cv.docx',
      type: DOCX_TYPE,
      data: docxWith(['Tomas Varga', 'Wrote zephyrine tooling for observability.']),
    });
    await indexed([fromPdf, fromDocx]);
    expect(await palette('recruiter', 'xenolithic')).toEqual([
      {
        type: 'candidate',
        id: fromPdf,
        title: 'Priya Raman',
        subtitle: 'priya.raman@example.com · Platform engineer · matched in the resume',
        url: `/admin/applications/${fromPdf}`,
      },
    ]);
    expect((await palette('recruiter', 'zephyrine')).map((hit) => hit.id)).toEqual([fromDocx]);
    // As it is typed: the last word a prefix.
    expect((await palette('recruiter', 'zephyr')).map((hit) => hit.id)).toEqual([fromDocx]);
    const stored = await server.db('resume_texts').where({ application_id: fromPdf }).first();
    expect(stored).toMatchObject({ status: 'done' });
    expect(stored.content).toContain('xenolithic data migration');
  });

  it('"terraform kubernetes" finds the candidates whose resumes mention both, best first', async () => {
    const both = await apply('Alma Both', {
      name: 'cv.pdf',
      type: PDF_TYPE,
      data: pdfWith(['Terraform modules for every team.', 'Kubernetes upgrades.']),
    });
    const most = await apply('Bo Most', {
      name: 'cv.docx',
      type: DOCX_TYPE,
      data: docxWith([
        'Kubernetes operator author; Kubernetes on bare metal; Kubernetes security.',
        'Terraform at scale: Terraform Cloud, Terraform providers.',
      ]),
    });
    const one = await apply('Cy Onlyone', {
      name: 'cv.pdf',
      type: PDF_TYPE,
      data: pdfWith(['Terraform only, and Ansible.']),
    });
    await indexed([both, most, one]);
    const found = (await palette('recruiter', 'terraform kubernetes')).filter(
      (hit) => hit.type === 'candidate',
    );
    expect(found.map((hit) => hit.title)).toEqual(['Bo Most', 'Alma Both']);
  });

  it('finds a candidate by name, by part of the address and by phone however it is written', async () => {
    const id = await apply(
      'Quinta Okonkwo',
      { name: 'cv.pdf', type: PDF_TYPE, data: pdfWith(['Resume']) },
      { email: 'q.okonkwo@mailbox.test', phone: '(555) 867-5309' },
    );
    await indexed([id]);
    const ids = async (q: string) =>
      (await palette('recruiter', q)).filter((h) => h.type === 'candidate').map((h) => h.id);
    expect(await ids('okonkwo quinta')).toEqual([id]);
    expect(await ids('okonkwo@mailbox')).toEqual([id]);
    expect(await ids('+1 555 867 5309')).toEqual([id]);
    expect(await ids('5558675309')).toEqual([id]);
  });

  it('finds a word that is only inside an old Word .doc resume, and answers nothing for one letter', async () => {
    // A genuine Word 97 file (LibreOffice made it: shared/test-fixtures/README.md).
    const id = await apply('Dora Docfile', {
      name: 'cv.doc',
      type: 'application/msword',
      data: fixture('word-resume.doc'),
    });
    await indexed([id]);
    const stored = await server.db('resume_texts').where({ application_id: id }).first();
    expect(stored).toMatchObject({ status: 'done' });
    expect(stored.content).toContain('Led Project Wolframite: a lakehouse on Apache Iceberg');
    expect((await palette('recruiter', 'wolframite')).map((h) => h.id)).toEqual([id]);
    expect((await palette('recruiter', 'docfile')).map((h) => h.id)).toEqual([id]);
    expect(await palette('recruiter', 'd')).toEqual([]);
    expect(await palette('recruiter', '')).toEqual([]);
  });

  it('tries an unreadable .doc again later; its candidate is found by name meanwhile', async () => {
    // An OLE file with a WordDocument stream that is no document (it passes the upload check).
    const id = await apply('Ugo Unreadable', {
      name: 'cv.doc',
      type: 'application/msword',
      data: fixture('resume.doc'),
    });
    const indexer = createResumeIndexer({
      db: server.db,
      storage: server.storage,
      logger: createLogger('silent'),
    });
    // This process or the server's loop tries it (whichever claims it first).
    let stored = await server.db('resume_texts').where({ application_id: id }).first();
    for (let i = 0; i < 100 && !stored.error; i++) {
      await indexer.runDue();
      await new Promise((resolve) => setTimeout(resolve, 50));
      stored = await server.db('resume_texts').where({ application_id: id }).first();
    }
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, content: '' });
    expect(stored.error).toBeTruthy();
    expect(stored.locked_until.getTime()).toBeGreaterThan(Date.now());
    expect((await palette('recruiter', 'unreadable')).map((h) => h.id)).toEqual([id]);
  });
});

describe('what each role finds', () => {
  it('filters by role: a salesperson never finds a candidate, an editor never a lead', async () => {
    const candidate = await apply('Orinoco Candidate', {
      name: 'cv.pdf',
      type: PDF_TYPE,
      data: pdfWith(['Resume']),
    });
    await indexed([candidate]);
    await createInquiry(server.db, 'contact_submissions', { firstName: 'Orinoco' });
    await createInquiry(server.db, 'consultation_requests', { company: 'Orinoco Shipping' });
    await createJob(server.db, { title: 'Orinoco data engineer', isActive: false });
    await createBlog(server.db, { title: 'Orinoco river analytics', published: false });
    await server.signIn({ role: 'admin', email: 'orinoco.admin@example.com' });

    const kinds = async (role: Role) => [
      ...new Set((await palette(role, 'orinoco')).map((hit) => hit.type)),
    ];
    expect(await kinds('owner')).toEqual(['candidate', 'lead', 'job', 'post', 'staff']);
    expect(await kinds('recruiter')).toEqual(['candidate', 'job']);
    expect(await kinds('sales')).toEqual(['lead']);
    expect(await kinds('editor')).toEqual(['post']);

    const owner = await palette('owner', 'orinoco');
    expect(owner.filter((h) => h.type === 'lead').map((h) => h.subtitle)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Contact message · /),
        expect.stringMatching(/^Consultation request · .* · Orinoco Shipping$/),
      ]),
    );
    expect(owner.find((h) => h.type === 'job')).toMatchObject({
      title: 'Orinoco data engineer',
      subtitle: 'Inactive · Remote',
      url: expect.stringMatching(/^\/admin\/jobs\//),
    });
    expect(owner.find((h) => h.type === 'post')).toMatchObject({
      subtitle: 'Unpublished · Cloud Computing',
      url: expect.stringMatching(/^\/admin\/blogs\//),
    });
    expect(owner.find((h) => h.type === 'staff')).toMatchObject({
      subtitle: 'Administrator · orinoco.admin@example.com',
      url: '/admin/team',
    });
  });

  it('refuses a signed-out caller and a search over 200 characters', async () => {
    expect((await call('GET', '/api/admin/search?q=orinoco')).status).toBe(401);
    const long = await call('GET', `/api/admin/search?q=${'a'.repeat(201)}`, {
      auth: { token: tokens.get('owner')! },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('A search is at most 200 characters');
  });
});
