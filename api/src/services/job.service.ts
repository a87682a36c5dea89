/**
 * The careers board for the team: every job (inactive ones too) by the dashboard's filters, its
 * CSV export, and the job writes, each audited in its own transaction; once one has committed the
 * content cache is told (the careers pages, public reads and sitemap change).
 */
import type { Job } from '@northbeam/shared/contract/job';
import type { ContentCache } from '../cache/content-cache';
import type { Db } from '../db/connection';
import {
  deleteJob,
  findJob,
  insertJob,
  listJobs,
  updateJob,
  type JobListFilter,
  type JobValues,
} from '../db/jobs.queries';
import { clientExists } from '../db/clients.queries';
import type { DbOrTrx } from '../db/connection';
import type { Actor } from '../http/actor';
import { badRequest, forbidden } from '../http/http-errors';
import { cellsOf, everyRow, JOB_CSV, jobCells, type CsvExport } from '../presenters/csv.presenter';
import { presentStaffJob as presentJob } from '../presenters/entities.presenter';
import { audit } from './audit.service';
import type { Listed } from './public-reads.service';
import { seesRates } from './staffing/staffing-settings';

export const RATES_FORBIDDEN = 'Your role does not see or set rates and fees.';

/** A job order's fields: rates only from whom may see them, a client that exists. */
async function checkJobOrder(db: DbOrTrx, actor: Actor, values: JobValues) {
  const setsRates = [values.billRate, values.payRate, values.feePercent].some(
    (v) => v !== undefined,
  );
  if (setsRates && !(await seesRates(db, actor.role))) throw forbidden(RATES_FORBIDDEN);
  if (values.clientId && !(await clientExists(db, values.clientId))) {
    throw badRequest('Client not found', { clientId: 'Choose a client of the desk' });
  }
}

const jobDetails = (row: { title: string; client_id: string | null }) => ({
  title: row.title,
  ...(row.client_id ? { clientId: row.client_id } : {}),
});

export type TeamJobFilter = Omit<JobListFilter, 'includeInactive' | 'totals'>;

export function createJobs(deps: { db: Db; content: ContentCache }) {
  const { db, content } = deps;
  const changed = <T>(result: T) => {
    if (result) content.contentChanged();
    return result;
  };

  return {
    /** Every job, inactive ones too, by the dashboard's filters. */
    async listAll(filter: TeamJobFilter): Promise<Listed<Job>> {
      const { rows, total } = await listJobs(db, {
        ...filter,
        totals: content.totals,
        includeInactive: true,
      });
      return { items: rows.map(presentJob), total };
    },

    /** Any job, active or not. */
    async findAny(id: string): Promise<Job | undefined> {
      const row = await findJob(db, id);
      return row && presentJob(row);
    },

    /** Every job matching the filters, as CSV rows. */
    export(filter: Omit<TeamJobFilter, 'page' | 'limit'>): CsvExport {
      const rows = everyRow((page, limit) =>
        listJobs(db, { ...filter, includeInactive: true, page, limit }).then((r) => r.rows),
      );
      return { header: JOB_CSV, rows: cellsOf(rows, jobCells) };
    },

    async create(actor: Actor, values: JobValues): Promise<Job> {
      await checkJobOrder(db, actor, values);
      const row = await db.transaction(async (trx) => {
        const created = await insertJob(trx, values);
        await audit(trx, actor, 'job.create', {
          entityType: 'job',
          entityId: created.id,
          details: jobDetails(created),
        });
        return created;
      });
      return presentJob(changed(row));
    },

    async update(actor: Actor, id: string, values: JobValues): Promise<Job | undefined> {
      await checkJobOrder(db, actor, values);
      const row = await db.transaction(async (trx) => {
        const updated = await updateJob(trx, id, values);
        if (updated) {
          await audit(trx, actor, 'job.update', {
            entityType: 'job',
            entityId: id,
            details: { ...jobDetails(updated), isActive: updated.is_active },
          });
        }
        return updated;
      });
      return changed(row) && presentJob(row!);
    },

    async remove(actor: Actor, id: string): Promise<boolean> {
      const deleted = await db.transaction(async (trx) => {
        const done = await deleteJob(trx, id);
        if (done) await audit(trx, actor, 'job.delete', { entityType: 'job', entityId: id });
        return done;
      });
      return changed(deleted);
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
