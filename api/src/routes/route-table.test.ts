/**
 * The route table against the running API: what it declares is what the server does, and the
 * clients that call through it get answers of the declared shapes.
 */
import { describe, expect, it } from 'vitest';
import { createAdminApi } from '@northbeam/shared/api-client/admin-api';
import { answerOf, UnexpectedAnswerError } from '@northbeam/shared/api-client/call';
import { createPublicApi } from '@northbeam/shared/api-client/public-api';
import { createFetchTransport } from '@northbeam/shared/api-client/transport';
import { ALL_ROUTES, routes, type RouteDef } from '@northbeam/shared/contract/routes';
import { fixture } from '../../test/http';
import { useSignedInServer } from '../../test/signed-in-server';

const ctx = useSignedInServer();
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const withDummyParams = (path: string) => path.replace(/:[A-Za-z]+/g, NO_SUCH_ID);

describe('the route table', () => {
  it('every call it declares admin-only refuses an anonymous caller with 401', async () => {
    const adminRoutes = ALL_ROUTES.filter((route) => route.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(15);
    for (const route of adminRoutes) {
      const res = await fetch(`${ctx.server.url}${withDummyParams(route.path)}`, {
        method: route.method,
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(await res.json()).toEqual({ message: 'Not signed in' });
    }
  });

  it('every public call it declares is served (never the router’s own 404 or 405)', async () => {
    for (const route of ALL_ROUTES.filter((r) => r.access === 'public')) {
      const res = await fetch(`${ctx.server.url}${withDummyParams(route.path)}`, {
        method: route.method,
        headers: { 'Content-Type': 'application/json' },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      });
      const body = res.status === 204 ? null : ((await res.json()) as { message?: string });
      expect(
        [404, 405].includes(res.status) &&
          /^(Not found|Method not allowed)$/.test(body?.message ?? ''),
        `${route.method} ${route.path}: ${res.status} ${body?.message}`,
      ).toBe(false);
    }
  });

  it("the clients' calls get answers of the declared shapes, end to end", async () => {
    const admin = createAdminApi(
      createFetchTransport({
        baseUrl: ctx.server.url,
        headers: () => ({ Authorization: `Bearer ${ctx.admin.token}` }),
      }),
    );
    const visitor = createPublicApi(createFetchTransport({ baseUrl: ctx.server.url }));

    expect((await admin.admin.profile()).email).toBe(ctx.admin.email);
    const job = await admin.jobs.create({
      body: {
        title: 'Route table engineer',
        description: 'Declares calls once.',
        requirements: ['TypeScript'],
        location: 'Remote',
      },
    });
    expect((await visitor.getJob(job._id)).title).toBe('Route table engineer');
    expect(
      (await admin.job.update({ params: { id: job._id }, body: { ...job, location: 'Lisbon' } }))
        .location,
    ).toBe('Lisbon');
    expect((await visitor.listJobs()).items.map((j) => j._id)).toContain(job._id);
    expect((await admin.jobs.list({ query: { status: 'active' } })).total).toBeGreaterThan(0);

    const post = await admin.blogs.create({
      body: {
        title: 'Declared once',
        content: '<p>One table of routes.</p>',
        excerpt: 'Paths in one place.',
        category: 'DevOps',
        author: 'Team',
        tags: ['architecture'],
        published: true,
      },
      files: {
        image: { name: 'cover.png', type: 'image/png', data: new Uint8Array(fixture('image.png')) },
      },
    });
    expect((await visitor.getBlog(post.slug)).content).toContain('One table of routes.');
    expect((await visitor.listBlogs({ tag: 'architecture' })).items[0]?._id).toBe(post._id);
    expect((await visitor.listBlogsByCategory('DevOps')).map((p) => p._id)).toContain(post._id);
    expect(
      (await admin.blogs.update({ params: { id: post._id }, json: { published: false } }))
        .published,
    ).toBe(false);
    expect(
      (await admin.blogs.adminList({ query: { status: 'draft' } })).items.map((p) => p._id),
    ).toContain(post._id);

    const person = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'Hello',
    };
    const contact = await visitor.submitContact({
      ...person,
      phone: '+1 555 0100',
      company: 'Engines',
    });
    expect(
      (
        await admin.contact.updateStatus({
          params: { id: contact._id },
          body: { status: 'resolved' },
        })
      ).status,
    ).toBe('resolved');
    expect(
      (await admin.contact.setSpam({ params: { id: contact._id }, body: { spam: true } })).spam
        ?.verdict,
    ).toBe('spam');
    expect((await admin.contact.list({ query: { spam: 'only' } })).items[0]?._id).toBe(contact._id);

    const consultation = await visitor.submitConsultation({ ...person, company: 'Engines' });
    expect(
      (
        await admin.consultation.updateStatus({
          params: { id: consultation._id },
          body: { status: 'completed' },
        })
      ).status,
    ).toBe('completed');
    expect(
      (
        await admin.consultation.setSpam({
          params: { id: consultation._id },
          body: { spam: false },
        })
      ).spam,
    ).toBeNull();
    expect((await admin.consultation.list()).items.map((c) => c._id)).toContain(consultation._id);

    const application = await visitor.applyToJob(
      job._id,
      { fullName: 'Ada Lovelace', email: person.email, phone: '+1 555 0100', coverLetter: '' },
      { name: 'resume.pdf', type: 'application/pdf', data: new Uint8Array(fixture('resume.pdf')) },
    );
    expect(application.job?._id).toBe(job._id);
    expect(
      (
        await admin.applications.updateStatus({
          params: { id: application._id },
          body: { status: 'reviewing' },
        })
      ).status,
    ).toBe('reviewing');
    expect(
      (await admin.applications.setSpam({ params: { id: application._id }, body: { spam: false } }))
        .spam,
    ).toBeNull();
    expect((await admin.applications.list()).items.map((a) => a._id)).toContain(application._id);

    expect((await admin.audit.list({ query: { action: 'blog.create' } })).items[0]?.entityId).toBe(
      post._id,
    );
    await admin.blogs.remove({ params: { id: post._id } });
    await admin.job.remove({ params: { id: job._id } });
  });

  it('exactly the writes the table says change public content clear the caches', async () => {
    const admin = createAdminApi(
      createFetchTransport({
        baseUrl: ctx.server.url,
        headers: () => ({ Authorization: `Bearer ${ctx.admin.token}` }),
      }),
    );
    const visitor = createPublicApi(createFetchTransport({ baseUrl: ctx.server.url }));
    const exercised = new Set<string>();
    /** Runs a call; expects the caches cleared exactly when its route declares `invalidates`. */
    const expectClears = async <T>(route: RouteDef, call: () => Promise<T>): Promise<T> => {
      const before = ctx.server.cache.generation();
      const result = await call();
      const cleared = ctx.server.cache.generation() > before;
      expect(cleared, `${route.method} ${route.path}`).toBe((route.invalidates?.length ?? 0) > 0);
      exercised.add(`${route.method} ${route.path}`);
      return result;
    };
    const image = {
      name: 'cover.png',
      type: 'image/png',
      data: new Uint8Array(fixture('image.png')),
    };
    const postInput = {
      title: 'Cache check',
      content: '<p>Changes clear the caches.</p>',
      excerpt: 'Cache check.',
      category: 'DevOps' as const,
      author: 'Team',
      tags: [],
      published: true,
    };
    const jobInput = {
      title: 'Cache engineer',
      description: 'Clears caches.',
      requirements: ['Care'],
      location: 'Remote',
    };

    const job = await expectClears(routes.jobs.create, () => admin.jobs.create({ body: jobInput }));
    await expectClears(routes.job.update, () =>
      admin.job.update({ params: { id: job._id }, body: jobInput }),
    );
    // A client's name shows on its job orders' pages (unless confidential).
    const client = await expectClears(routes.clients.create, () =>
      admin.clients.create({ body: { name: 'Cache Client', contacts: [] } }),
    );
    await expectClears(routes.clients.update, () =>
      admin.clients.update({ params: { id: client.id }, body: { name: 'Cache Client Renamed' } }),
    );
    const post = await expectClears(routes.blogs.create, () =>
      admin.blogs.create({ body: postInput, files: { image } }),
    );
    await expectClears(routes.blogs.update, () =>
      admin.blogs.update({ params: { id: post._id }, body: postInput }),
    );
    await expectClears(routes.blogs.update, () =>
      admin.blogs.update({ params: { id: post._id }, json: { published: false } }),
    );
    const person = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    const contact = await expectClears(routes.contact.submit, () =>
      visitor.submitContact({ ...person, phone: '+1 555 0100', company: '', message: '' }),
    );
    await expectClears(routes.contact.updateStatus, () =>
      admin.contact.updateStatus({ params: { id: contact._id }, body: { status: 'resolved' } }),
    );
    const application = await expectClears(routes.job.apply, () =>
      visitor.applyToJob(
        job._id,
        { fullName: 'Ada', email: person.email, phone: '+1 555 0100', coverLetter: '' },
        { name: 'cv.pdf', type: 'application/pdf', data: new Uint8Array(fixture('resume.pdf')) },
      ),
    );
    await expectClears(routes.applications.updateStatus, () =>
      admin.applications.updateStatus({
        params: { id: application._id },
        body: { status: 'hired' },
      }),
    );
    await expectClears(routes.blogs.remove, () => admin.blogs.remove({ params: { id: post._id } }));
    await expectClears(routes.job.remove, () => admin.job.remove({ params: { id: job._id } }));

    // Every route that declares `invalidates` was exercised above.
    for (const route of ALL_ROUTES.filter((r) => r.invalidates?.length)) {
      expect(exercised, `${route.method} ${route.path}`).toContain(`${route.method} ${route.path}`);
    }
  });

  it('a client refuses an answer of another shape', () => {
    const wrong = { status: 200, headers: {}, body: { _id: 'x', title: 42 } };
    expect(() => answerOf(routes.blogs.get, wrong)).toThrow(UnexpectedAnswerError);
    expect(() => answerOf(routes.blogs.list, { ...wrong, body: [wrong.body] })).toThrow(
      /GET \/api\/blogs: 0\./,
    );
  });
});
