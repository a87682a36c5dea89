/**
 * "Submit to client": a candidate (an application, however old) put forward on a client's job
 * order with the recruiter's summary and a blind resume made here (never the original file), and
 * a review link for the client's contact, e-mailed to them through the outbox in the same
 * transaction (review-link-email.ts). The recruiter can look at the blind resume first
 * (`preview`, made and not kept). Moving a submittal along the pipeline and hiring (the
 * placement) are audited on the candidate's timeline and show on the client's.
 */
import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { pathOf, routes } from '@northbeam/shared/contract/routes';
import {
  SUBMITTAL_STATUS_LABELS,
  type Submittal,
  type SubmittalValues,
  type SubmittalStatus,
} from '@northbeam/shared/contract/staffing';
import { can } from '@northbeam/shared/contract/roles';
import { findStaffById } from '../../db/staff.queries';
import {
  findApplication,
  updateApplicationStatus,
  type ApplicationRow,
} from '../../db/applications.queries';
import { findClient, findContact } from '../../db/clients.queries';
import { isUniqueViolation, type Db } from '../../db/connection';
import { interviewsOfSubmittals, type InterviewRow } from '../../db/interviews.queries';
import { findJob, type JobRow } from '../../db/jobs.queries';
import { insertOutbox } from '../../db/outbox.queries';
import {
  answersOf,
  findSubmittal,
  insertPlacement,
  insertSubmittal,
  setSubmittalStatus,
  submittalsOfApplication,
  type SubmittalRow,
} from '../../db/submittals.queries';
import type { StaffActor } from '../../http/actor';
import { badRequest, conflict, forbidden, notFound } from '../../http/http-errors';
import type { Storage } from '../../storage/storage';
import { audit } from '../audit.service';
import type { NotificationSettings } from '../notifications/notification-settings';
import { readTimeZone } from '../notifications/time-zone';
import { extractResumeText } from '../resumes/resume-text';
import { blindResumePdf } from './blind-resume';
import { initialsOf, redactResume } from './redaction';
import { reviewLinkEmail } from './review-link-email';
import type { ReviewLinks } from './review-links.service';
import { seesRates } from './staffing-settings';

export const SUBMITTAL_NOT_FOUND = 'Submittal not found';
const APPLICATION_NOT_FOUND = 'Application not found';

const interviewOf = (i: InterviewRow | undefined): Submittal['interview'] =>
  i
    ? {
        _id: i.id,
        status: i.status,
        startsAt: i.starts_at ? new Date(i.starts_at).toISOString() : null,
      }
    : null;

export function createSubmittals(deps: {
  db: Db;
  storage: Storage;
  settings: NotificationSettings;
  links: ReviewLinks;
  /** After a commit that queued e-mails: deliver now. */
  wake: () => void;
}) {
  const { db, storage, settings, links, wake } = deps;

  async function present(rows: SubmittalRow[]): Promise<Submittal[]> {
    const ids = rows.map((r) => r.id);
    const answers = await answersOf(db, ids);
    const interviews = await interviewsOfSubmittals(db, ids);
    return rows.map((r) => ({
      _id: r.id,
      applicationId: r.application_id,
      candidateName: r.candidate_name,
      jobId: r.job_id,
      jobTitle: r.job_title,
      clientId: r.client_id,
      clientName: r.client_name,
      status: r.status,
      summary: r.summary,
      submittedBy: r.submitted_by_email,
      createdAt: r.created_at.toISOString(),
      answers: answers
        .filter((a) => a.submittal_id === r.id)
        .map((a) => ({
          decision: a.decision,
          reason: a.reason,
          note: a.note,
          proposedTimes: a.proposed_times,
          at: a.created_at.toISOString(),
        })),
      interview: interviewOf(interviews.get(r.id)),
      placement: r.start_date ? { startDate: r.start_date, recruiter: r.recruiter_email } : null,
    }));
  }

  /** The application, the job order (a job of a client) and the blind resume's parts. */
  async function prepare(applicationId: string, input: SubmittalValues) {
    const application = await findApplication(db, applicationId);
    if (!application) throw notFound(APPLICATION_NOT_FOUND);
    const job = await findJob(db, input.jobId);
    if (!job) throw badRequest('Job order not found', { jobId: 'Choose a job order' });
    if (!job.client_id) {
      throw badRequest('This job has no client: make it a job order of a client first', {
        jobId: 'Choose a job order of a client',
      });
    }
    const client = (await findClient(db, job.client_id))!;
    const text = await originalText(application);
    const resumeText = redactResume(text, {
      fullName: application.full_name,
      email: application.email,
      phone: application.phone,
    });
    const content = {
      label: initialsOf(application.full_name),
      jobTitle: job.title,
      clientName: client.name,
      summary: input.summary,
      resumeText,
    };
    return { application, job, client, content, pdf: await blindResumePdf(content) };
  }

  async function originalText(application: ApplicationRow): Promise<string> {
    const file = await storage.resumes.open(application.resume_key);
    if (!file) return '';
    try {
      const extracted = await extractResumeText(await buffer(file.stream), application.resume_mime);
      return extracted.status === 'done' ? extracted.text : '';
    } catch {
      // An unreadable file: the blind resume carries the summary alone and says so.
      return '';
    }
  }

  const details = (s: {
    candidate: string;
    job: JobRow;
    client: { id: string; name: string };
  }) => ({
    candidate: s.candidate,
    job: s.job.title,
    jobId: s.job.id,
    client: s.client.name,
    clientId: s.client.id,
  });

  return {
    /** The blind resume as it would go (not kept). */
    async preview(applicationId: string, input: SubmittalValues): Promise<Buffer> {
      return (await prepare(applicationId, input)).pdf;
    },

    async create(actor: StaffActor, applicationId: string, input: SubmittalValues) {
      const { application, job, client, content, pdf } = await prepare(applicationId, input);
      const key = `blind-${randomBytes(12).toString('hex')}.pdf`;
      await storage.resumes.put(key, pdf, 'application/pdf');
      try {
        const created = await db.transaction(async (trx) => {
          const id = await insertSubmittal(trx, {
            application_id: application.id,
            job_id: job.id,
            client_id: client.id,
            contact_id: input.contactId,
            summary: input.summary,
            blind_resume_key: key,
            blind_text: content.resumeText,
            submitted_by: actor.staffId,
          });
          const link = await links.create(trx, actor, client.id, input.contactId);
          // links.create checked the contact is the client's.
          const contact = (await findContact(trx, input.contactId))!;
          await insertOutbox(trx, [
            reviewLinkEmail(settings, {
              contact,
              recruiter: actor,
              jobTitle: job.title,
              label: content.label,
              summary: input.summary,
              reviewUrl: link.reviewUrl,
              expiresAt: new Date(link.expiresAt),
              timeZone: await readTimeZone(trx),
              applicationId: application.id,
            }),
          ]);
          await audit(trx, actor, 'application.submittal', {
            entityType: 'application',
            entityId: application.id,
            details: details({ candidate: application.full_name, job, client }),
          });
          const resumeUrl = `${settings.linkOrigin(actor.origin)}${pathOf(routes.submittals.resume, { id })}`;
          return { id, reviewUrl: link.reviewUrl, resumeUrl, emailed: settings.mailConfigured };
        });
        wake();
        return created;
      } catch (error) {
        await storage.resumes.remove(key).catch(() => undefined);
        if (isUniqueViolation(error)) {
          throw conflict('This candidate was already submitted for this job order');
        }
        throw error;
      }
    },

    async listForApplication(applicationId: string): Promise<Submittal[] | undefined> {
      if (!(await findApplication(db, applicationId))) return undefined;
      return present(await submittalsOfApplication(db, applicationId));
    },

    present,

    /** The blind resume for the team (what the client sees). */
    async resume(id: string) {
      const s = await findSubmittal(db, id);
      const file = s && (await storage.resumes.open(s.blind_resume_key));
      if (!s || !file) throw notFound(SUBMITTAL_NOT_FOUND);
      return {
        ...file,
        name: `blind-resume-${initialsOf(s.candidate_name).replace(/\W+/g, '')}.pdf`,
      };
    },

    async setStatus(actor: StaffActor, id: string, status: SubmittalStatus): Promise<Submittal> {
      const s = await findSubmittal(db, id);
      if (!s) throw notFound(SUBMITTAL_NOT_FOUND);
      if (s.status === 'placed') throw conflict('A placed candidate stays placed');
      await db.transaction(async (trx) => {
        await setSubmittalStatus(trx, id, status);
        await audit(trx, actor, 'submittal.status', {
          entityType: 'application',
          entityId: s.application_id,
          details: {
            status: SUBMITTAL_STATUS_LABELS[status],
            candidate: s.candidate_name,
            job: s.job_title,
            clientId: s.client_id,
          },
        });
      });
      return (await present([(await findSubmittal(db, id))!]))[0]!;
    },

    /** Hiring the submitted candidate: the placement, the application "hired". */
    async place(
      actor: StaffActor,
      id: string,
      v: {
        startDate: string;
        billRate?: number | null | undefined;
        payRate?: number | null | undefined;
        feePercent?: number | null | undefined;
        salary?: number | null | undefined;
        recruiterId?: string | undefined;
      },
    ) {
      const s = await findSubmittal(db, id);
      if (!s) throw notFound(SUBMITTAL_NOT_FOUND);
      const job = (await findJob(db, s.job_id))!;
      const rates = await seesRates(db, actor.role);
      const sent = [v.billRate, v.payRate, v.feePercent, v.salary].some((x) => x !== undefined);
      if (sent && !rates) throw forbidden('Your role does not see or set rates and fees.');
      const recruiterId = v.recruiterId ?? s.submitted_by ?? actor.staffId;
      if (v.recruiterId) {
        const person = await findStaffById(db, v.recruiterId);
        if (!person || person.deactivated_at || !can(person.role, 'applications')) {
          throw badRequest('The recruiter must be an active recruiter of the team', {
            recruiterId: 'Choose a recruiter',
          });
        }
      }
      const num = (x: string | null) => (x === null ? null : Number(x));
      try {
        const row = await db.transaction(async (trx) => {
          const row = await insertPlacement(trx, {
            submittalId: id,
            startDate: v.startDate,
            // The job order's terms unless the placement's own are given.
            billRate: v.billRate !== undefined ? v.billRate : num(job.bill_rate),
            payRate: v.payRate !== undefined ? v.payRate : num(job.pay_rate),
            feePercent: v.feePercent !== undefined ? v.feePercent : num(job.fee_percent),
            salary: v.salary ?? null,
            recruiterId,
            createdBy: actor.staffId,
          });
          await setSubmittalStatus(trx, id, 'placed');
          await updateApplicationStatus(trx, s.application_id, 'hired');
          await audit(trx, actor, 'application.placement', {
            entityType: 'application',
            entityId: s.application_id,
            details: {
              candidate: s.candidate_name,
              job: s.job_title,
              jobId: s.job_id,
              clientId: s.client_id,
              startDate: v.startDate,
            },
          });
          return row;
        });
        return {
          _id: row.id,
          submittalId: id,
          startDate: v.startDate,
          recruiterId: row.recruiter_id,
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('This candidate is already placed');
        throw error;
      }
    },
  };
}
export type Submittals = ReturnType<typeof createSubmittals>;
