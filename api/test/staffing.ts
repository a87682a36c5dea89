/**
 * Helpers of the staffing desk's tests: a candidate with a real resume PDF, the candidate of the
 * Word resumes in shared/test-fixtures, and PDF text.
 */
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { insertApplication } from '../src/db/applications.queries';
import { http } from './http';
import { startTestSmtp, type TestSmtp } from './smtp';
import { startTestServer, type SignedIn, type TestServer } from './test-server';

export interface Candidate {
  fullName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  linkedin: string;
  github: string;
  site: string;
}

export const candidate = (n: number, first = 'Grace', last = 'Hopper'): Candidate => ({
  fullName: `${first} ${last}`,
  email: `${first.toLowerCase()}.${last.toLowerCase()}${n}@candidate.test`,
  phone: `+1 (512) 555-01${String(n).padStart(2, '0')}`,
  street: `${1200 + n} Cedar Hollow Road, Apt 4`,
  city: 'Austin, TX 78701',
  linkedin: `https://www.linkedin.com/in/${first.toLowerCase()}-${last.toLowerCase()}-${n}`,
  github: `github.com/${first.toLowerCase()}${n}`,
  site: `${first.toLowerCase()}${last.toLowerCase()}.dev`,
});

/** The person of shared/test-fixtures/word-resume.docx and word-resume.doc (see its README). */
export const WORD_RESUME_CANDIDATE: Candidate = {
  fullName: 'Marisol Quintero',
  email: 'marisol.quintero@example.org',
  phone: '+1 (415) 555-0187',
  street: '742 Larkspur Avenue, Apt 3B',
  city: 'Oakland, CA 94610',
  linkedin: 'https://www.linkedin.com/in/marisol-quintero',
  github: 'github.com/mquintero',
  site: 'mquintero.dev',
};

/** A resume as candidates send them: name and contact block on top, then the sections. */
export async function resumePdf(c: Candidate): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  let y = 800;
  const line = (text: string, size = 11) => {
    page.drawText(text, { x: 50, y, size, font });
    y -= size + 8;
  };
  line(c.fullName, 18);
  line(`${c.street}, ${c.city}`);
  line(`Email: ${c.email} | Phone: ${c.phone}`);
  line(`LinkedIn: ${c.linkedin}`);
  line(`${c.github} · ${c.site}`);
  line('Skills', 14);
  line('Kubernetes, Terraform, Go, PostgreSQL, AWS (EKS, RDS), observability with Prometheus');
  line('Experience', 14);
  line('Staff Site Reliability Engineer, Initech (2019 - 2024)');
  line(
    `Led the migration of 40 services to Kubernetes; ${c.fullName.split(' ')[0]} cut p99 latency by 35%.`,
  );
  line('Contact me at my address above for references.');
  line('Platform Engineer, Globex (2015 - 2019)');
  line('Built the CI/CD platform used by 200 engineers.');
  line('Education', 14);
  line('B.Sc. Computer Science, University of Texas');
  return Buffer.from(await doc.save());
}

/** An application with that resume stored, as if the candidate had applied. */
export async function createCandidate(server: TestServer, jobId: string, c: Candidate) {
  const pdf = await resumePdf(c);
  const key = `cv-${randomBytes(8).toString('hex')}.pdf`;
  await server.storage.resumes.put(key, pdf, 'application/pdf');
  const id = await insertApplication(server.db, {
    jobId,
    fullName: c.fullName,
    email: c.email,
    phone: c.phone,
    coverLetter: '',
    resumeKey: key,
    resumeName: 'resume.pdf',
    resumeMime: 'application/pdf',
    resumeSize: pdf.length,
    announced: true,
  });
  return { id, ...c };
}

/** A PDF's text as pdf.js extracts it (what a reader's search or copy finds). */
export async function pdfTextOf(data: ArrayBuffer | Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ');
}

/** Every way a contact detail of the candidate could show in a text. */
export function contactTraces(c: Candidate): string[] {
  const digits = c.phone.replace(/\D/g, '');
  return [
    c.email,
    c.email.split('@')[0]!,
    c.phone,
    digits.slice(-7),
    c.street.split(',')[0]!,
    c.city.match(/\d{5}/)![0],
    c.linkedin,
    'linkedin',
    c.github,
    c.site,
    ...c.fullName.split(' '),
  ];
}

/** A test's staffing desk: an API delivering to a real SMTP server, an owner and a recruiter. */
export interface Desk {
  smtp: TestSmtp;
  server: TestServer;
  call: ReturnType<typeof http>;
  admin: SignedIn;
  recruiter: SignedIn;
  /** The server's clock (ms), which the test may move; unless started with the real time. */
  clock: { now: number };
  close(): Promise<void>;
}

export async function startDesk(options: { realTime?: boolean } = {}): Promise<Desk> {
  const clock = { now: Date.now() };
  const smtp = await startTestSmtp();
  const server = await startTestServer({
    notifications: {
      smtpUrl: smtp.url,
      mailFrom: '"Northbeam Technologies" <no-reply@northbeam.test>',
      outbox: { retryBaseSeconds: 0.2, maxAttempts: 10, leaseSeconds: 30, pollSeconds: 0.2 },
    },
    ...(options.realTime ? {} : { clock: () => new Date(clock.now) }),
  });
  return {
    smtp,
    server,
    call: http(server.url),
    admin: await server.signIn(),
    recruiter: await server.signIn({ role: 'recruiter', email: 'rosa.recruiter@northbeam.test' }),
    clock,
    async close() {
      await server.close();
      await smtp.stop();
    },
  };
}
