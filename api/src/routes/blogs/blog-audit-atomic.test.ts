/**
 * A blog save and its audit entry commit together: when the audit insert fails (a trigger in the
 * test database refuses blog.create and blog.update entries), the save is rolled back: no post,
 * no revision, no change, no image left behind; once audits are accepted again, both land.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture, formData } from '../../../test/http';
import { useSignedInServer } from '../../../test/signed-in-server';

const ctx = useSignedInServer();

const fields = (title: string) => ({
  title,
  excerpt: 'Short.',
  content: '<p>Body</p>',
  author: 'Jane Doe',
  category: 'DevOps',
  tags: 'atomic',
  published: 'true',
});
const png = () => ({ name: 'cover.png', type: 'image/png', data: fixture('image.png') });
const imageFiles = () => readdir(join(ctx.server.dataDir, 'uploads', 'images')).catch(() => []);

const refuseBlogAudits = async () => {
  await ctx.server.db.raw(`
    create or replace function test_refuse_blog_audit() returns trigger language plpgsql as $$
    begin raise exception 'audit refused for the test'; end $$`);
  await ctx.server.db.raw(`
    create trigger test_refuse_blog_audit before insert on audit_log for each row
    when (new.action in ('blog.create', 'blog.update')) execute function test_refuse_blog_audit()`);
};
const acceptAudits = () =>
  ctx.server.db.raw('drop trigger if exists test_refuse_blog_audit on audit_log');

describe('blog save and its audit entry', () => {
  afterEach(acceptAudits);

  it('a create whose audit write fails leaves no post, revision or image', async () => {
    await refuseBlogAudits();
    const before = await imageFiles();
    const answer = await ctx.call('POST', '/api/blogs', {
      form: formData(fields('Never Saved Without Audit'), { image: png() }),
      auth: { token: ctx.admin.token },
    });
    expect(answer.status).toBe(500);
    expect(await ctx.server.db('blog_posts').where({ title: 'Never Saved Without Audit' })).toEqual(
      [],
    );
    expect(
      await ctx.server.db('blog_revisions').where({ title: 'Never Saved Without Audit' }),
    ).toEqual([]);
    expect((await imageFiles()).sort()).toEqual(before.sort());

    await acceptAudits();
    const saved = await ctx.call('POST', '/api/blogs', {
      form: formData(fields('Never Saved Without Audit'), { image: png() }),
      auth: { token: ctx.admin.token },
    });
    expect(saved.status).toBe(201);
    const audits = await ctx.server
      .db('audit_log')
      .where({ action: 'blog.create', entity_id: saved.body._id });
    expect(audits).toHaveLength(1);
  });

  it('an update whose audit write fails leaves the post as it was', async () => {
    const created = await ctx.call('POST', '/api/blogs', {
      form: formData(fields('Kept As It Was'), { image: png() }),
      auth: { token: ctx.admin.token },
    });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    const before = await ctx.server.db('blog_posts').where({ id }).first();
    const revisions = await ctx.server.db('blog_revisions').where({ blog_id: id }).count('* as n');

    await refuseBlogAudits();
    const answer = await ctx.call('PUT', `/api/blogs/${id}`, {
      form: formData({ ...fields('Changed Without Audit'), imageUrl: created.body.imageUrl }),
      auth: { token: ctx.admin.token },
    });
    expect(answer.status).toBe(500);
    const after = await ctx.server.db('blog_posts').where({ id }).first();
    expect(after?.title).toBe('Kept As It Was');
    expect(after?.version).toBe(before?.version);
    expect(await ctx.server.db('blog_revisions').where({ blog_id: id }).count('* as n')).toEqual(
      revisions,
    );

    await acceptAudits();
    const saved = await ctx.call('PUT', `/api/blogs/${id}`, {
      form: formData({ ...fields('Changed With Audit'), imageUrl: created.body.imageUrl }),
      auth: { token: ctx.admin.token },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.title).toBe('Changed With Audit');
    expect(
      await ctx.server.db('audit_log').where({ action: 'blog.update', entity_id: id }),
    ).toHaveLength(1);
  });
});
