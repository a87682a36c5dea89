/**
 * Handlers registered from the route table: typed from the declaration (a wrong answer does not
 * compile), their UUID parameters, query and body checked before they run, and, under
 * `checkAnswers` (the test servers), every JSON answer checked against the declared output.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@northbeam/shared/contract/routes';
import { createLogger } from '../logger';
import { errorHandler } from '../middleware/errors';
import { requestLog } from '../middleware/request-log';
import { declaredRoutes, type AnswerMismatch } from './declared-routes';

const post = {
  _id: 'b1',
  title: 'A post',
  slug: 'a-post',
  excerpt: 'Short.',
  content: '<p>Long.</p>',
  author: 'Team',
  category: 'DevOps' as const,
  tags: [],
  published: true,
  imageUrl: '/uploads/a.png',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('declared routes', () => {
  const mismatches: AnswerMismatch[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    app.use(requestLog(createLogger('silent')));
    app.use(errorHandler());
    app.use(bodyParser());
    // A signed-in owner (the session's part is tested elsewhere): the admin routes' check passes.
    app.use((ctx, next) => {
      ctx.state.staff = {
        id: '00000000-0000-4000-8000-00000000000a',
        email: 'owner@example.com',
        name: 'Owner',
        role: 'owner',
        twoFactor: false,
        twoFactorSetupRequired: false,
      };
      return next();
    });
    const router = new Router();
    const on = declaredRoutes(router, { origins: [], checkAnswers: mismatches });
    on(routes.blogs.get, ({ params }) => {
      // A handler that answers what the contract does not declare: the compiler refuses a wrong
      // type without the cast; a field too many it cannot see (a returned object's extra field).
      if (params.slugOrId === 'wrong')
        return { ...post, published: 'yes' } as unknown as typeof post;
      const extra = { ...post, passwordHash: 'x' };
      if (params.slugOrId === 'extra') return extra;
      return { ...post, slug: params.slugOrId };
    });
    on(routes.blogs.revisions, { uuid: { id: 'Post not found' } }, ({ params, query }) => {
      expect(params.id).toBe(params.id.toLowerCase());
      return [
        {
          _id: `${params.id}:${query.page}:${query.limit}`,
          kind: 'save' as const,
          title: post.title,
          published: true,
          version: 1,
          by: null,
          createdAt: post.createdAt,
        },
      ];
    });
    on(
      routes.contact.updateStatus,
      { uuid: { id: 'Contact submission not found' } },
      ({ body }) => ({
        _id: 'c1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '',
        company: '',
        message: 'Hello',
        status: body.status,
        createdAt: post.createdAt,
        spam: null,
      }),
    );
    app.use(router.routes());
    const koa = app.callback();
    // Koa answers a request's errors itself: its promise is never rejected.
    server = createServer((req, res) => void koa(req, res)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers what the handler returns, checked against the declared output', async () => {
    const res = await fetch(`${url}/api/blogs/a-post`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(post);
    expect(mismatches).toEqual([]);
  });

  it('refuses an answer that does not match its declaration: 500, recorded', async () => {
    const res = await fetch(`${url}/api/blogs/wrong`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error' });
    expect(mismatches).toEqual([
      { route: 'GET /api/blogs/:slugOrId', issue: expect.stringMatching(/^published: /) },
    ]);
    mismatches.length = 0;
    const extra = await fetch(`${url}/api/blogs/extra`);
    expect(extra.status).toBe(500);
    expect(mismatches).toEqual([
      { route: 'GET /api/blogs/:slugOrId', issue: 'passwordHash: not declared' },
    ]);
    mismatches.length = 0;
  });

  it('checks UUID parameters (404 as an unknown id) and the query (400) before the handler', async () => {
    const id = 'AAAAAAAA-0000-4000-8000-000000000000';
    const ok = await fetch(`${url}/api/blogs/${id}/revisions?page=2`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Array<{ _id: string }>)[0]!._id).toBe(`${id.toLowerCase()}:2:50`);
    const notAnId = await fetch(`${url}/api/blogs/not-an-id/revisions`);
    expect(notAnId.status).toBe(404);
    expect(await notAnId.json()).toEqual({ message: 'Post not found' });
    const badPage = await fetch(`${url}/api/blogs/${id}/revisions?page=zero`);
    expect(badPage.status).toBe(400);
    expect(await badPage.json()).toMatchObject({ message: 'page must be a number' });
  });

  it('parses the declared body with its schema (400 with the field’s error)', async () => {
    const put = (body: string) =>
      fetch(`${url}/api/contact/00000000-0000-4000-8000-000000000000`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
    const ok = await put(JSON.stringify({ status: 'resolved' }));
    expect(((await ok.json()) as { status: string }).status).toBe('resolved');
    const bad = await put(JSON.stringify({ status: 'lost' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { status: expect.any(String) } });
    const notAnObject = await put('[1]');
    expect(notAnObject.status).toBe(400);
    expect(await notAnObject.json()).toEqual({ message: 'Expected a JSON object body' });
    expect(mismatches).toEqual([]);
  });

  it('types handlers from the declaration: a wrong answer does not compile', () => {
    const on = declaredRoutes(new Router(), { origins: [] });
    const contact = {
      _id: 'c1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      company: '',
      message: 'Hello',
      status: 'new' as const,
      createdAt: post.createdAt,
    };
    // @ts-expect-error `title` must be a string: the declared output says so.
    on(routes.blogs.get, () => ({ ...post, title: 1 }));
    // @ts-expect-error A list route answers an array of its output.
    on(routes.blogs.list, () => post);
    // @ts-expect-error The body of a status update has no `spam`.
    on(routes.contact.updateStatus, ({ body }) => ({ ...contact, status: body.spam }));
    // @ts-expect-error No such query parameter on the audit list.
    on(routes.audit.list, ({ query }) => (query.sort ? [] : []));
    // @ts-expect-error The job's path has no `slug` parameter.
    on(routes.job.get, ({ params }) => ({ ...post, slug: params.slug }));
    expect(true).toBe(true);
  });
});
