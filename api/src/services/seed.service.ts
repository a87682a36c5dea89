import { countBlogs, insertBlog } from '../db/blogs.queries';
import type { Db } from '../db/connection';
import { countJobs, insertJob } from '../db/jobs.queries';
import { getMeta, setMeta } from '../db/meta.queries';
import { DEMO_JOBS, DEMO_POSTS, demoImageUrl } from '../seed/demo-content';
import { sanitizeRichText } from './rich-text';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

/** Inserts the demo posts and jobs into empty tables; answers what it inserted. */
export async function seedDemo(db: Db): Promise<{ posts: number; jobs: number }> {
  let posts = 0;
  let jobs = 0;
  if ((await countBlogs(db)) === 0) {
    for (const post of DEMO_POSTS) {
      await insertBlog(db, post.slug, {
        ...post,
        content: sanitizeRichText(post.content),
        imageUrl: demoImageUrl(post.slug),
        createdAt: daysAgo(post.daysAgo),
      });
      posts++;
    }
  }
  if ((await countJobs(db)) === 0) {
    for (const job of DEMO_JOBS) {
      await insertJob(db, { ...job, postedDate: daysAgo(job.daysAgo) });
      jobs++;
    }
  }
  return { posts, jobs };
}

const SEEDED_KEY = 'demo_seed';

/**
 * Seeds once per database: the first start seeds, later starts leave alone whatever the
 * administrators did (even deleting every demo post).
 */
export async function seedDemoOnce(db: Db): Promise<{ posts: number; jobs: number } | undefined> {
  if (await getMeta(db, SEEDED_KEY)) return undefined;
  const seeded = await seedDemo(db);
  await setMeta(db, SEEDED_KEY, { at: new Date().toISOString(), ...seeded });
  return seeded;
}
