import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResponse } from '@northbeam/shared/api-client/transport';
import { createNewItemsWatcher, describeNewItems } from './notifications';

const ORIGIN = 'https://www.example.com';

async function setup() {
  const dir = await mkdtemp(join(tmpdir(), 'northbeam-notify-'));
  const data = {
    applications: [] as { appliedAt: string }[],
    consultations: [] as { createdAt: string }[],
  };
  let clock = new Date('2026-01-01T10:00:00Z');
  let signedIn = true;
  const notified: string[] = [];
  const requests: ApiRequest[] = [];
  const forward = async (req: ApiRequest): Promise<ApiResponse> => {
    requests.push(req);
    const body = req.path === '/api/consultation' ? data.consultations : data.applications;
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
    setClock: (d: string) => (clock = new Date(d)),
    signOut: () => (signedIn = false),
  };
}

describe('new-items notifications', () => {
  it('says nothing on the first look, then announces what arrived since', async () => {
    const t = await setup();
    t.data.applications.push({ appliedAt: '2026-01-01T09:00:00Z' });
    expect(await t.watcher.check()).toEqual({ applications: 0, consultations: 0 });
    expect(t.notified).toEqual([]);

    t.data.applications.push(
      { appliedAt: '2026-01-01T10:05:00Z' },
      { appliedAt: '2026-01-01T10:06:00Z' },
    );
    t.data.consultations.push({ createdAt: '2026-01-01T10:07:00Z' });
    expect(await t.watcher.check()).toEqual({ applications: 2, consultations: 1 });
    expect(t.notified).toEqual([
      'New since your last look: 2 job applications and 1 consultation request.',
    ]);

    // Announced once only.
    expect(await t.watcher.check()).toEqual({ applications: 0, consultations: 0 });
    expect(t.notified).toHaveLength(1);
    expect(t.requests[0]).toMatchObject({ method: 'GET', path: '/api/careers/applications' });
  });

  it('counts nothing the administrator already looked at', async () => {
    const t = await setup();
    await t.watcher.check();
    t.data.consultations.push({ createdAt: '2026-01-01T10:30:00Z' });
    t.setClock('2026-01-01T11:00:00Z');
    await t.watcher.markSeen();
    expect(await t.watcher.check()).toEqual({ applications: 0, consultations: 0 });
    expect(t.notified).toEqual([]);
  });

  it('does not poll while signed out', async () => {
    const t = await setup();
    t.signOut();
    expect(await t.watcher.check()).toBeNull();
    expect(t.requests).toHaveLength(0);
  });

  it('words the message', () => {
    expect(describeNewItems({ applications: 0, consultations: 0 })).toBeNull();
    expect(describeNewItems({ applications: 1, consultations: 0 })?.body).toBe(
      'New since your last look: 1 job application.',
    );
    expect(describeNewItems({ applications: 0, consultations: 100 })?.body).toBe(
      'New since your last look: 100+ consultation requests.',
    );
  });
});
