import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogPost, blogPostSummary } from '@northbeam/shared/contract/blog';
import { createBlog } from '../../../test/factories';
import { fixture, formData } from '../../../test/http';
import { useSignedInServer } from '../../../test/signed-in-server';

const ctx = useSignedInServer();

const png = () => ({ name: 'cover.png', type: 'image/png', data: fixture('image.png') });
const fields = (overrides: Record<string, string> = {}) => ({
  title: 'Scaling Kubernetes Clusters',
  excerpt: 'How we scale.',
  content: '<h2>Intro</h2><p>Text with <strong>bold</strong>.</p>',
  author: 'Jane Doe',
  category: 'DevOps',
  tags: 'k8s, DevOps ,  , k8s',
  published: 'true',
  ...overrides,
});

async function createViaApi(overrides: Record<string, string> = {}, image = png()) {
  const answer = await ctx.call('POST', '/api/blogs', {
    form: formData(fields(overrides), image ? { image } : {}),
    auth: { token: ctx.admin.token },
  });
  expect(answer.status).toBe(201);
  return blogPost.parse(answer.body);
}

describe('POST /api/blogs', () => {
  it('creates a published post from the multipart form, with a slug and a stored image', async () => {
    const post = await createViaApi();
    expect(post.slug).toBe('scaling-kubernetes-clusters');
    expect(post.tags).toEqual(['k8s', 'DevOps']);
    expect(post.published).toBe(true);
    // The key carries the image's size; WebP copies at a few widths come with it (srcset).
    expect(post.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]+_\d+x\d+\.png$/);
    const image = await fetch(`${ctx.server.url}${post.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(fixture('image.png'));
    expect(post.image?.width).toBeGreaterThan(0);
    const copy = post.image!.srcset.split(' ')[0]!;
    const webp = await fetch(`${ctx.server.url}${copy}`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
  });

  it('starts published when the form leaves `published` out; a second post with the same title gets a distinct slug', async () => {
    const { published: _, ...rest } = fields({ title: 'Same Title Twice' });
    const first = await ctx.call('POST', '/api/blogs', {
      form: formData(rest, { image: png() }),
      auth: { cookie: ctx.admin.cookie },
    });
    expect(first.status).toBe(201);
    expect(first.body.published).toBe(true);
    const second = await createViaApi({ title: 'Same Title Twice' });
    expect(first.body.slug).toBe('same-title-twice');
    expect(second.slug).toBe('same-title-twice-2');
  });

  it('gives reserved and odd titles usable slugs', async () => {
    expect((await createViaApi({ title: 'Admin' })).slug).toBe('admin-post');
    expect((await createViaApi({ title: '¡Café & Crème!' })).slug).toBe('cafe-and-creme');
  });

  it('sanitises the content HTML with the editor allow-list before storing it', async () => {
    const post = await createViaApi({
      title: 'Sanitised',
      content:
        '<p class="align-center indent-2 evil" onclick="x()">Hi<script>alert(1)</script></p>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://ok.example" target="_blank">ok</a>' +
        '<span style="color: #ff0000; position: fixed">red</span><iframe src="https://x"></iframe>',
    });
    expect(post.content).not.toMatch(/script|onclick|javascript|iframe|position|evil/);
    expect(post.content).toContain('class="align-center indent-2"');
    expect(post.content).toContain(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">ok</a>',
    );
    expect(post.content).toContain('<span style="color: #ff0000">red</span>');
  });

  it('accepts an image address instead of a file', async () => {
    const post = await createViaApi({ title: 'By address', imageUrl: 'images/blog/x.svg' }, null!);
    expect(post.imageUrl).toBe('/images/blog/x.svg');
    const https = await createViaApi(
      { title: 'By https', imageUrl: 'https://cdn.example/x.png' },
      null!,
    );
    expect(https.imageUrl).toBe('https://cdn.example/x.png');
  });

  it('validates the form (section 5)', async () => {
    const missing = await ctx.call('POST', '/api/blogs', {
      form: formData(
        { title: '', excerpt: '', content: '<p></p>', author: '', category: '' },
        { image: png() },
      ),
      auth: { token: ctx.admin.token },
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual([
      'author',
      'category',
      'content',
      'excerpt',
      'title',
    ]);
    const badCategory = await ctx.call('POST', '/api/blogs', {
      form: formData(fields({ category: 'Gardening' }), { image: png() }),
      auth: { token: ctx.admin.token },
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.errors.category).toMatch(/Category must be one of/);
    const noImage = await ctx.call('POST', '/api/blogs', {
      form: formData(fields()),
      auth: { token: ctx.admin.token },
    });
    expect(noImage.status).toBe(400);
    expect(noImage.body).toEqual({
      message: 'Please upload a featured image.',
      errors: { image: 'Please upload a featured image.' },
    });
    const scriptOnly = await ctx.call('POST', '/api/blogs', {
      form: formData(fields({ content: '<script>alert(1)</script>' }), { image: png() }),
      auth: { token: ctx.admin.token },
    });
    expect(scriptOnly.status).toBe(400);
    expect(scriptOnly.body.errors.content).toBe('Content is required');
  });

  it('refuses an image that is not JPEG/PNG/WebP/GIF by its bytes (415) and keeps no file', async () => {
    const before = await readdir(join(ctx.server.dataDir, 'uploads', 'images')).catch(() => []);
    for (const [name, data] of [
      ['cover.png', fixture('fake-resume.pdf')],
      ['cover.png', fixture('resume.pdf')],
    ] as const) {
      const answer = await ctx.call('POST', '/api/blogs', {
        form: formData(fields({ title: 'Bad image' }), {
          image: { name, type: 'image/png', data },
        }),
        auth: { token: ctx.admin.token },
      });
      expect(answer.status).toBe(415);
      expect(answer.body.message).toMatch(/image/i);
    }
    const after = await readdir(join(ctx.server.dataDir, 'uploads', 'images')).catch(() => []);
    expect(after).toEqual(before);
  });

  it('refuses an image over 8 MB with 413', async () => {
    const data = Buffer.concat([fixture('image.png'), Buffer.alloc(8 * 1024 * 1024)]);
    const answer = await ctx.call('POST', '/api/blogs', {
      form: formData(fields({ title: 'Huge' }), {
        image: { name: 'x.png', type: 'image/png', data },
      }),
      auth: { token: ctx.admin.token },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Image must be 8 MB or smaller' });
  });
});

describe('GET /api/blogs', () => {
  it('lists published posts newest first without content, with paging headers', async () => {
    await createBlog(ctx.server.db, { title: 'Old', createdAt: new Date('2020-01-01') });
    await createBlog(ctx.server.db, { title: 'Hidden draft', published: false });
    const answer = await ctx.call('GET', '/api/blogs?limit=2');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
    for (const item of answer.body) {
      blogPostSummary.strict().parse(item);
      expect(item).not.toHaveProperty('content');
    }
    const all = await ctx.call('GET', '/api/blogs?limit=100');
    expect(all.body.map((p: { title: string }) => p.title)).not.toContain('Hidden draft');
    const dates = all.body.map((p: { createdAt: string }) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Number(answer.headers.get('x-total-count'))).toBe(all.body.length);
    expect(answer.headers.get('link')).toContain('rel="next"');
  });

  it('filters by category and tag, and validates the query', async () => {
    await createBlog(ctx.server.db, { title: 'Chain', category: 'Blockchain', tags: ['ledger'] });
    const byCategory = await ctx.call('GET', '/api/blogs?category=Blockchain');
    expect(byCategory.body.map((p: { title: string }) => p.title)).toEqual(['Chain']);
    const byTag = await ctx.call('GET', '/api/blogs?tag=ledger');
    expect(byTag.body.map((p: { title: string }) => p.title)).toEqual(['Chain']);
    expect((await ctx.call('GET', '/api/blogs?category=Nope')).status).toBe(400);
    expect((await ctx.call('GET', '/api/blogs?limit=1000')).status).toBe(400);
    expect((await ctx.call('GET', '/api/blogs?page=abc')).status).toBe(400);
  });

  it('shows drafts to a signed-in administrator', async () => {
    const draft = await createBlog(ctx.server.db, { title: 'Admin sees draft', published: false });
    const answer = await ctx.call('GET', '/api/blogs?limit=100', {
      auth: { token: ctx.admin.token },
    });
    expect(answer.body.map((p: { _id: string }) => p._id)).toContain(draft.id);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('GET /api/blogs/{slug} and /api/blogs/{id}', () => {
  it('finds a post by slug and by id', async () => {
    const row = await createBlog(ctx.server.db, { title: 'Find me', slug: 'find-me' });
    const bySlug = await ctx.call('GET', '/api/blogs/find-me');
    expect(bySlug.status).toBe(200);
    expect(blogPost.parse(bySlug.body)).toMatchObject({
      _id: row.id,
      title: 'Find me',
      content: row.content,
    });
    const byId = await ctx.call('GET', `/api/blogs/${row.id}`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('answers 404 for unknown slugs and ids, and for drafts unless signed in', async () => {
    expect((await ctx.call('GET', '/api/blogs/no-such-post')).status).toBe(404);
    const unknown = await ctx.call('GET', '/api/blogs/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Blog Post Not Found' });
    const draft = await createBlog(ctx.server.db, { slug: 'secret-draft', published: false });
    expect((await ctx.call('GET', '/api/blogs/secret-draft')).status).toBe(404);
    expect((await ctx.call('GET', `/api/blogs/${draft.id}`)).status).toBe(404);
    expect(
      (await ctx.call('GET', `/api/blogs/${draft.id}`, { auth: { cookie: ctx.admin.cookie } }))
        .status,
    ).toBe(200);
    expect(
      (await ctx.call('GET', '/api/blogs/secret-draft', { auth: { token: ctx.admin.token } }))
        .status,
    ).toBe(200);
  });
});

describe('GET /api/blogs/category/{category}', () => {
  it('lists published posts of the category, newest first; drafts only for staff', async () => {
    const older = await createBlog(ctx.server.db, {
      category: 'Data Analytics',
      createdAt: new Date('2021-01-01'),
    });
    const newer = await createBlog(ctx.server.db, {
      category: 'Data Analytics',
      createdAt: new Date('2022-01-01'),
    });
    const draft = await createBlog(ctx.server.db, { category: 'Data Analytics', published: false });
    const answer = await ctx.call(
      'GET',
      `/api/blogs/category/${encodeURIComponent('Data Analytics')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.map((p: { _id: string }) => p._id)).toEqual([newer.id, older.id]);
    const asAdmin = await ctx.call('GET', '/api/blogs/category/Data%20Analytics', {
      auth: { token: ctx.admin.token },
    });
    expect(asAdmin.body.map((p: { _id: string }) => p._id)).toContain(draft.id);
    expect((await ctx.call('GET', '/api/blogs/category/Knitting')).status).toBe(400);
  });
});

describe('GET /api/blogs/admin/all', () => {
  it('lists drafts and published posts for administrators, 401 otherwise', async () => {
    const draft = await createBlog(ctx.server.db, { title: 'Listed draft', published: false });
    expect((await ctx.call('GET', '/api/blogs/admin/all')).status).toBe(401);
    const answer = await ctx.call('GET', '/api/blogs/admin/all?limit=100', {
      auth: { cookie: ctx.admin.cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.map((p: { _id: string }) => p._id)).toContain(draft.id);
    const drafts = await ctx.call('GET', '/api/blogs/admin/all?status=draft&q=listed', {
      auth: { token: ctx.admin.token },
    });
    expect(drafts.body.map((p: { _id: string }) => p._id)).toEqual([draft.id]);
  });
});

describe('PUT /api/blogs/{id}', () => {
  it('updates from the form, keeping the slug and the image when none is sent', async () => {
    const post = await createViaApi({ title: 'Before edit' });
    const answer = await ctx.call('PUT', `/api/blogs/${post._id}`, {
      form: formData(fields({ title: 'After edit', tags: 'a,b', published: 'false' })),
      auth: { token: ctx.admin.token },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      _id: post._id,
      slug: post.slug,
      title: 'After edit',
      tags: ['a', 'b'],
      published: false,
      imageUrl: post.imageUrl,
    });
  });

  it('replaces the image when a new one is uploaded', async () => {
    const post = await createViaApi({ title: 'New image' });
    const jpg = { name: 'photo.jpg', type: 'image/jpeg', data: fixture('image.jpg') };
    const answer = await ctx.call('PUT', `/api/blogs/${post._id}`, {
      form: formData(fields({ title: 'New image' }), { image: jpg }),
      auth: { cookie: ctx.admin.cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.imageUrl).toMatch(/\.jpg$/);
  });

  it('toggles publication with JSON {published}', async () => {
    const post = await createViaApi({ title: 'Toggle me' });
    const off = await ctx.call('PUT', `/api/blogs/${post._id}`, {
      json: { published: false },
      auth: { token: ctx.admin.token },
    });
    expect(off.status).toBe(200);
    expect(off.body.published).toBe(false);
    expect((await ctx.call('GET', `/api/blogs/${post.slug}`)).status).toBe(404);
    const on = await ctx.call('PUT', `/api/blogs/${post._id}`, {
      json: { published: true },
      auth: { cookie: ctx.admin.cookie },
    });
    expect(on.body.published).toBe(true);
    const bad = await ctx.call('PUT', `/api/blogs/${post._id}`, {
      json: { published: 'maybe' },
      auth: { token: ctx.admin.token },
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for an unknown id and 401 without a session', async () => {
    const unknown = await ctx.call('PUT', '/api/blogs/00000000-0000-4000-8000-000000000000', {
      json: { published: true },
      auth: { token: ctx.admin.token },
    });
    expect(unknown.status).toBe(404);
    expect(
      (
        await ctx.call('PUT', '/api/blogs/not-a-uuid', {
          json: { published: true },
          auth: { token: ctx.admin.token },
        })
      ).status,
    ).toBe(404);
    const post = await createBlog(ctx.server.db);
    expect(
      (await ctx.call('PUT', `/api/blogs/${post.id}`, { json: { published: false } })).status,
    ).toBe(401);
  });
});

describe('DELETE /api/blogs/{id}', () => {
  it('deletes (204), then 404; 401 without a session', async () => {
    const post = await createBlog(ctx.server.db);
    expect((await ctx.call('DELETE', `/api/blogs/${post.id}`)).status).toBe(401);
    expect(
      (await ctx.call('DELETE', `/api/blogs/${post.id}`, { auth: { token: ctx.admin.token } }))
        .status,
    ).toBe(204);
    expect(
      (await ctx.call('GET', `/api/blogs/${post.id}`, { auth: { token: ctx.admin.token } })).status,
    ).toBe(404);
    expect(
      (await ctx.call('DELETE', `/api/blogs/${post.id}`, { auth: { token: ctx.admin.token } }))
        .status,
    ).toBe(404);
  });

  it('requires a session for create too', async () => {
    const answer = await ctx.call('POST', '/api/blogs', {
      form: formData(fields(), { image: png() }),
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Not signed in' });
  });
});
