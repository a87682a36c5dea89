/**
 * Blog images nothing shows any more are deleted with their WebP copies, on local disk and in
 * S3; an image another post, or a revision that can be restored, still shows is kept. Counted in
 * the store itself.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPost, type BlogPost } from '@northbeam/shared/contract/blog';
import { fixture, formData, http } from '../../test/http';
import { startTestS3, type TestS3 } from '../../test/s3';
import { startTestServer, type SignedIn, type TestServer } from '../../test/test-server';

const png = { name: 'cover.png', type: 'image/png', data: fixture('image.png') };
const jpg = { name: 'photo.jpg', type: 'image/jpeg', data: fixture('image.jpg') };
const fields = (content = '<p>Text</p>') => ({
  title: 'Images come and go',
  excerpt: 'E',
  content,
  author: 'A',
  category: 'DevOps',
  tags: '',
});

describe.each(['local disk', 'S3'] as const)('unused blog images are deleted (%s)', (kind) => {
  let s3: TestS3 | undefined;
  let server: TestServer;
  let admin: SignedIn;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    s3 = kind === 'S3' ? await startTestS3() : undefined;
    server = await startTestServer(s3 ? { storage: s3.storage } : {});
    admin = await server.signIn();
    call = http(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  /** Every stored image file: originals and WebP copies. */
  const files = async (): Promise<string[]> =>
    s3
      ? (await s3.keys()).filter((k) => k.startsWith('images/')).map((k) => k.slice(7))
      : (await readdir(join(server.dataDir, 'uploads', 'images')).catch(() => [])).sort();
  const filesOf = (post: BlogPost) => {
    const stem = post.imageUrl.slice('/uploads/'.length).replace(/\.[a-z]+$/, '');
    return files().then((all) => all.filter((f) => f.startsWith(stem)));
  };

  async function create(content?: string): Promise<BlogPost> {
    const answer = await call('POST', '/api/blogs', {
      form: formData(fields(content), { image: png }),
      auth: { token: admin.token },
    });
    expect(answer.status).toBe(201);
    return blogPost.parse(answer.body);
  }

  it('a replaced featured image stays while a revision can bring it back, and goes with the post', async () => {
    const post = await create();
    const before = await files();
    const old = await filesOf(post);
    // The 64 px fixture: the original and one WebP copy at its own width.
    expect(old).toHaveLength(2);

    const answer = await call('PUT', `/api/blogs/${post._id}`, {
      form: formData(fields(), { image: jpg }),
      auth: { token: admin.token },
    });
    expect(answer.status).toBe(200);
    const updated = blogPost.parse(answer.body);
    const fresh = await filesOf(updated);
    expect(fresh).not.toEqual([]);
    // The first revision still shows the old image: restoring it must not find it gone.
    expect((await files()).filter((f) => old.includes(f))).toEqual(old);
    expect((await files()).length).toBe(before.length + fresh.length);

    expect(
      (await call('DELETE', `/api/blogs/${post._id}`, { auth: { token: admin.token } })).status,
    ).toBe(204);
    const after = await files();
    expect(after.filter((f) => old.includes(f) || fresh.includes(f))).toEqual([]);
    expect(after.length).toBe(before.length - old.length);
  });

  it('an image another post still shows is kept; deleting the last post that shows it removes it', async () => {
    const first = await create();
    const kept = await filesOf(first);
    // A second post shows the first one's picture inside its content.
    const second = await create(`<p>See this:</p><img src="${first.imageUrl}" alt="A chart">`);
    const secondFiles = await filesOf(second);
    const before = await files();

    expect(
      (await call('DELETE', `/api/blogs/${first._id}`, { auth: { token: admin.token } })).status,
    ).toBe(204);
    expect(await files()).toEqual(before);

    expect(
      (await call('DELETE', `/api/blogs/${second._id}`, { auth: { token: admin.token } })).status,
    ).toBe(204);
    const after = await files();
    expect(after.filter((f) => kept.includes(f) || secondFiles.includes(f))).toEqual([]);
    expect(after.length).toBe(before.length - kept.length - secondFiles.length);
  });

  it('an image taken out of the content stays for its revisions and goes with the post; a failed update keeps everything', async () => {
    const owner = await create();
    const ownerFiles = await filesOf(owner);
    const showing = await create(`<img src="${owner.imageUrl}" alt="x">`);
    // The owner post is deleted while `showing` still shows its image: kept.
    await call('DELETE', `/api/blogs/${owner._id}`, { auth: { token: admin.token } });
    expect((await files()).filter((f) => ownerFiles.includes(f))).toEqual(ownerFiles);

    // A refused update (no title) changes nothing.
    const refused = await call('PUT', `/api/blogs/${showing._id}`, {
      form: formData({ ...fields('<p>no image</p>'), title: '' }),
      auth: { token: admin.token },
    });
    expect(refused.status).toBe(400);
    expect((await files()).filter((f) => ownerFiles.includes(f))).toEqual(ownerFiles);

    // Taken out of the content: the post's first revision still shows it, so it stays…
    const edited = await call('PUT', `/api/blogs/${showing._id}`, {
      form: formData(fields('<p>no image any more</p>')),
      auth: { token: admin.token },
    });
    expect(edited.status).toBe(200);
    expect((await files()).filter((f) => ownerFiles.includes(f))).toEqual(ownerFiles);
    // …until the post and its history go.
    await call('DELETE', `/api/blogs/${showing._id}`, { auth: { token: admin.token } });
    expect((await files()).filter((f) => ownerFiles.includes(f))).toEqual([]);
  });
});
