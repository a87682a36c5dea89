/**
 * The client derived from the route table: what goes over the wire for each kind of route (a
 * path with parameters, a typed query, a JSON body, a multipart form with files, a JSON body on a
 * multipart route, `If-Match`), what comes back (a checked answer, a page with its total), and
 * what the compiler refuses (the `@ts-expect-error` lines fail the typecheck if a wrong call
 * compiles). The real server is exercised by api/src/routes/route-table.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../contract/routes';
import { createAdminApi } from './admin-api';
import { UnexpectedAnswerError } from './call';
import type { ApiRequest, ApiResponse, Transport } from './transport';

function recording(answer: (request: ApiRequest) => Partial<ApiResponse>) {
  const sent: ApiRequest[] = [];
  const transport: Transport = (request) => {
    sent.push(request);
    return Promise.resolve({ status: 200, headers: {}, body: null, ...answer(request) });
  };
  return { sent, api: createAdminApi(transport) };
}

const application = {
  _id: 'a1',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  coverLetter: '',
  resumeUrl: '/uploads/resumes/a1.pdf',
  resumeName: 'ada.pdf',
  job: null,
  status: 'hired',
  appliedAt: '2026-11-01T10:00:00.000Z',
};

describe('the derived admin client', () => {
  it('has a call for every route the admin calls, in the shape of the table', () => {
    const { api } = recording(() => ({}));
    const client: Record<string, object> = api;
    for (const [area, group] of Object.entries(routes)) {
      const calls: Record<string, unknown> = { ...client[area] };
      for (const name of Object.keys(group)) {
        expect(typeof calls[name], `${area}.${name}`).toBe('function');
      }
    }
  });

  it('sends the route’s method and path with its parameters encoded, and a JSON body', async () => {
    const { sent, api } = recording(() => ({ body: application }));
    const updated = await api.applications.updateStatus({
      params: { id: 'a/1' },
      body: { status: 'hired' },
    });
    expect(updated.status).toBe('hired');
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/careers/applications/a%2F1',
      body: { kind: 'json', data: { status: 'hired' } },
    });
  });

  it('answers a list route with the page and the total from X-Total-Count', async () => {
    const { sent, api } = recording(() => ({
      body: [application],
      headers: { 'x-total-count': '41' },
    }));
    const page = await api.applications.list({
      query: { page: 3, limit: 20, status: 'hired', q: undefined },
    });
    expect(page).toEqual({ items: [application], total: 41, page: 3, limit: 20 });
    expect(sent[0]?.query).toEqual({ page: 3, limit: 20, status: 'hired' });
  });

  it('sends a multipart route’s fields as text and its files, or JSON when asked', async () => {
    const { sent, api } = recording(() => ({ body: null }));
    const image = { name: 'cover.png', type: 'image/png', data: new Uint8Array([1, 2]) };
    await api.blogs
      .update({
        params: { id: 'p1' },
        body: { title: 'Hello', tags: ['cloud', 'ai'], published: true },
        files: { image, other: undefined },
        ifMatch: '"4"',
      })
      .catch(() => undefined);
    expect(sent[0]).toEqual({
      method: 'PUT',
      path: '/api/blogs/p1',
      body: {
        kind: 'multipart',
        fields: { title: 'Hello', tags: 'cloud, ai', published: 'true' },
        files: { image },
      },
      ifMatch: '"4"',
    });
    await api.blogs.update({ params: { id: 'p1' }, json: { published: false } }).catch(() => 0);
    expect(sent[1]?.body).toEqual({ kind: 'json', data: { published: false } });
  });

  it('refuses an answer that does not match the route’s declared output', async () => {
    const { api } = recording(() => ({ body: { status: 'hired' } }));
    await expect(api.applications.get({ params: { id: 'a1' } })).rejects.toBeInstanceOf(
      UnexpectedAnswerError,
    );
  });

  it('types every call from its declaration', () => {
    const { api } = recording(() => ({}));
    const never = () => {
      // @ts-expect-error a field the route does not declare
      void api.applications.updateStatus({ params: { id: 'a' }, body: { state: 'hired' } });
      // @ts-expect-error a status the contract does not have
      void api.applications.updateStatus({ params: { id: 'a' }, body: { status: 'new' } });
      // @ts-expect-error the path's parameter is missing
      void api.applications.get();
      // @ts-expect-error a query parameter of the wrong type
      void api.applications.list({ query: { status: 42 } });
      // @ts-expect-error a file answer is a link, not a call
      void api.applications.resume;
    };
    expect(typeof never).toBe('function');
  });
});
