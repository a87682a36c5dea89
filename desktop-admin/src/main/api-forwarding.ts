/**
 * Executes the renderer's API calls in the main process. The renderer sends plain-data requests
 * (no token); this module adds `Authorization: Bearer <token>` from the keychain store, talks to the
 * configured server with `fetch`, and keeps the token out of everything it returns:
 * - login: the answered `token` is stored in the keychain and removed from the response;
 * - logout: the server revokes the session, then the keychain entry is deleted (even if the
 *   server cannot be reached: the app must not stay signed in);
 * - any 401 on an authenticated call: the entry is deleted and `onSessionRefused` fires.
 */
import {
  buildUrl,
  createFetchTransport,
  type ApiRequest,
  type ApiResponse,
} from '@northbeam/shared/api-client/transport';
import { adminInfo } from '@northbeam/shared/contract/admin';
import { matchRoute, routes } from '@northbeam/shared/contract/routes';
import type { SessionTokenStore } from './keychain-session-store';

/** Response headers never handed to the renderer. */
const HIDDEN_HEADERS = new Set(['set-cookie', 'authorization']);

export class NoServerError extends Error {
  constructor() {
    super('No server address is configured');
    this.name = 'NoServerError';
  }
}

export interface DownloadedFile {
  status: number;
  data: Uint8Array;
  contentType: string;
  /** File name from Content-Disposition, if the server sent one. */
  fileName: string | null;
}

export interface ApiForwarderOptions {
  getOrigin: () => string | null;
  tokens: SessionTokenStore;
  /** Called after a refused session was cleared (tell the renderer to show sign-in). */
  onSessionRefused?: () => void;
  /** Called after a successful sign-in (e.g. start polling for new items). */
  onSignedIn?: () => void;
  fetch?: typeof fetch;
  /** Per-request timeout. */
  timeoutMs?: number;
}

export interface ApiForwarder {
  forward(request: ApiRequest): Promise<ApiResponse>;
  download(path: string, query?: Record<string, string>): Promise<DownloadedFile>;
  /** Whether a token is stored for the current server. */
  hasSession(): Promise<boolean>;
  /** Revokes the session on the server (best effort) and forgets the token. */
  signOut(): Promise<void>;
}

function stripToken(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'token' in body) {
    const { token: _token, ...rest } = body as Record<string, unknown>;
    return rest;
  }
  return body;
}

function visibleHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (!HIDDEN_HEADERS.has(key)) out[key] = value;
  }
  return out;
}

/** `attachment; filename="a b.pdf"; filename*=UTF-8''a%20b.pdf` → `a b.pdf` */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain parameter */
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1] ?? '').replace(/\\(.)/g, '$1').trim() || null;
}

export function createApiForwarder(options: ApiForwarderOptions): ApiForwarder {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? 60_000;
  const timedFetch: typeof fetch = (input, init) =>
    doFetch(input, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });

  function origin(): string {
    const value = options.getOrigin();
    if (!value) throw new NoServerError();
    return value;
  }

  function send(serverOrigin: string, token: string | null, request: ApiRequest) {
    const transport = createFetchTransport({
      baseUrl: serverOrigin,
      headers: (): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {}),
      fetch: timedFetch,
    });
    return transport(request);
  }

  async function refuse(serverOrigin: string) {
    await options.tokens.delete(serverOrigin);
    options.onSessionRefused?.();
  }

  async function forward(request: ApiRequest): Promise<ApiResponse> {
    const serverOrigin = origin();
    // The route table says which calls start and end a session and which answer admin info.
    const declared = matchRoute(request.method, request.path);

    if (declared?.session === 'signs-in') {
      // A new sign-in replaces whatever session this server had.
      const response = await send(serverOrigin, null, request);
      const body = response.body as Record<string, unknown> | null;
      if (response.status >= 200 && response.status < 300 && typeof body?.token === 'string') {
        await options.tokens.set(serverOrigin, body.token);
        options.onSignedIn?.();
      }
      return { ...response, headers: visibleHeaders(response.headers), body: stripToken(body) };
    }

    const token = await options.tokens.get(serverOrigin);

    if (declared?.session === 'signs-out') {
      try {
        if (!token) return { status: 204, headers: {}, body: null };
        const response = await send(serverOrigin, token, request);
        return { ...response, headers: visibleHeaders(response.headers) };
      } finally {
        await options.tokens.delete(serverOrigin);
      }
    }

    const response = await send(serverOrigin, token, request);
    if (response.status === 401 && token) await refuse(serverOrigin);
    return {
      ...response,
      headers: visibleHeaders(response.headers),
      body: declared?.output === adminInfo ? stripToken(response.body) : response.body,
    };
  }

  async function download(path: string, query?: Record<string, string>): Promise<DownloadedFile> {
    const serverOrigin = origin();
    const token = await options.tokens.get(serverOrigin);
    const res = await timedFetch(buildUrl(serverOrigin, path, query), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (res.status === 401 && token) await refuse(serverOrigin);
    const data = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      data,
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      fileName: fileNameFromDisposition(res.headers.get('content-disposition')),
    };
  }

  return {
    forward,
    download,
    async hasSession() {
      const serverOrigin = options.getOrigin();
      return serverOrigin ? (await options.tokens.get(serverOrigin)) !== null : false;
    },
    async signOut() {
      const serverOrigin = options.getOrigin();
      if (!serverOrigin) return;
      try {
        await forward({ method: routes.admin.logout.method, path: routes.admin.logout.path });
      } catch {
        await options.tokens.delete(serverOrigin);
      }
    },
  };
}
