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
import type { Actor } from '../http/actor';
import { cellsOf, everyRow, JOB_CSV, jobCells, type CsvExport } from '../presenters/csv.presenter';
import { presentJob } from '../presenters/entities.presenter';
import { audit } from './audit.service';
import type { Listed } from './public-reads.service';

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
      const row = await db.transaction(async (trx) => {
        const created = await insertJob(trx, values);
        await audit(trx, actor, 'job.create', {
          entityType: 'job',
          entityId: created.id,
          details: { title: created.title },
        });
        return created;
      });
      return presentJob(changed(row));
    },

    async update(actor: Actor, id: string, values: JobValues): Promise<Job | undefined> {
      const row = await db.transaction(async (trx) => {
        const updated = await updateJob(trx, id, values);
        if (updated) {
          await audit(trx, actor, 'job.update', {
            entityType: 'job',
            entityId: id,
            details: { title: updated.title, isActive: updated.is_active },
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
