import { describe, expect, it, vi } from 'vitest';
import type { StaffProfile } from '../../contract/admin';
import type { ApiRequest, ApiResponse, Transport } from '../../api-client/transport';
import type { AdminPlatform, AdminSessionStore } from '../../platform/admin-platform';
import { createAdminContextValue } from '../app/admin-platform-context';

const ADMIN = {
  _id: 'a1',
  email: 'admin@example.com',
  name: 'Admin',
  role: 'owner' as const,
  twoFactor: false,
  twoFactorSetupRequired: false,
};

function memoryStore(initial: StaffProfile | null = null) {
  let value = initial;
  const store: AdminSessionStore & { value: () => StaffProfile | null } = {
    load: vi.fn(async () => value),
    save: vi.fn(async (info: StaffProfile) => {
      value = structuredClone(info);
    }),
    clear: vi.fn(async () => {
      value = null;
    }),
    value: () => value,
  };
  return store;
}

const json = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiResponse => ({
  status,
  headers,
  body,
});

/** A fake server behind the transport seam: one signed-in token, revocable. */
function fakeServer() {
  let signedIn = false;
  const requests: ApiRequest[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const key = `${request.method} ${request.path}`;
    if (key === 'POST /api/admin/login') {
      const { password } = (request.body as { data: { password: string } }).data;
      if (password !== 'right') return json(401, { message: 'Invalid email or password' });
      signedIn = true;
      return json(200, { ...ADMIN, token: 'secret-token' });
    }
    // The start's check answers 200 either way.
    if (key === 'GET /api/admin/session') return json(200, { admin: signedIn ? ADMIN : null });
    if (!signedIn) return json(401, { message: 'Not authenticated' });
    if (key === 'GET /api/admin/profile') return json(200, ADMIN);
    if (key === 'POST /api/admin/logout') {
      signedIn = false;
      return json(204, null);
    }
    if (key === 'GET /api/contact') return json(200, [], { 'x-total-count': '0' });
    return json(404, { message: 'Not found' });
  };
  return {
    transport,
    requests,
    expire: () => {
      signedIn = false;
    },
    signIn: () => {
      signedIn = true;
    },
  };
}

function platformWith(server: ReturnType<typeof fakeServer>, store = memoryStore()) {
  const platform: AdminPlatform = {
    kind: 'browser',
    transport: server.transport,
    session: store,
    download: vi.fn(async () => {}),
  };
  return { store, ...createAdminContextValue(platform) };
}

describe('admin session over the platform seam', () => {
  it('starts loading, then unauthenticated without a server session', async () => {
    const { session, store } = platformWith(fakeServer());
    expect(session.getState().status).toBe('loading');
    await session.start();
    expect(session.getState()).toEqual({ status: 'unauthenticated', admin: null });
    expect(store.value()).toBeNull();
  });

  it('a store that reads at once (the browser’s) is recalled before the first render', async () => {
    const server = fakeServer();
    server.signIn();
    const store = { ...memoryStore(ADMIN), recall: vi.fn(() => ADMIN) };
    const { session } = platformWith(server, store);
    // Known before start: the sign-in page draws its form (or waits) in its first render.
    expect(session.getState()).toEqual({ status: 'loading', admin: ADMIN, recalled: true });
    const seen: unknown[] = [];
    session.subscribe(() => seen.push(session.getState()));
    await session.start();
    expect(store.load).not.toHaveBeenCalled();
    // One change only: the server's answer (no second "recalled" render on the way).
    expect(seen).toEqual([{ status: 'authenticated', admin: ADMIN }]);
  });

  it('nobody recalled: the state says so at once; a failing recall falls back to load', async () => {
    const nobody = platformWith(fakeServer(), { ...memoryStore(), recall: () => null });
    expect(nobody.session.getState()).toEqual({ status: 'loading', admin: null, recalled: true });

    const broken = {
      ...memoryStore(ADMIN),
      recall: () => {
        throw new Error('storage is off');
      },
    };
    const server = fakeServer();
    server.signIn();
    const { session } = platformWith(server, broken);
    expect(session.getState()).toEqual({ status: 'loading', admin: null });
    await session.start();
    expect(broken.load).toHaveBeenCalled();
    expect(session.getState()).toEqual({ status: 'authenticated', admin: ADMIN });
  });

  it('confirms remembered admin info with GET session', async () => {
    const server = fakeServer();
    server.signIn();
    const { session, store } = platformWith(server, memoryStore(ADMIN));
    await session.start();
    expect(session.getState()).toEqual({ status: 'authenticated', admin: ADMIN });
    expect(store.value()).toEqual(ADMIN);
    expect(server.requests.map((r) => r.path)).toEqual(['/api/admin/session']);
  });

  it('a signed-out start asks once and gets no error', async () => {
    const server = fakeServer();
    const { session } = platformWith(server);
    await session.start();
    expect(session.getState().status).toBe('unauthenticated');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/admin/session']);
  });

  it('offline at start, the remembered person stays signed in until the server answers', async () => {
    const store = memoryStore(ADMIN);
    const platform: AdminPlatform = {
      kind: 'browser',
      transport: async () => {
        throw new TypeError('Failed to fetch');
      },
      session: store,
      download: async () => {},
    };
    const { session } = createAdminContextValue(platform);
    await session.start();
    expect(session.getState()).toEqual({ status: 'authenticated', admin: ADMIN });
    expect(store.value()).toEqual(ADMIN);
  });

  it('offline at start with nobody remembered: signed out', async () => {
    const platform: AdminPlatform = {
      kind: 'browser',
      transport: async () => {
        throw new TypeError('Failed to fetch');
      },
      session: memoryStore(),
      download: async () => {},
    };
    const { session } = createAdminContextValue(platform);
    await session.start();
    expect(session.getState().status).toBe('unauthenticated');
  });

  it('forgets remembered info the server no longer accepts', async () => {
    const { session, store } = platformWith(fakeServer(), memoryStore(ADMIN));
    await session.start();
    expect(session.getState().status).toBe('unauthenticated');
    expect(store.clear).toHaveBeenCalled();
    expect(store.value()).toBeNull();
  });

  it('login saves the admin info without the token', async () => {
    const { session, store } = platformWith(fakeServer());
    await session.start();
    const info = await session.login({ email: ADMIN.email, password: 'right' });
    expect(info).toEqual(ADMIN);
    expect(store.value()).toEqual(ADMIN);
    expect(JSON.stringify(store.value())).not.toContain('secret-token');
    expect(session.getState()).toEqual({ status: 'authenticated', admin: ADMIN });
  });

  it('a wrong password rejects with the server message and keeps the session out', async () => {
    const { session, store } = platformWith(fakeServer());
    await session.start();
    await expect(session.login({ email: ADMIN.email, password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
      fromServer: true,
    });
    expect(session.getState().status).toBe('unauthenticated');
    expect(store.save).not.toHaveBeenCalled();
  });

  it('a 401 from any call clears the session (onUnauthorized)', async () => {
    const server = fakeServer();
    const { session, store, api } = platformWith(server);
    await session.start();
    await session.login({ email: ADMIN.email, password: 'right' });
    const listener = vi.fn();
    session.subscribe(listener);
    server.expire();
    await expect(api.contact.list()).rejects.toMatchObject({ status: 401 });
    expect(session.getState()).toEqual({ status: 'unauthenticated', admin: null });
    expect(listener).toHaveBeenCalled();
    await vi.waitFor(() => expect(store.value()).toBeNull());
  });

  it('logout revokes on the server, then clears locally', async () => {
    const server = fakeServer();
    const { session, store, api } = platformWith(server);
    await session.start();
    await session.login({ email: ADMIN.email, password: 'right' });
    await session.logout();
    expect(server.requests.at(-1)?.path).toBe('/api/admin/logout');
    expect(session.getState().status).toBe('unauthenticated');
    expect(store.value()).toBeNull();
    await expect(api.admin.profile()).rejects.toMatchObject({ status: 401 });
  });

  it('logout still signs out locally when the server cannot be reached', async () => {
    const store = memoryStore(ADMIN);
    const platform: AdminPlatform = {
      kind: 'desktop',
      transport: async (request) => {
        if (request.path === '/api/admin/logout') throw new TypeError('Failed to fetch');
        return json(200, request.path === '/api/admin/session' ? { admin: ADMIN } : ADMIN);
      },
      session: store,
      download: async () => {},
    };
    const { session } = createAdminContextValue(platform);
    await session.start();
    expect(session.getState().status).toBe('authenticated');
    await session.logout();
    expect(session.getState().status).toBe('unauthenticated');
    expect(store.value()).toBeNull();
  });

  it('a slow startup check does not undo a newer login', async () => {
    const server = fakeServer();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: Transport = async (request) => {
      if (request.path === '/api/admin/session') {
        const answer = await server.transport(request);
        await gate;
        return answer;
      }
      return server.transport(request);
    };
    const { session } = platformWith({ ...server, transport: slow });
    const starting = session.start();
    await session.login({ email: ADMIN.email, password: 'right' });
    release();
    await starting;
    expect(session.getState().status).toBe('authenticated');
  });
});
