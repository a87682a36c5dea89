/**
 * Publishing that never loses work, through the API: the ETag of a post and 409 on a stale
 * If-Match (the spec's client without If-Match still writes), the autosaved working copy that
 * the public does not see until "Update Post", revisions with restore, and autosave thinning.
 */
import { describe, expect, it } from 'vitest';
import { blogPost } from '@northbeam/shared/contract/blog';
import {
  blogConflict,
  blogPreviewLink,
  blogRevision,
  blogRevisionSummary,
  editableBlogPost,
  PREVIEW_EXPIRED_MESSAGE,
  PREVIEW_LINK_HOURS,
} from '@northbeam/shared/contract/blog-revisions';
import { thinAutosaves } from '../../db/blog-revisions.queries';
import { findBlogById } from '../../db/blogs.queries';
import { createBlogPreviews } from '../../services/blog-preview.service';
import { fixture, formData, http } from '../../../test/http';
import { startTestServer } from '../../../test/test-server';
import { useSignedInServer } from '../../../test/signed-in-server';

const ctx = useSignedInServer();

const png = () => ({ name: 'cover.png', type: 'image/png', data: fixture('image.png') });
const fields = (overrides: Record<string, string> = {}) => ({
  title: 'Versioned Post',
  excerpt: 'An excerpt.',
  content: '<p>First text.</p>',
  author: 'Jane Doe',
  category: 'DevOps',
  tags: 'one, two',
  published: 'true',
  ...overrides,
});
const owner = () => ({ auth: { token: ctx.admin.token } });

async function createPost(overrides: Record<string, string> = {}) {
  const answer = await ctx.call('POST', '/api/blogs', {
    form: formData(fields(overrides), { image: png() }),
    ...owner(),
  });
  expect(answer.status).toBe(201);
  return blogPost.parse(answer.body);
}

const put = (id: string, overrides: Record<string, string>, ifMatch?: string) =>
  ctx.call('PUT', `/api/blogs/${id}`, {
    form: formData(fields(overrides)),
    ...owner(),
    headers: ifMatch ? { 'If-Match': ifMatch } : {},
  });

const saveDraft = (id: string, draft: Record<string, unknown>, ifMatch?: string) =>
  ctx.call('PUT', `/api/blogs/${id}/draft`, {
    json: draft,
    ...owner(),
    headers: ifMatch ? { 'If-Match': ifMatch } : {},
  });

describe('safe concurrent edits', () => {
  it('GET answers an ETag; a PUT over an older one answers 409 with the newer version', async () => {
    const post = await createPost({ title: 'Two Editors' });
    const read = await ctx.call('GET', `/api/blogs/${post._id}`, owner());
    expect(read.status).toBe(200);
    const etag = read.headers.get('etag')!;
    expect(etag).toBe('"1"');

    // Editor A (a colleague) saves over what both opened.
    const colleague = await ctx.server.signIn({ role: 'editor' });
    const before = Date.now();
    const first = await ctx.call('PUT', `/api/blogs/${post._id}`, {
      form: formData(fields({ title: 'Two Editors', content: '<p>A wrote.</p>' })),
      auth: { token: colleague.token },
      headers: { 'If-Match': etag },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');

    // Editor B, still on version 1, is refused and shown A's version.
    const second = await put(post._id, { title: 'Two Editors', content: '<p>B wrote.</p>' }, etag);
    expect(second.status).toBe(409);
    const conflict = blogConflict.parse(second.body);
    expect(conflict.message).toMatch(/saved by someone else/);
    expect(conflict.current.version).toBe(2);
    expect(conflict.current.content).toBe('<p>A wrote.</p>');
    // Who saved it and when, to say so ("Saved by … at …").
    expect(conflict.current.versionSaved?.by).toBe(colleague.name);
    expect(Date.parse(conflict.current.versionSaved!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(conflict.current.versionSaved!.at)).toBeLessThanOrEqual(Date.now());
    const kept = await ctx.call('GET', `/api/blogs/${post._id}`, owner());
    expect(kept.body.content).toBe('<p>A wrote.</p>');

    // B chooses to keep theirs: sent again over the version now current.
    const again = await put(
      post._id,
      { title: 'Two Editors', content: '<p>B wrote.</p>' },
      kept.headers.get('etag')!,
    );
    expect(again.status).toBe(200);
    expect(again.body.content).toBe('<p>B wrote.</p>');
  });

  it('a PUT without If-Match (the spec client) writes as before; a malformed one is a 400', async () => {
    const post = await createPost({ title: 'No Precondition' });
    await put(post._id, { content: '<p>Newer.</p>' }, '"1"');
    const plain = await put(post._id, { content: '<p>Spec client.</p>' });
    expect(plain.status).toBe(200);
    expect(plain.body.content).toBe('<p>Spec client.</p>');
    expect((await put(post._id, {}, '*')).status).toBe(200);
    const bad = await put(post._id, {}, 'yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('If-Match must be the ETag of the post, for example "3"');
    // The Publish/Unpublish toggle takes If-Match too.
    const toggle = await ctx.call('PUT', `/api/blogs/${post._id}`, {
      json: { published: false },
      ...owner(),
      headers: { 'If-Match': '"1"' },
    });
    expect(toggle.status).toBe(409);
  });
});

describe('the working copy (autosave)', () => {
  it('is kept for the team only; the public reads the published text until "Update Post"', async () => {
    const post = await createPost({ title: 'Live Post', content: '<p>Published words.</p>' });
    const saved = await saveDraft(
      post._id,
      {
        title: 'Live Post, retitled',
        excerpt: '',
        content: '<p>Half a thought<script>alert(1)</script></p>',
        author: 'Jane Doe',
        category: '',
        tags: ['one'],
      },
      '"1"',
    );
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(saved.headers.get('etag')).toBe('"2"');

    // The public, and the site's pages, still show what was published.
    const publicRead = await fetch(`${ctx.server.url}/api/blogs/${post.slug}`);
    expect(((await publicRead.json()) as { content: string }).content).toBe(
      '<p>Published words.</p>',
    );
    const page = await fetch(`${ctx.server.url}/api/blogs`);
    expect(JSON.stringify(await page.json())).not.toContain('retitled');

    const editable = editableBlogPost.parse(
      (await ctx.call('GET', `/api/blogs/${post._id}/edit`, owner())).body,
    );
    expect(editable.content).toBe('<p>Published words.</p>');
    expect(editable.draft).toMatchObject({
      title: 'Live Post, retitled',
      excerpt: '',
      content: '<p>Half a thought</p>',
      category: '',
      savedBy: ctx.admin.name,
    });

    // "Update Post" publishes it and ends the working copy.
    const updated = await put(
      post._id,
      { title: 'Live Post, retitled', content: '<p>Whole thought.</p>' },
      '"2"',
    );
    expect(updated.status).toBe(200);
    const after = editableBlogPost.parse(
      (await ctx.call('GET', `/api/blogs/${post._id}/edit`, owner())).body,
    );
    expect(after.draft).toBeNull();
    expect(after.version).toBe(3);
    const publicAfter = await fetch(`${ctx.server.url}/api/blogs/${post.slug}`);
    expect(((await publicAfter.json()) as { content: string }).content).toBe(
      '<p>Whole thought.</p>',
    );
  });

  it("an autosave over a colleague's newer save is refused with it (two tabs)", async () => {
    const post = await createPost({ title: 'Two Tabs' });
    expect((await saveDraft(post._id, { title: 'Tab one' }, '"1"')).status).toBe(200);
    const stale = await saveDraft(post._id, { title: 'Tab two' }, '"1"');
    expect(stale.status).toBe(409);
    expect(blogConflict.parse(stale.body).current.draft?.title).toBe('Tab one');
    // Discarding the working copy leaves the published post.
    const discarded = await ctx.call('DELETE', `/api/blogs/${post._id}/draft`, {
      ...owner(),
      headers: { 'If-Match': '"2"' },
    });
    expect(discarded.status).toBe(200);
    const editable = editableBlogPost.parse(
      (await ctx.call('GET', `/api/blogs/${post._id}/edit`, owner())).body,
    );
    expect(editable.draft).toBeNull();
    expect(editable.title).toBe('Two Tabs');
  });

  it('checks lengths and categories, and answers 404 for an unknown post', async () => {
    const post = await createPost({ title: 'Draft Checks' });
    const long = await saveDraft(post._id, { title: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.errors.title).toMatch(/at most 200/);
    const category = await saveDraft(post._id, { category: 'Cooking' });
    expect(category.status).toBe(400);
    const missing = await saveDraft('00000000-0000-4000-8000-000000000000', { title: 'x' });
    expect(missing.status).toBe(404);
  });
});

describe('revisions', () => {
  it('every save is kept with who and when; one restores into the working copy', async () => {
    const post = await createPost({ title: 'History', content: '<p>Version one.</p>' });
    await put(post._id, { title: 'History', content: '<p>Version two.</p>' }, '"1"');
    await saveDraft(post._id, { title: 'History', content: '<p>Typing three…</p>' }, '"2"');

    const list = await ctx.call('GET', `/api/blogs/${post._id}/revisions`, owner());
    expect(list.status).toBe(200);
    const revisions = blogRevisionSummary.array().parse(list.body);
    expect(revisions.map((r) => r.kind)).toEqual(['autosave', 'save', 'create']);
    expect(revisions.every((r) => r.by === ctx.admin.name)).toBe(true);
    expect(list.headers.get('x-total-count')).toBe('3');

    const created = revisions.find((r) => r.kind === 'create')!;
    const one = blogRevision.parse(
      (await ctx.call('GET', `/api/blogs/${post._id}/revisions/${created._id}`, owner())).body,
    );
    expect(one.content).toBe('<p>Version one.</p>');

    const restored = await ctx.call(
      'POST',
      `/api/blogs/${post._id}/revisions/${created._id}/restore`,
      owner(),
    );
    expect(restored.status).toBe(200);
    const editable = editableBlogPost.parse(restored.body);
    expect(editable.draft?.content).toBe('<p>Version one.</p>');
    // The published text is untouched until "Update Post".
    expect(editable.content).toBe('<p>Version two.</p>');
    const after = blogRevisionSummary
      .array()
      .parse((await ctx.call('GET', `/api/blogs/${post._id}/revisions`, owner())).body);
    expect(after[0]!.kind).toBe('restore');
    expect(after).toHaveLength(4);

    // The restore is audited.
    const auditLog = await ctx.call(
      'GET',
      '/api/admin/audit?action=blog.revision.restore',
      owner(),
    );
    expect(JSON.stringify(auditLog.body)).toContain(post._id);
  });

  it('unknown revisions answer 404', async () => {
    const post = await createPost({ title: 'No Such Revision' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await ctx.call('GET', `/api/blogs/${post._id}/revisions/${unknown}`, owner())).status,
    ).toBe(404);
    expect(
      (await ctx.call('GET', `/api/blogs/${post._id}/revisions/not-a-uuid`, owner())).status,
    ).toBe(404);
    expect(
      (await ctx.call('POST', `/api/blogs/${post._id}/revisions/${unknown}/restore`, owner()))
        .status,
    ).toBe(404);
  });

  it('old autosaves are thinned: all of the last hour, one an hour for a day, one a day after', async () => {
    const post = await createPost({ title: 'Thinning' });
    const now = new Date('2026-11-20T12:00:00Z');
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    const ages = [
      5,
      20,
      50, // the last hour: all stay
      70,
      80,
      130, // 10:50 and 10:40 (one hour), 09:50
      60 * 30,
      60 * 31,
      60 * 30 + 10, // 30-31 hours ago: older than a day, same day
      60 * 24 * 5, // five days ago
    ];
    for (const minutes of ages) {
      await ctx.server.db('blog_revisions').insert({
        blog_id: post._id,
        kind: 'autosave',
        title: `at -${minutes}m`,
        excerpt: '',
        content: '',
        author: '',
        category: '',
        tags: '[]',
        image_url: '',
        published: true,
        version: 1,
        created_at: at(minutes),
      });
    }
    const removed = await thinAutosaves(ctx.server.db, post._id, now);
    const left = (await ctx.server
      .db('blog_revisions')
      .where({ blog_id: post._id, kind: 'autosave' })
      .orderBy('created_at', 'desc')
      .pluck('title')) as string[];
    expect(left).toEqual([
      'at -5m',
      'at -20m',
      'at -50m',
      'at -70m', // newest of 10:00–11:00
      'at -130m', // 09:00–10:00
      'at -1800m', // newest of 2026-11-19
      'at -7200m',
    ]);
    expect(removed).toBe(3);
    // The post's other revisions are never thinned.
    expect(
      await ctx.server.db('blog_revisions').where({ blog_id: post._id, kind: 'create' }),
    ).toHaveLength(1);
  });
});

describe('preview links', () => {
  it('show the working copy to whoever holds the link, until it expires', async () => {
    const post = await createPost({ title: 'Preview Me', published: 'false' });
    await saveDraft(post._id, { title: 'Preview Me, drafted', content: '<p>Draft words.</p>' });
    const made = await ctx.call('POST', `/api/blogs/${post._id}/preview`, owner());
    expect(made.status).toBe(201);
    const { path, url, expiresAt } = blogPreviewLink.parse(made.body);
    // A whole link to pass on: without PUBLIC_URL, on the server that made it.
    expect(url).toBe(`${ctx.server.url}${path}`);
    const hours = (Date.parse(expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(PREVIEW_LINK_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(PREVIEW_LINK_HOURS);
    const token = new URL(path, 'http://x').searchParams.get('preview')!;

    // Anonymous: the unpublished post, as it will look, never cached, not for search engines.
    const read = await fetch(`${ctx.server.url}/api/blogs/preview/${token}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-robots-tag')).toBe('noindex');
    expect(read.headers.get('cache-control')).toContain('no-store');
    const shown = blogPost.parse(await read.json());
    expect(shown.title).toBe('Preview Me, drafted');
    expect(shown.content).toBe('<p>Draft words.</p>');
    expect((await fetch(`${ctx.server.url}/api/blogs/${post.slug}`)).status).toBe(404);

    // Altered: 404; two days later: 410 with a clear message.
    const forged = await fetch(`${ctx.server.url}/api/blogs/preview/${token.replace(/.$/, 'x')}`);
    expect(forged.status).toBe(404);
    const later = createBlogPreviews({
      db: ctx.server.db,
      sessionSecret: 'unused',
      now: () => new Date(Date.now() + (PREVIEW_LINK_HOURS + 1) * 3600_000),
    });
    const row = await findBlogById(ctx.server.db, post._id);
    const oldLink = createBlogPreviews({ db: ctx.server.db, sessionSecret: 'a secret' }).link(
      row!,
      'http://x',
    );
    const oldToken = new URL(oldLink.path, 'http://x').searchParams.get('preview')!;
    await expect(
      createBlogPreviews({
        db: ctx.server.db,
        sessionSecret: 'a secret',
        now: () => new Date(Date.now() + (PREVIEW_LINK_HOURS + 1) * 3600_000),
      }).read(oldToken),
    ).rejects.toMatchObject({ status: 410, message: PREVIEW_EXPIRED_MESSAGE });
    // A token signed with another deployment's secret is refused.
    await expect(later.read(oldToken)).rejects.toMatchObject({ status: 404 });
  });

  it('are made whole on PUBLIC_URL when it is set', async () => {
    const server = await startTestServer({ publicUrl: 'https://www.northbeam.example' });
    try {
      const admin = await server.signIn();
      const call = http(server.url);
      const post = await call('POST', '/api/blogs', {
        auth: { token: admin.token },
        form: formData(fields({ title: 'Public Preview', published: 'false' }), { image: png() }),
      });
      const made = await call('POST', `/api/blogs/${(post.body as { _id: string })._id}/preview`, {
        auth: { token: admin.token },
      });
      const link = blogPreviewLink.parse(made.body);
      expect(link.url).toBe(`https://www.northbeam.example${link.path}`);
    } finally {
      await server.close();
    }
  });
});

describe('autosave of a new post', () => {
  it('creates it unpublished with what is typed, then autosaves to it; the spec client still needs every field', async () => {
    const made = await ctx.call('POST', '/api/blogs/drafts', {
      json: { title: 'Half Written Thoughts', content: '<p>Only a start.</p>' },
      ...owner(),
    });
    expect(made.status).toBe(201);
    const post = editableBlogPost.parse(made.body);
    expect(post).toMatchObject({
      title: 'Half Written Thoughts',
      content: '<p>Only a start.</p>',
      published: false,
      category: '',
      excerpt: '',
      version: 1,
    });
    expect(made.headers.get('etag')).toBe('"1"');

    // The team's list shows it as a draft; the public sees nothing of it.
    const list = await ctx.call<Array<{ _id: string; published: boolean }>>(
      'GET',
      '/api/blogs/admin/all?q=Half%20Written',
      owner(),
    );
    expect(list.body.find((p) => p._id === post._id)).toMatchObject({ published: false });
    expect((await fetch(`${ctx.server.url}/api/blogs/${post.slug}`)).status).toBe(404);
    const publicList = (await (await fetch(`${ctx.server.url}/api/blogs`)).json()) as Array<{
      _id: string;
    }>;
    expect(publicList.some((p) => p._id === post._id)).toBe(false);

    // The autosave goes on into its working copy.
    const saved = await saveDraft(
      post._id,
      { title: 'Half Written Thoughts', excerpt: 'More.' },
      '"1"',
    );
    expect(saved.status).toBe(200);

    // "Create Post" with "Publish immediately": the whole form over the version autosaved.
    const created = await put(
      post._id,
      { title: 'Half Written Thoughts', published: 'true' },
      `"${(saved.body as { version: number }).version}"`,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ published: true, category: 'DevOps' });
    expect((await fetch(`${ctx.server.url}/api/blogs/${post.slug}`)).status).toBe(200);
  });

  it("needs a title; the spec client's POST /api/blogs is not loosened; other roles are refused", async () => {
    const untitled = await ctx.call('POST', '/api/blogs/drafts', {
      json: { content: '<p>No title yet.</p>' },
      ...owner(),
    });
    expect(untitled.status).toBe(400);
    expect(untitled.body.errors.title).toBeTruthy();
    const loose = await ctx.call('POST', '/api/blogs', {
      form: formData({ title: 'Only a title', published: 'false' }, { image: png() }),
      ...owner(),
    });
    expect(loose.status).toBe(400);
    const sales = await ctx.server.signIn({ role: 'sales' });
    const refused = await ctx.call('POST', '/api/blogs/drafts', {
      json: { title: 'Not mine to write' },
      auth: { token: sales.token },
    });
    expect(refused.status).toBe(403);
    const audit = await ctx.call<Array<{ action: string; details: { title: string } }>>(
      'GET',
      '/api/admin/audit?action=blog.draft.create',
      owner(),
    );
    expect(audit.body[0]?.details.title).toBe('Half Written Thoughts');
  });
});
