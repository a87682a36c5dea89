/**
 * The editor's image insertion: a file uploaded for a post's content is stored with its WebP
 * copies, like a featured image; the public page serves it responsive (srcset, size, lazy).
 */
import { describe, expect, it } from 'vitest';
import { withResponsiveImages } from '@northbeam/shared/contract/uploaded-images';
import { fixture, formData } from '../../../test/http';
import { useSignedInServer } from '../../../test/signed-in-server';

const ctx = useSignedInServer();
const owner = () => ({ auth: { token: ctx.admin.token } });

describe('POST /api/blogs/images', () => {
  it('stores the picture with its WebP copies and answers its address', async () => {
    const answer = await ctx.call('POST', '/api/blogs/images', {
      form: formData(
        {},
        { image: { name: 'chart.jpg', type: 'image/jpeg', data: fixture('image.jpg') } },
      ),
      ...owner(),
    });
    expect(answer.status).toBe(201);
    const url = (answer.body as { url: string }).url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}_\d+x\d+\.jpg$/);
    const original = await fetch(`${ctx.server.url}${url}`);
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer())).toEqual(fixture('image.jpg'));

    // In a post's content, the public page gets the WebP copies as srcset.
    const html = withResponsiveImages(`<p>See:</p><img src="${url}" alt="A chart">`);
    const srcset = /srcset="([^"]+)"/.exec(html)![1]!;
    const copy = srcset.split(' ')[0]!;
    const webp = await fetch(`${ctx.server.url}${copy}`);
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(html).toMatch(/width="\d+" height="\d+" loading="lazy"/);
    expect(html).toContain('alt="A chart"');
  });

  it('refuses what is not an image, and a call without a file', async () => {
    const text = await ctx.call('POST', '/api/blogs/images', {
      form: formData(
        {},
        { image: { name: 'notes.png', type: 'image/png', data: Buffer.from('not an image') } },
      ),
      ...owner(),
    });
    expect(text.status).toBe(415);
    expect(text.body.message).toMatch(/^The image must be a /);
    const none = await ctx.call('POST', '/api/blogs/images', { form: formData({}), ...owner() });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Choose an image file');
  });

  it('leaves addresses that are not uploads of ours alone', () => {
    const html =
      '<img src="https://cdn.example.com/x.png" alt="x"><img src="/uploads/odd.png" alt="y">';
    expect(withResponsiveImages(html)).toBe(html);
  });
});
