import { describe, expect, it, vi } from 'vitest';
import { INVOKE, MAX_UPLOAD_BYTES, apiPath, invokeArgs } from './ipc-contract';
import {
  createSenderCheck,
  registerIpcHandlers,
  type DesktopHandlers,
  type InvokeEventLike,
  type IpcMainLike,
} from './ipc-handlers';

type Listener = (event: InvokeEventLike, ...args: unknown[]) => unknown;

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipc: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
    removeHandler: (channel) => void handlers.delete(channel),
  };
  return { ipc, handlers };
}

const APP = 'app://admin/index.html';

function setup() {
  const calls: { channel: string; arg: unknown }[] = [];
  const handler =
    (channel: string, result: unknown) =>
    async (arg: unknown): Promise<never> => {
      calls.push({ channel, arg });
      return result as never;
    };
  const handlers: DesktopHandlers = {
    [INVOKE.apiRequest]: handler(INVOKE.apiRequest, { status: 200, headers: {}, body: [] }),
    [INVOKE.apiDownload]: handler(INVOKE.apiDownload, { saved: false }),
    [INVOKE.apiReadFile]: handler(INVOKE.apiReadFile, {
      data: new Uint8Array([37, 80, 68, 70]),
      contentType: 'application/pdf',
    }),
    [INVOKE.settingsGet]: handler(INVOKE.settingsGet, { serverOrigin: null }),
    [INVOKE.settingsProbe]: handler(INVOKE.settingsProbe, { ok: false, error: 'x' }),
    [INVOKE.settingsSetServer]: handler(INVOKE.settingsSetServer, { ok: false, error: 'x' }),
    [INVOKE.updateGet]: handler(INVOKE.updateGet, { kind: 'idle' }),
    [INVOKE.updateRestart]: handler(INVOKE.updateRestart, { restarting: false }),
    [INVOKE.clipboardWriteText]: handler(INVOKE.clipboardWriteText, undefined),
  };
  const { ipc, handlers: registered } = fakeIpcMain();
  const refused = vi.fn();
  const dispose = registerIpcHandlers({
    ipcMain: ipc,
    isTrustedSender: createSenderCheck(['app://admin', 'http://localhost:5173']),
    handlers,
    onRefused: refused,
  });
  const invoke = (channel: string, url: string | null, ...args: unknown[]) => {
    const listener = registered.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return Promise.resolve(listener({ senderFrame: url === null ? null : { url } }, ...args));
  };
  return { invoke, calls, refused, registered, dispose };
}

describe('IPC allow-list', () => {
  it('registers exactly the allow-listed channels and removes them on dispose', () => {
    const { registered, dispose } = setup();
    expect([...registered.keys()].sort()).toEqual(Object.keys(invokeArgs).sort());
    expect([...registered.keys()].sort()).toEqual(Object.values(INVOKE).sort());
    dispose();
    expect(registered.size).toBe(0);
  });

  it('runs a valid call from the app page and passes the parsed argument', async () => {
    const { invoke, calls } = setup();
    const request = { method: 'GET', path: '/api/contact', query: { page: 1, q: undefined } };
    await expect(invoke(INVOKE.apiRequest, APP, request)).resolves.toEqual({
      status: 200,
      headers: {},
      body: [],
    });
    expect(calls).toEqual([{ channel: INVOKE.apiRequest, arg: request }]);
    await invoke(INVOKE.settingsGet, 'http://localhost:5173/#/admin/login');
    expect(calls[1]).toEqual({ channel: INVOKE.settingsGet, arg: undefined });
    // An autosave's If-Match (an ETag) crosses; nothing else header-like does.
    const autosave = {
      method: 'PUT',
      path: '/api/blogs/0b6f6c1e-52c5-4bd6-9a3b-34c1b7a0e2a1/draft',
      body: { kind: 'json', data: { title: 'x' } },
      ifMatch: '"3"',
    };
    await invoke(INVOKE.apiRequest, APP, autosave);
    expect(calls[2]).toEqual({ channel: INVOKE.apiRequest, arg: autosave });
  });

  it.each([
    ['a remote page', 'https://evil.example.com/'],
    ['the server itself', 'https://www.example.com/admin'],
    ['a file:// page', 'file:///tmp/index.html'],
    ['another dev port', 'http://localhost:5174/'],
    ['no frame', null],
  ])('refuses calls from %s', async (_name, url) => {
    const { invoke, calls, refused } = setup();
    await expect(invoke(INVOKE.settingsGet, url)).rejects.toThrow('Refused: unknown sender');
    expect(calls).toHaveLength(0);
    expect(refused).toHaveBeenCalledOnce();
  });

  it.each([
    ['a non-/api path', { method: 'GET', path: '/admin' }],
    ['an absolute URL', { method: 'GET', path: 'https://evil.example.com/api/x' }],
    ['a protocol-relative path', { method: 'GET', path: '//evil.example.com/api/x' }],
    ['a dot-dot segment', { method: 'GET', path: '/api/../healthz' }],
    ['an encoded query in the path', { method: 'GET', path: '/api/x?y=1' }],
    ['an unknown method', { method: 'PATCH', path: '/api/contact' }],
    [
      'an unknown property',
      { method: 'GET', path: '/api/contact', headers: { Authorization: 'x' } },
    ],
    [
      'an If-Match that is not an ETag',
      { method: 'GET', path: '/api/contact', ifMatch: 'x\r\nX-Evil: 1' },
    ],
    ['a bad body kind', { method: 'POST', path: '/api/contact', body: { kind: 'raw', data: 'x' } }],
    ['a path the route table does not declare', { method: 'GET', path: '/api/anything' }],
    ['a method the route table does not declare', { method: 'DELETE', path: '/api/contact' }],
    ['no argument', undefined],
  ])('refuses an API request with %s', async (_name, arg) => {
    const { invoke, calls } = setup();
    await expect(invoke(INVOKE.apiRequest, APP, arg)).rejects.toThrow('Refused: invalid arguments');
    expect(calls).toHaveLength(0);
  });

  it('refuses uploads over the limit and accepts one within it', async () => {
    const { invoke, calls } = setup();
    const upload = (size: number) => ({
      method: 'POST',
      path: '/api/blogs',
      body: {
        kind: 'multipart',
        fields: { title: 't' },
        files: { image: { name: 'a.png', type: 'image/png', data: new Uint8Array(size) } },
      },
    });
    await expect(invoke(INVOKE.apiRequest, APP, upload(MAX_UPLOAD_BYTES + 1))).rejects.toThrow(
      'invalid arguments',
    );
    await invoke(INVOKE.apiRequest, APP, upload(1024));
    expect(calls).toHaveLength(1);
  });

  it('refuses extra arguments and arguments on no-argument channels', async () => {
    const { invoke } = setup();
    await expect(invoke(INVOKE.settingsGet, APP, { x: 1 })).rejects.toThrow('invalid arguments');
    await expect(
      invoke(INVOKE.settingsProbe, APP, { address: 'https://a.example' }, 'extra'),
    ).rejects.toThrow('invalid arguments');
    await expect(
      invoke(INVOKE.apiDownload, APP, { path: '/etc/passwd', suggestedName: 'x' }),
    ).rejects.toThrow('invalid arguments');
    // A JSON call is not a file to save.
    await expect(
      invoke(INVOKE.apiDownload, APP, { path: '/api/contact', suggestedName: 'x' }),
    ).rejects.toThrow('invalid arguments');
  });

  it('reads an API file into memory for a preview, and nothing that is not a file of the API', async () => {
    const { invoke, calls } = setup();
    const path = '/api/careers/applications/0b7e5f2e-7b7a-4f4e-9a0e-1f2e3d4c5b6a/resume';
    const file = await invoke(INVOKE.apiReadFile, APP, { path, query: { inline: '1' } });
    expect(file).toMatchObject({ contentType: 'application/pdf' });
    expect(calls.at(-1)).toEqual({
      channel: INVOKE.apiReadFile,
      arg: { path, query: { inline: '1' } },
    });
    for (const arg of [{ path: '/api/contact' }, { path: '/etc/passwd' }, { path, extra: 1 }]) {
      await expect(invoke(INVOKE.apiReadFile, APP, arg)).rejects.toThrow('invalid arguments');
    }
    await expect(invoke(INVOKE.apiReadFile, 'https://evil.example/', { path })).rejects.toThrow();
  });

  it("passes a download's query (a CSV export's filters), with plain names and text values only", async () => {
    const { invoke } = setup();
    const path = '/api/admin/audit.csv';
    await invoke(INVOKE.apiDownload, APP, {
      path,
      suggestedName: 'audit.csv',
      query: { action: 'login.success', q: 'ada' },
    });
    for (const query of [{ 'a&b': 'x' }, { action: 1 }, { action: 'x'.repeat(2001) }]) {
      await expect(
        invoke(INVOKE.apiDownload, APP, { path, suggestedName: 'audit.csv', query }),
      ).rejects.toThrow('invalid arguments');
    }
  });
});

describe('Restart to update', () => {
  it("passes the window's answer about unsaved work to the update policy, and only a boolean", async () => {
    const { invoke, calls } = setup();
    await invoke(INVOKE.updateRestart, APP, { unsavedChanges: true });
    expect(calls).toEqual([{ channel: INVOKE.updateRestart, arg: { unsavedChanges: true } }]);
    for (const arg of [{ unsavedChanges: 'no' }, {}, { unsavedChanges: false, now: true }]) {
      await expect(invoke(INVOKE.updateRestart, APP, arg)).rejects.toThrow('invalid arguments');
    }
    await invoke(INVOKE.updateGet, APP);
    expect(calls.at(-1)).toEqual({ channel: INVOKE.updateGet, arg: undefined });
  });
});

describe('Copy', () => {
  it('puts bounded plain text on the clipboard, nothing else', async () => {
    const { invoke, calls } = setup();
    await invoke(INVOKE.clipboardWriteText, APP, { text: 'https://example.com/blog/x?preview=a' });
    expect(calls).toEqual([
      {
        channel: INVOKE.clipboardWriteText,
        arg: { text: 'https://example.com/blog/x?preview=a' },
      },
    ]);
    for (const arg of [
      { text: '' },
      { text: 'x'.repeat(8193) },
      { text: 1 },
      { text: 'a', html: 'b' },
    ]) {
      await expect(invoke(INVOKE.clipboardWriteText, APP, arg)).rejects.toThrow(
        'invalid arguments',
      );
    }
    await expect(
      invoke(INVOKE.clipboardWriteText, 'https://evil.example/', { text: 'a' }),
    ).rejects.toThrow('unknown sender');
  });
});

describe('apiPath', () => {
  it('accepts the admin paths of the contract', () => {
    for (const path of [
      '/api/admin/login',
      '/api/careers/applications/0b7e2c1a-1/resume',
      '/api/blogs/admin/all',
      '/api/blogs/category/Cloud%20Computing',
    ]) {
      expect(apiPath.safeParse(path).success, path).toBe(true);
    }
  });
});
