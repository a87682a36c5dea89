/**
 * The staffing desk's clients and job orders (issue 34): a client made with its contacts, read,
 * listed, renamed, its status and owner set, notes and a timeline; a consultation request or a
 * contact message made a client in one call; the roles checked on the server and every change
 * audited; a job's body with the job order's fields (the spec's form, which sends none, keeps
 * them), its margin computed and its rates shown only to the roles of the setting.
 */
import { describe, expect, it } from 'vitest';
import { createInquiry, createJob } from '../../../test/factories';
import { useSignedInServer } from '../../../test/signed-in-server';
import type { SignedIn } from '../../../test/test-server';

const ctx = useSignedInServer();
const as = (s: SignedIn) => ({ auth: { token: s.token } });

const SPEC_JOB_FORM = {
  title: 'Data Engineer',
  description: 'Pipelines.',
  requirements: ['SQL'],
  location: 'Columbus, OH',
  type: 'Contract',
  isActive: true,
};

async function newClient(name = 'Acme Logistics') {
  const answer = await ctx.call('POST', '/api/admin/clients', {
    ...as(ctx.admin),
    json: {
      name,
      website: 'https://acme.example',
      contacts: [
        { name: 'Hana Manager', email: 'Hana@Acme.example', role: 'VP Engineering' },
        { name: 'Ravi Buyer', email: 'ravi@acme.example', phone: '+1 614 555 0199' },
      ],
    },
  });
  expect(answer.status).toBe(201);
  expect(Object.keys(answer.body)).toEqual(['id']);
  return answer.body.id as string;
}

async function auditActions() {
  const log = await ctx.call('GET', '/api/admin/audit?limit=100', as(ctx.admin));
  return (log.body as Array<{ action: string; entityId: string | null }>).map(
    (e) => `${e.action}:${e.entityId}`,
  );
}

describe('clients', () => {
  it('makes a client with its contacts and reads it back', async () => {
    const id = await newClient();
    const { status, body } = await ctx.call('GET', `/api/admin/clients/${id}`, as(ctx.admin));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      _id: id,
      name: 'Acme Logistics',
      website: 'https://acme.example',
      status: 'prospect',
      owner: { email: ctx.admin.email },
      openJobOrders: 0,
      source: null,
    });
    expect(body.contacts).toEqual([
      expect.objectContaining({
        name: 'Hana Manager',
        email: 'hana@acme.example',
        role: 'VP Engineering',
        phone: '',
      }),
      expect.objectContaining({ name: 'Ravi Buyer', phone: '+1 614 555 0199', role: '' }),
    ]);
    expect(body.timeline.map((t: { text: string }) => t.text)).toEqual(['Client created']);
    expect(await auditActions()).toContain(`client.create:${id}`);
  });

  it('refuses bad input with the fields named, and an unknown id with 404', async () => {
    const missing = await ctx.call('POST', '/api/admin/clients', {
      ...as(ctx.admin),
      json: { website: 'not a url', contacts: [{ name: 'X', email: 'nope' }] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      name: expect.any(String),
      website: expect.any(String),
      'contacts.0.email': expect.any(String),
    });
    const unknown = await ctx.call(
      'GET',
      '/api/admin/clients/00000000-0000-4000-8000-000000000000',
      as(ctx.admin),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Client not found');
    const notUuid = await ctx.call('GET', '/api/admin/clients/abc', as(ctx.admin));
    expect(notUuid.status).toBe(404);
  });

  it('renames, sets status and owner, adds a contact and notes: all on the timeline and audited', async () => {
    const id = await newClient('Borealis Bank');
    const sales = await ctx.server.signIn({ role: 'sales', email: 'sam-sales@northbeam.test' });
    const editor = await ctx.server.signIn({ role: 'editor', email: 'ed@northbeam.test' });

    expect(
      (
        await ctx.call('PUT', `/api/admin/clients/${id}`, {
          ...as(sales),
          json: { name: 'Borealis Bank plc' },
        })
      ).status,
    ).toBe(200);
    const active = await ctx.call('PUT', `/api/admin/clients/${id}/status`, {
      ...as(sales),
      json: { status: 'active' },
    });
    expect(active.body.status).toBe('active');
    const badStatus = await ctx.call('PUT', `/api/admin/clients/${id}/status`, {
      ...as(sales),
      json: { status: 'gold' },
    });
    expect(badStatus.status).toBe(400);
    const owner = await ctx.call('PUT', `/api/admin/clients/${id}/owner`, {
      ...as(ctx.admin),
      json: { ownerId: sales.staffId },
    });
    expect(owner.body.owner).toMatchObject({ _id: sales.staffId });
    // An editor does not work with clients: not a possible owner.
    const editorOwner = await ctx.call('PUT', `/api/admin/clients/${id}/owner`, {
      ...as(ctx.admin),
      json: { ownerId: editor.staffId },
    });
    expect(editorOwner.status).toBe(400);
    const contact = await ctx.call('POST', `/api/admin/clients/${id}/contacts`, {
      ...as(sales),
      json: { name: 'Ines Finance', email: 'ines@borealis.example' },
    });
    expect(contact.status).toBe(201);
    const note = await ctx.call('POST', `/api/admin/clients/${id}/notes`, {
      ...as(sales),
      json: { body: 'Met at the fintech meetup; hiring three SREs in Q1.' },
    });
    expect(note.status).toBe(201);

    const { body } = await ctx.call('GET', `/api/admin/clients/${id}`, as(sales));
    expect(body.name).toBe('Borealis Bank plc');
    expect(body.contacts).toHaveLength(3);
    expect(body.notes).toEqual([
      expect.objectContaining({
        body: 'Met at the fintech meetup; hiring three SREs in Q1.',
        author: sales.email,
      }),
    ]);
    expect(body.timeline.map((t: { text: string }) => t.text)).toEqual(
      expect.arrayContaining([
        'Client created',
        'Details updated (Borealis Bank plc)',
        'Status set to Active',
        `Owner set to ${sales.name}`,
        'Contact added: Ines Finance',
        'Note added',
      ]),
    );
    const actions = await auditActions();
    for (const action of [
      'client.update',
      'client.status',
      'client.owner',
      'client.contact',
      'client.note',
    ]) {
      expect(actions).toContain(`${action}:${id}`);
    }

    const listed = await ctx.call('GET', '/api/admin/clients?status=active', as(sales));
    expect(listed.body.map((c: { _id: string }) => c._id)).toContain(id);
    const prospects = await ctx.call('GET', '/api/admin/clients?status=prospect', as(sales));
    expect(prospects.body.map((c: { _id: string }) => c._id)).not.toContain(id);
  });

  it('pages the list like the other lists: page and limit, the total, search and status', async () => {
    const names = ['Paging Delta', 'Paging Alpha', 'Paging Echo', 'Paging Charlie', 'Paging Bravo'];
    const ids = new Map<string, string>();
    for (const name of names) ids.set(name, await newClient(name));
    await ctx.call('PUT', `/api/admin/clients/${ids.get('Paging Echo')!}/status`, {
      ...as(ctx.admin),
      json: { status: 'active' },
    });
    const namesOf = (answer: { body: Array<{ name: string }> }) => answer.body.map((c) => c.name);

    const first = await ctx.call('GET', '/api/admin/clients?q=paging&limit=2', as(ctx.admin));
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('5');
    expect(namesOf(first)).toEqual(['Paging Alpha', 'Paging Bravo']);
    expect(first.headers.get('link')).toContain('page=2');
    const second = await ctx.call(
      'GET',
      '/api/admin/clients?q=paging&limit=2&page=2',
      as(ctx.admin),
    );
    expect(second.headers.get('x-total-count')).toBe('5');
    expect(namesOf(second)).toEqual(['Paging Charlie', 'Paging Delta']);
    const last = await ctx.call('GET', '/api/admin/clients?q=paging&limit=2&page=3', as(ctx.admin));
    expect(namesOf(last)).toEqual(['Paging Echo']);
    expect(last.headers.get('link')).not.toContain('rel="next"');

    // The status filter counts its own.
    const active = await ctx.call(
      'GET',
      '/api/admin/clients?q=paging&status=active',
      as(ctx.admin),
    );
    expect(active.headers.get('x-total-count')).toBe('1');
    expect(namesOf(active)).toEqual(['Paging Echo']);

    // No paging parameters: the first page of 50, as every list, with the total.
    const plain = await ctx.call('GET', '/api/admin/clients', as(ctx.admin));
    expect(plain.status).toBe(200);
    expect(Array.isArray(plain.body)).toBe(true);
    expect(Number(plain.headers.get('x-total-count'))).toBe(plain.body.length);
    expect(namesOf(plain)).toEqual(expect.arrayContaining(names));

    // Bad paging: a clear 400.
    const tooMany = await ctx.call('GET', '/api/admin/clients?limit=500', as(ctx.admin));
    expect(tooMany.status).toBe(400);
    expect(tooMany.text).toContain('limit must be at most 100');
    expect((await ctx.call('GET', '/api/admin/clients?page=zero', as(ctx.admin))).status).toBe(400);
  });

  it('checks the role on the server: an editor is refused every client call', async () => {
    const id = await newClient('Cobalt Health');
    const editor = await ctx.server.signIn({ role: 'editor', email: 'ed2@northbeam.test' });
    for (const [method, path, json] of [
      ['GET', '/api/admin/clients', undefined],
      ['GET', `/api/admin/clients/${id}`, undefined],
      ['POST', '/api/admin/clients', { name: 'X', contacts: [] }],
      ['PUT', `/api/admin/clients/${id}/status`, { status: 'active' }],
    ] as const) {
      const answer = await ctx.call(method, path, { ...as(editor), json });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    const recruiter = await ctx.server.signIn({ role: 'recruiter', email: 'rita@northbeam.test' });
    expect((await ctx.call('GET', `/api/admin/clients/${id}`, as(recruiter))).status).toBe(200);
    expect((await ctx.call('GET', `/api/admin/clients/${id}`)).status).toBe(401);
  });

  it('turns a consultation request or a contact message into a client with its contact', async () => {
    const request = await createInquiry(ctx.server.db, 'consultation_requests', {
      firstName: 'Olga',
      email: 'olga@delta.example',
      company: 'Delta Freight',
    });
    const made = await ctx.call('POST', '/api/admin/clients/from-inquiry', {
      ...as(ctx.admin),
      json: { kind: 'consultation', id: request.id },
    });
    expect(made.status).toBe(201);
    const { body } = await ctx.call('GET', `/api/admin/clients/${made.body.id}`, as(ctx.admin));
    expect(body).toMatchObject({
      name: 'Delta Freight',
      source: { kind: 'consultation', id: request.id },
      contacts: [expect.objectContaining({ name: 'Olga Lovelace', email: 'olga@delta.example' })],
    });
    expect(body.timeline[0].text).toBe('Client created from a consultation request');

    const message = await createInquiry(ctx.server.db, 'contact_submissions', { company: '' });
    const fromMessage = await ctx.call('POST', '/api/admin/clients/from-inquiry', {
      ...as(ctx.admin),
      json: { kind: 'contact', id: message.id },
    });
    expect(fromMessage.status).toBe(201);
    const second = await ctx.call(
      'GET',
      `/api/admin/clients/${fromMessage.body.id}`,
      as(ctx.admin),
    );
    // No company given: the person's name.
    expect(second.body.name).toBe('Ada Lovelace');
    expect(second.body.contacts[0].phone).toBe('+1 512 555 0100');

    // A recruiter works with clients but does not see contact messages.
    const recruiter = await ctx.server.signIn({ role: 'recruiter', email: 'rob@northbeam.test' });
    const refused = await ctx.call('POST', '/api/admin/clients/from-inquiry', {
      ...as(recruiter),
      json: { kind: 'contact', id: message.id },
    });
    expect(refused.status).toBe(403);
    const unknown = await ctx.call('POST', '/api/admin/clients/from-inquiry', {
      ...as(ctx.admin),
      json: { kind: 'contact', id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('job orders', () => {
  it('takes the job order fields, computes the margin and shows rates only to the roles of the setting', async () => {
    const clientId = await newClient('Evergreen Retail');
    const created = await ctx.call('POST', '/api/careers', {
      ...as(ctx.admin),
      json: {
        ...SPEC_JOB_FORM,
        clientId,
        openings: 3,
        billRate: 95,
        payRate: 66.5,
        confidential: false,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      clientId,
      clientName: 'Evergreen Retail',
      openings: 3,
      confidential: false,
    });
    // Rates never travel in the job's own answer.
    expect(created.body).not.toHaveProperty('billRate');
    const jobId = created.body._id as string;

    const order = await ctx.call('GET', `/api/admin/job-orders/${jobId}`, as(ctx.admin));
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      billRate: 95,
      payRate: 66.5,
      margin: 28.5,
      marginPercent: 30,
      ratesVisible: true,
      pipeline: { submitted: 0, placed: 0 },
    });

    const recruiter = await ctx.server.signIn({ role: 'recruiter', email: 'rae@northbeam.test' });
    const hidden = await ctx.call('GET', `/api/admin/job-orders/${jobId}`, as(recruiter));
    expect(hidden.body).toMatchObject({
      billRate: null,
      payRate: null,
      margin: null,
      ratesVisible: false,
    });
    const client = await ctx.call('GET', `/api/admin/clients/${clientId}`, as(recruiter));
    expect(client.body.jobOrders[0]).toMatchObject({ _id: jobId, billRate: null, margin: null });
    expect(client.body.openJobOrders).toBe(1);
    // …nor may they set them.
    const refused = await ctx.call('PUT', `/api/careers/${jobId}`, {
      ...as(recruiter),
      json: { ...SPEC_JOB_FORM, billRate: 200 },
    });
    expect(refused.status).toBe(403);

    // The spec's job form, which sends none of the fields, keeps them.
    const plain = await ctx.call('PUT', `/api/careers/${jobId}`, {
      ...as(recruiter),
      json: { ...SPEC_JOB_FORM, title: 'Senior Data Engineer' },
    });
    expect(plain.status).toBe(200);
    const kept = await ctx.call('GET', `/api/admin/job-orders/${jobId}`, as(ctx.admin));
    expect(kept.body).toMatchObject({
      title: 'Senior Data Engineer',
      clientId,
      openings: 3,
      billRate: 95,
      margin: 28.5,
    });

    // The setting widens who sees rates; only owners and administrators change it.
    const notAllowed = await ctx.call('PUT', '/api/admin/staffing-settings', {
      ...as(recruiter),
      json: { ratesRoles: ['owner', 'admin', 'recruiter'] },
    });
    expect(notAllowed.status).toBe(403);
    const widened = await ctx.call('PUT', '/api/admin/staffing-settings', {
      ...as(ctx.admin),
      json: { ratesRoles: ['admin', 'recruiter'] },
    });
    expect(widened.body.ratesRoles).toEqual(['owner', 'admin', 'recruiter']);
    const shown = await ctx.call('GET', `/api/admin/job-orders/${jobId}`, as(recruiter));
    expect(shown.body).toMatchObject({ billRate: 95, margin: 28.5, ratesVisible: true });
    await ctx.call('PUT', '/api/admin/staffing-settings', {
      ...as(ctx.admin),
      json: { ratesRoles: ['owner', 'admin'] },
    });
    expect(await auditActions()).toContain(`job.update:${jobId}`);
  });

  it('refuses an unknown client and bad terms with 400', async () => {
    const unknown = await ctx.call('POST', '/api/careers', {
      ...as(ctx.admin),
      json: { ...SPEC_JOB_FORM, clientId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('clientId');
    const bad = await ctx.call('POST', '/api/careers', {
      ...as(ctx.admin),
      json: { ...SPEC_JOB_FORM, openings: 0, feePercent: 140 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      openings: expect.any(String),
      feePercent: expect.any(String),
    });
  });

  it('never shows a confidential job order’s client publicly, and names an open one', async () => {
    const secret = await newClient('Zephyrine Confidential Holdings');
    const open = await newClient('Openly Named Outfitters');
    const hidden = await ctx.call('POST', '/api/careers', {
      ...as(ctx.admin),
      json: {
        ...SPEC_JOB_FORM,
        title: 'Stealth Platform Lead',
        clientId: secret,
        confidential: true,
      },
    });
    const named = await ctx.call('POST', '/api/careers', {
      ...as(ctx.admin),
      json: { ...SPEC_JOB_FORM, title: 'Named Platform Lead', clientId: open },
    });
    await createJob(ctx.server.db, { title: 'Plain job' });
    const publicReads = [
      await ctx.call('GET', '/api/careers?limit=100'),
      await ctx.call('GET', `/api/careers/${hidden.body._id}`),
      await ctx.call('GET', `/api/careers/${named.body._id}`),
      await ctx.call('GET', '/sitemap.xml'),
      await ctx.call('GET', '/feed.xml'),
    ];
    for (const answer of publicReads) expect(answer.text).not.toContain('Zephyrine');
    expect(publicReads[1]!.status).toBe(200);
    expect(publicReads[1]!.body).not.toHaveProperty('clientName');
    expect(publicReads[2]!.body.clientName).toBe('Openly Named Outfitters');
    // The team sees the client of both.
    const staff = await ctx.call('GET', `/api/careers/${hidden.body._id}`, as(ctx.admin));
    expect(staff.body.clientName).toBe('Zephyrine Confidential Holdings');
  });
});
