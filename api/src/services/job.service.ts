/**
 * Job writes, each audited in its own transaction; once one has committed the content cache is
 * told (the careers pages, public reads and sitemap change).
 */
import type { Actor } from '../http/actor';
import type { ContentCache } from '../cache/content-cache';
import type { Db } from '../db/connection';
import { deleteJob, insertJob, updateJob, type JobRow, type JobValues } from '../db/jobs.queries';
import { audit } from './audit.service';

export function createJobWrites(db: Db, content: ContentCache) {
  const changed = <T>(result: T) => {
    if (result) content.contentChanged();
    return result;
  };

  return {
    async create(actor: Actor, values: JobValues): Promise<JobRow> {
      const row = await db.transaction(async (trx) => {
        const created = await insertJob(trx, values);
        await audit(trx, actor, 'job.create', {
          entityType: 'job',
          entityId: created.id,
          details: { title: created.title },
        });
        return created;
      });
      return changed(row);
    },

    async update(actor: Actor, id: string, values: JobValues): Promise<JobRow | undefined> {
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
      return changed(row);
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
