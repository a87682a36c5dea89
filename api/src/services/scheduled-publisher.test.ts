/**
 * Scheduled publishing with a fake clock: a post given a time stays out of the public's reads,
 * the sitemap and the feed until then, goes live exactly once however many publishers look
 * (two at once here, as two processes would), with a revision and an audit entry; a time that
 * passed while no server ran is met when one starts; the form's field is checked.
 */
import { describe, expect, it } from 'vitest';
import { blogPost } from '@northbeam/shared/contract/blog';
import { createLogger } from '../logger';
import { fixture, formData, http } from '../../test/http';
import { useSignedInServer } from '../../test/signed-in-server';
import { startTestServer } from '../../test/test-server';
import { createScheduledPublisher } from './scheduled-publisher';

const ctx = useSignedInServer();
const logger = createLogger('silent');

const png = () => ({ name: 'cover.png', type: 'image/png', data: fixture('image.png') });

async function schedule(title: string, publishAt: string) {
  const answer = await ctx.call('POST', '/api/blogs', {
    form: formData(
      {
        title,
        excerpt: 'Goes live on schedule.',
        content: '<p>Scheduled words.</p>',
        author: 'Jane Doe',
        category: 'DevOps',
        tags: 'later',
        published: 'false',
        publishAt,
      },
      { image: png() },
    ),
    auth: { token: ctx.admin.token },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return blogPost.parse(answer.body);
}

const publicStatus = async (slug: string) =>
  (await fetch(`${ctx.server.url}/api/blogs/${slug}`)).status;
const sitemap = async () => (await fetch(`${ctx.server.url}/sitemap.xml`)).text();
const feed = async () => (await fetch(`${ctx.server.url}/blog/feed.xml`)).text();

describe('scheduled publishing', () => {
  it('goes live at its time, exactly once across two publishers, with a revision and an audit entry', async () => {
    const at = new Date(Date.now() + 60 * 60_000);
    const post = await schedule('Scheduled For Later', at.toISOString());
    expect(post.published).toBe(false);
    expect(post.publishAt).toBe(at.toISOString());
    expect(await publicStatus(post.slug)).toBe(404);
    expect(await sitemap()).not.toContain(post.slug);

    // A minute before: nothing. Then two processes' publishers at once, past the time.
    const before = createScheduledPublisher({
      db: ctx.server.db,
      cache: ctx.server.cache,
      logger,
      now: () => new Date(at.getTime() - 60_000),
    });
    expect(await before.runDue()).toHaveLength(0);
    const after = () =>
      createScheduledPublisher({
        db: ctx.server.db,
        cache: ctx.server.cache,
        logger,
        now: () => new Date(at.getTime() + 5_000),
      });
    const [a, b] = await Promise.all([after().runDue(), after().runDue()]);
    expect([...a, ...b].filter((row) => row.id === post._id)).toHaveLength(1);

    // Live everywhere the public looks (the caches were cleared).
    expect(await publicStatus(post.slug)).toBe(200);
    expect(await sitemap()).toContain(post.slug);
    expect(await feed()).toContain('Scheduled For Later');
    const list = (await (await fetch(`${ctx.server.url}/api/blogs`)).json()) as Array<{
      _id: string;
      publishAt?: string;
    }>;
    const listed = list.find((p) => p._id === post._id);
    expect(listed).toBeDefined();
    expect(listed!.publishAt).toBeUndefined();

    const revisions = await ctx.server.db('blog_revisions').where({ blog_id: post._id });
    expect(revisions.filter((r: { kind: string }) => r.kind === 'publish')).toHaveLength(1);
    const audits = await ctx.server
      .db('audit_log')
      .where({ action: 'blog.publish.scheduled', entity_id: post._id });
    expect(audits).toHaveLength(1);
    // Once published, another look finds nothing to do.
    expect(await after().runDue()).toHaveLength(0);
  });

  it('a time that passed while no server ran is met when a server starts', async () => {
    // Scheduled through a server that runs no background work, then its time passes.
    const idle = await startTestServer({ background: false });
    try {
      const admin = await idle.signIn();
      const answer = await http(idle.url)('POST', '/api/blogs', {
        form: formData(
          {
            title: 'Missed While Down',
            excerpt: 'Goes live on schedule.',
            content: '<p>Scheduled words.</p>',
            author: 'Jane Doe',
            category: 'DevOps',
            published: 'false',
            publishAt: new Date(Date.now() - 10 * 60_000).toISOString(),
          },
          { image: png() },
        ),
        auth: { token: admin.token },
      });
      expect(answer.status).toBe(201);
      const { slug } = blogPost.parse(answer.body);
      expect((await fetch(`${idle.url}/api/blogs/${slug}`)).status).toBe(404);
      // A server starting on the same database: its scheduler's first look publishes it.
      const started = await startTestServer({ sameDatabase: idle.shareDatabase() });
      try {
        await expect
          .poll(async () => (await fetch(`${started.url}/api/blogs/${slug}`)).status, {
            timeout: 5_000,
          })
          .toBe(200);
      } finally {
        await started.close();
      }
    } finally {
      await idle.close();
    }
  });

  it('publishing by hand cancels the schedule; an empty time cancels it; a bad time is a 400', async () => {
    const later = new Date(Date.now() + 24 * 60 * 60_000).toISOString();
    const post = await schedule('Published By Hand', later);
    const toggled = await ctx.call('PUT', `/api/blogs/${post._id}`, {
      json: { published: true },
      auth: { token: ctx.admin.token },
    });
    expect(toggled.status).toBe(200);
    expect(toggled.body.publishAt).toBeUndefined();
    expect(
      (await ctx.server.db('blog_posts').where({ id: post._id }).first())?.publish_at,
    ).toBeNull();

    const other = await schedule('Cancelled Schedule', later);
    const cancelled = await ctx.call('PUT', `/api/blogs/${other._id}`, {
      form: formData({
        title: 'Cancelled Schedule',
        excerpt: 'Goes live on schedule.',
        content: '<p>Scheduled words.</p>',
        author: 'Jane Doe',
        category: 'DevOps',
        published: 'false',
        publishAt: '',
      }),
      auth: { token: ctx.admin.token },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.publishAt).toBeUndefined();

    const bad = await ctx.call('POST', '/api/blogs', {
      form: formData(
        {
          title: 'Bad Time',
          excerpt: 'x',
          content: '<p>x</p>',
          author: 'x',
          category: 'DevOps',
          published: 'false',
          publishAt: 'next tuesday',
        },
        { image: png() },
      ),
      auth: { token: ctx.admin.token },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.publishAt).toBe(
      'Publication time must be a date and time, e.g. 2026-12-01T09:00:00Z',
    );
  });
});
