import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResponse } from '@northbeam/shared/api-client/transport';
import { routes } from '@northbeam/shared/contract/routes';
import { createNewItemsWatcher, describeNewItems } from './notifications';

const ORIGIN = 'https://www.example.com';

async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'northbeam-notify-'));
  const data = {
    applications: [] as { appliedAt: string }[],
    consultations: [] as { createdAt: string }[],
    contacts: [] as { createdAt: string }[],
    preferences: { contact: 'instant', consultation: 'digest', application: 'instant' } as
      Record<string, string> | undefined,
  };
  let clock = new Date('2026-01-01T10:00:00Z');
  let signedIn = true;
  const notified: string[] = [];
  const requests: ApiRequest[] = [];
  // Lists the signed-in role may not read (the server answers 403).
  const forbidden = new Set<string>();
  const forward = async (req: ApiRequest): Promise<ApiResponse> => {
    requests.push(req);
    if (req.path === routes.notifications.preferences.path) {
      return data.preferences
        ? { status: 200, headers: {}, body: data.preferences }
        : { status: 404, headers: {}, body: { message: 'Not found' } };
    }
    if (forbidden.has(req.path)) {
      return { status: 403, headers: {}, body: { message: 'Your role does not include this.' } };
    }
    const body =
      req.path === routes.consultation.list.path
        ? data.consultations
        : req.path === routes.contact.list.path
          ? data.contacts
          : data.applications;
    return { status: 200, headers: {}, body };
  };
  const watcher = createNewItemsWatcher({
    userDataDir: dir,
    getOrigin: () => ORIGIN,
    hasSession: async () => signedIn,
    forward,
    notify: (_title, body) => void notified.push(body),
    now: () => clock,
  });
  return {
    watcher,
    data,
    notified,
    requests,
    forbidden,
    setClock: (d: string) => (clock = new Date(d)),
    signOut: () => (signedIn = false),
  };
}

describe('new-items notifications', () => {
  it('says nothing on the first look, then announces what arrived since', async () => {
    const t = await setup();
    t.data.applications.push({ appliedAt: '2026-01-01T09:00:00Z' });
    expect(await t.watcher.check()).toEqual({ applications: 0, consultations: 0, contacts: 0 });
    expect(t.notified).toEqual([]);

    t.data.applications.push(
      { appliedAt: '2026-01-01T10:05:00Z' },
      { appliedAt: '2026-01-01T10:06:00Z' },
    );
    t.data.consultations.push({ createdAt: '2026-01-01T10:07:00Z' });
    t.data.contacts.push({ createdAt: '2026-01-01T10:08:00Z' });
    expect(await t.watcher.check()).toEqual({ applications: 2, consultations: 1, contacts: 1 });
    expect(t.notified).toEqual([
      'New since your last look: 2 job applications, 1 consultation request and 1 contact message.',
    ]);

    // Announced once only.
    expect(await t.watcher.check()).toEqual({ applications: 0, consultations: 0, contacts: 0 });
    expect(t.notified).toHaveLength(1);
    expect(t.requests.map((r) => r.path)).toContain('/api/careers/applications');
  });

  it("follows the administrator's notification preferences: a kind turned off is not announced", async () => {
    const t = await setup();
    t.data.preferences = { contact: 'off', consultation: 'instant', application: 'off' };
    await t.watcher.check();
    t.data.applications.push({ appliedAt: '2026-01-01T10:05:00Z' });
    t.data.contacts.push({ createdAt: '2026-01-01T10:05:00Z' });
    t.data.consultations.push({ createdAt: '2026-01-01T10:06:00Z' });
    expect(await t.watcher.check()).toMatchObject({
      consultations: 1,
      applications: 0,
      contacts: 0,
    });
    expect(t.notified).toEqual(['New since your last look: 1 consultation request.']);
    // Everything off: nothing is even listed.
    t.data.preferences = { contact: 'off', consultation: 'off', application: 'off' };
    t.requests.length = 0;
    await t.watcher.check();
    expect(t.requests.map((r) => r.path)).toEqual([routes.notifications.preferences.path]);
  });

  it("watches only what the person's role includes: a salesperson hears of leads", async () => {
    const t = await setup();
    t.forbidden.add(routes.applications.list.path);
    await t.watcher.check();
    t.data.applications.push({ appliedAt: '2026-01-01T10:05:00Z' });
    t.data.contacts.push({ createdAt: '2026-01-01T10:06:00Z' });
    expect(await t.watcher.check()).toEqual({ applications: 0, consultations: 0, contacts: 1 });
    expect(t.notified).toEqual(['New since your last look: 1 contact message.']);
  });

  it('against a server without preferences, watches what it always did', async () => {
    const t = await setup();
    t.data.preferences = undefined;
    await t.watcher.check();
    t.data.applications.push({ appliedAt: '2026-01-01T10:05:00Z' });
    t.data.contacts.push({ createdAt: '2026-01-01T10:05:00Z' });
    expect(await t.watcher.check()).toMatchObject({ applications: 1, contacts: 0 });
  });

  it('counts nothing the administrator already looked at', async () => {
    const t = await setup();
    await t.watcher.check();
    t.data.consultations.push({ createdAt: '2026-01-01T10:30:00Z' });
    t.setClock('2026-01-01T11:00:00Z');
    await t.watcher.markSeen();
    expect(await t.watcher.check()).toEqual({ applications: 0, consultations: 0, contacts: 0 });
    expect(t.notified).toEqual([]);
  });

  it('does not poll while signed out', async () => {
    const t = await setup();
    t.signOut();
    expect(await t.watcher.check()).toBeNull();
    expect(t.requests).toHaveLength(0);
  });

  it('words the message', () => {
    expect(describeNewItems({ applications: 0, consultations: 0, contacts: 0 })).toBeNull();
    expect(describeNewItems({ applications: 1, consultations: 0 })?.body).toBe(
      'New since your last look: 1 job application.',
    );
    expect(describeNewItems({ applications: 0, consultations: 100 })?.body).toBe(
      'New since your last look: 100+ consultation requests.',
    );
  });
});
