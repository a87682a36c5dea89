/**
 * Scheduled publishing: every SCHEDULE_TICK_MS (the scheduler's job, run by one process of
 * several), posts whose publication time has come go live, each exactly once however many
 * processes look (one UPDATE takes them; the row lock makes another process's update skip them),
 * with a revision and an audit entry; then every process's caches are cleared (pages, lists,
 * sitemap, feed). A time that passed while no server ran is met at the first look after start.
 * A post still not live well after its time shows as late on the dashboard.
 */
import type { Logger } from 'pino';
import type { ContentCache } from '../cache/content-cache';
import { insertAudit } from '../db/audit.queries';
import { insertRevision } from '../db/blog-revisions.queries';
import { publishDuePosts, type BlogRow } from '../db/blogs.queries';
import type { Db } from '../db/connection';

/** How often the scheduler looks: a post goes live within this of its time. */
export const SCHEDULE_TICK_MS = 15_000;

export function createScheduledPublisher(deps: {
  db: Db;
  cache: Pick<ContentCache, 'contentChanged'>;
  logger: Pick<Logger, 'info'>;
  now?: () => Date;
}) {
  const { db, cache, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function runDue(): Promise<BlogRow[]> {
    const at = now();
    const published = await db.transaction(async (trx) => {
      const rows = await publishDuePosts(trx, at);
      for (const row of rows) {
        await insertRevision(trx, row, 'publish', null);
        await insertAudit(trx, {
          staffId: null,
          staffEmail: '',
          action: 'blog.publish.scheduled',
          entityType: 'blog',
          entityId: row.id,
          details: { title: row.title },
          ip: '',
          userAgent: 'scheduled publishing',
        });
      }
      return rows;
    });
    if (published.length > 0) {
      cache.contentChanged();
      logger.info({ posts: published.map((p) => p.slug) }, 'scheduled posts published');
    }
    return published;
  }

  return { runDue };
}

export type ScheduledPublisher = ReturnType<typeof createScheduledPublisher>;
