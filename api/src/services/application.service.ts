/**
 * Job applications: a submission (check the resume's bytes, store it privately, then record the
 * application), and the recruiters' reads: the list by filters, its CSV export, the resume (each
 * download or view audited).
 */
import { randomUUID } from 'node:crypto';
import { applicationInput } from '@northbeam/shared/contract/application';
import { gatherAttribution, type AttributionValues } from '@northbeam/shared/contract/attribution';
import type { AttributionColumns } from '../db/attribution.queries';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '@northbeam/shared/contract/fields';
import { closesAt, JOB_CLOSED_MESSAGE } from '@northbeam/shared/contract/job';
import { MESSAGES } from '@northbeam/shared/contract/messages';
import type { SpamMark } from '@northbeam/shared/contract/spam';
import type { Db } from '../db/connection';
import type { JobApplication } from '@northbeam/shared/contract/application';
import {
  findApplication,
  insertApplication,
  listApplications,
  type ApplicationListFilter,
  type ApplicationRow,
} from '../db/applications.queries';
import type { ListTotals } from '../db/list';
import type { Actor } from '../http/actor';
import {
  APPLICATION_CSV,
  applicationCells,
  cellsOf,
  everyRow,
  type CsvExport,
} from '../presenters/csv.presenter';
import { presentApplication, presentApplicationForAdmin } from '../presenters/entities.presenter';
import { audit } from './audit.service';
import type { Listed } from './public-reads.service';
import type { DbOrTrx } from '../db/connection';
import { findJob } from '../db/jobs.queries';
import { badRequest, gone, notFound, unsupportedMediaType } from '../http/http-errors';
import type { UploadedFile } from '../http/uploaded-file';
import type { Storage } from '../storage/storage';
import { detectResume } from './file-checks';

/** The client's file name is kept as metadata only (for the download's Content-Disposition). */
export function cleanFileName(name: string, ext: string): string {
  const base = name
    .normalize('NFC')
    .split(/[\\/]/)
    .pop()!
    // Control characters and quotes would break the Content-Disposition header.
    .replace(/["\p{Cc}]/gu, '')
    .trim()
    .slice(0, 150);
  const stem = base.replace(/\.[^.]*$/, '') || 'resume';
  return `${stem}.${ext}`;
}

type ApplicationInput = z.output<typeof applicationInput>;

export interface CheckedApplication {
  jobId: string;
  jobTitle: string;
  data: ApplicationInput;
  resume: UploadedFile;
  type: { ext: string; mime: string };
}

/** Every check of a submission (job open, fields, resume bytes), without storing anything. */
export async function checkApplication(
  db: Db,
  jobId: string,
  fields: unknown,
  resume: UploadedFile | undefined,
): Promise<CheckedApplication> {
  const job = await findJob(db, jobId);
  if (!job || !job.is_active) throw notFound(MESSAGES.careers.jobNotFound);
  if (job.closing_date && closesAt(job.closing_date).getTime() < Date.now()) {
    throw gone(JOB_CLOSED_MESSAGE);
  }
  // One 400 names every problem, the missing resume included.
  // A multipart form's flat attribution fields (landingPage, utmSource…) are its `attribution`.
  const parsed = applicationInput.safeParse(gatherAttribution(fields ?? {}));
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  if (!resume || resume.size === 0) errors.resume = MESSAGES.application.resumeRequired;
  if (!parsed.success || !resume || resume.size === 0) {
    throw badRequest(Object.values(errors)[0]!, errors);
  }
  const type = await detectResume(resume.buffer);
  if (!type) throw unsupportedMediaType('Resume must be a PDF, DOC or DOCX file');
  return { jobId, jobTitle: job.title, data: parsed.data, resume, type };
}

export async function submitApplication(
  db: Db,
  storage: Storage,
  jobId: string,
  fields: unknown,
  resume: UploadedFile | undefined,
  spam: SpamMark = null,
  /** Runs in the application's transaction with the stored row (its announcements). */
  afterInsert?: (trx: DbOrTrx, row: ApplicationRow) => Promise<void>,
  /** Where it came from, as stored (attribution.service.ts). */
  attribute?: (input: AttributionValues | undefined) => Promise<AttributionColumns>,
): Promise<string> {
  const checked = await checkApplication(db, jobId, fields, resume);
  const { data, type } = checked;
  const attribution = attribute ? await attribute(data.attribution) : undefined;
  const key = `${randomUUID()}.${type.ext}`;
  await storage.resumes.put(key, checked.resume.buffer, type.mime);
  try {
    return await db.transaction(async (trx) => {
      const id = await insertApplication(trx, {
        jobId,
        fullName: data.fullName,
        email: data.email,
        phone: data.phone,
        coverLetter: data.coverLetter,
        resumeKey: key,
        resumeName: cleanFileName(checked.resume.originalname || 'resume', type.ext),
        resumeMime: type.mime,
        resumeSize: checked.resume.size,
        spam,
        announced: Boolean(afterInsert) && spam === null,
        attribution,
      });
      if (afterInsert) await afterInsert(trx, (await findApplication(trx, id))!);
      return id;
    });
  } catch (error) {
    await storage.resumes.remove(key).catch(() => {});
    throw error;
  }
}

export type ApplicationFilter = Omit<ApplicationListFilter, 'totals'>;

export function createApplications(deps: { db: Db; storage: Storage; totals?: ListTotals }) {
  const { db, storage, totals } = deps;
  return {
    async list(filter: ApplicationFilter): Promise<Listed<JobApplication>> {
      const { rows, total } = await listApplications(db, { ...filter, totals });
      return { items: rows.map(presentApplicationForAdmin), total };
    },

    /** Every application matching the filters, as CSV rows. */
    export(filter: Omit<ApplicationFilter, 'page' | 'limit'>): CsvExport {
      const rows = everyRow((page, limit) =>
        listApplications(db, { ...filter, page, limit }).then((r) => r.rows),
      );
      return { header: APPLICATION_CSV, rows: cellsOf(rows, applicationCells) };
    },

    /** As the applicant is answered (no spam mark: a bot learns nothing). */
    async findForApplicant(id: string): Promise<JobApplication | undefined> {
      const row = await findApplication(db, id);
      return row && presentApplication(row);
    },

    /**
     * The resume of an application, audited as a download or, `inline`, a view (the admin's
     * preview); undefined when there is no such application or file.
     */
    async resume(actor: Actor, id: string, inline: boolean) {
      const row = await findApplication(db, id);
      const file = row && (await storage.resumes.open(row.resume_key));
      if (!row || !file) return undefined;
      await audit(db, actor, inline ? 'application.resume.view' : 'application.resume.download', {
        entityType: 'application',
        entityId: id,
        details: { file: row.resume_name },
      });
      return { name: row.resume_name, type: row.resume_mime, size: file.size, stream: file.stream };
    },
  };
}

export type Applications = ReturnType<typeof createApplications>;
