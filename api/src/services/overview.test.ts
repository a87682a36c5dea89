/** The overview: per role, new since the last visit, per status, and what waits for an answer. */
import { describe, expect, it } from 'vitest';
import type { Overview } from '@northbeam/shared/contract/workspace';
import { useSignedInServer } from '../../test/signed-in-server';
import { oneBusinessDayBefore } from './overview.service';

const ctx = useSignedInServer();

describe('one business day before', () => {
  it('looks back over weekends', () => {
    const at = (iso: string) => oneBusinessDayBefore(new Date(iso)).toISOString().slice(0, 10);
    expect(at('2031-06-17T10:00:00Z')).toBe('2031-06-16'); // Tuesday → Monday
    expect(at('2031-06-16T10:00:00Z')).toBe('2031-06-13'); // Monday → Friday
    expect(at('2031-06-15T10:00:00Z')).toBe('2031-06-13'); // Sunday → Friday
    expect(at('2031-06-14T10:00:00Z')).toBe('2031-06-13'); // Saturday → Friday
  });
});

describe('GET /api/admin/overview', () => {
  it('counts new since the last visit and lists what waits, until the team answers', async () => {
    const sales = await ctx.server.signIn({ role: 'sales' });
    const as = { auth: { token: sales.token } };
    const first = await ctx.call<Overview>('GET', '/api/admin/overview', as);
    expect(first.status).toBe(200);
    expect(first.body.lastVisit).toBeNull();
    expect(first.body.kinds.map((k) => k.kind)).toEqual(['contact', 'consultation']);

    const created = await ctx.call('POST', '/api/contact', {
      json: {
        firstName: 'Wendy',
        lastName: 'Waiting',
        email: 'wendy@overview.test',
        phone: '+1 614 555 0100',
        company: 'Acme',
        message: 'Anyone there?',
      },
    });
    const id = created.body._id as string;
    await ctx.server
      .db('contact_submissions')
      .where({ id })
      .update({ created_at: new Date(Date.now() - 5 * 86_400_000) });
    const fresh = await ctx.call('POST', '/api/contact', {
      json: {
        firstName: 'Nina',
        lastName: 'New',
        email: 'nina@overview.test',
        phone: '+1 614 555 0100',
        company: 'Acme',
        message: 'Hi',
      },
    });
    expect(fresh.status).toBe(201);

    const second = await ctx.call<Overview>('GET', '/api/admin/overview', as);
    expect(second.body.lastVisit).not.toBeNull();
    const contacts = second.body.kinds.find((k) => k.kind === 'contact')!;
    expect(contacts.newSinceLastVisit).toBe(1);
    expect(contacts.byStatus.new).toBeGreaterThanOrEqual(2);
    expect(contacts.waiting.map((w) => w._id)).toContain(id);
    expect(contacts.waiting.find((w) => w._id === id)).toMatchObject({
      name: 'Wendy Waiting',
      email: 'wendy@overview.test',
    });
    expect(contacts.waiting.map((w) => w.email)).not.toContain('nina@overview.test');

    await ctx.call('POST', `/api/contact/${id}/notes`, { ...as, json: { body: 'Calling now.' } });
    const third = await ctx.call<Overview>('GET', '/api/admin/overview', as);
    const after = third.body.kinds.find((k) => k.kind === 'contact')!;
    expect(after.waiting.map((w) => w._id)).not.toContain(id);
    expect(after.newSinceLastVisit).toBe(0);

    const recruiter = await ctx.server.signIn({ role: 'recruiter' });
    const theirs = await ctx.call<Overview>('GET', '/api/admin/overview', {
      auth: { token: recruiter.token },
    });
    expect(theirs.body.kinds.map((k) => k.kind)).toEqual(['application']);
  });
});
