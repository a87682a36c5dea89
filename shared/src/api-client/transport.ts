/**
 * The seam between the typed API client and whatever carries bytes to the server: `fetch` in the
 * browser and in Node, or the Electron preload bridge (which forwards to the main process). All
 * request and response parts are plain data so they can cross a structured-clone boundary (IPC).
 */
import { apiErrorBody, type ApiErrorBody } from '../contract/errors';

export interface FilePart {
  name: string;
  type: string;
  data: Uint8Array;
}

export type RequestBody =
  | { kind: 'json'; data: unknown }
  | { kind: 'multipart'; fields: Record<string, string>; files: Record<string, FilePart> };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  /** Path starting with /api/... */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: RequestBody;
  /** `If-Match`: write only over this version (an ETag); a newer one answers 409. */
  ifMatch?: string;
}

export interface ApiResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Parsed JSON body, or null when there is none. */
  body: unknown;
}

export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

/** A non-2xx answer of the API. `message` is the server's message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** True when the server itself wrote `message` (so the UI may show it). */
  readonly fromServer: boolean;
  /** Login: the password was right; ask for the two-factor code. */
  readonly twoFactorRequired: boolean;
  /** The owner requires two-factor sign-in and this person must set it up first. */
  readonly twoFactorSetupRequired: boolean;
  /** 409 of a stale write: what the server holds now (unchecked; parse it with its schema). */
  readonly current: unknown;

  constructor(status: number, body: ApiErrorBody | undefined) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = body?.errors;
    this.fromServer = body !== undefined;
    this.twoFactorRequired = body?.twoFactorRequired === true;
    this.twoFactorSetupRequired = body?.twoFactorSetupRequired === true;
    this.current = body?.current;
  }
}

/** Throws ApiError for a non-2xx response; returns the body otherwise. */
export function unwrap(response: ApiResponse): unknown {
  if (response.status >= 200 && response.status < 300) return response.body;
  const parsed = apiErrorBody.safeParse(response.body);
  throw new ApiError(response.status, parsed.success ? parsed.data : undefined);
}

export function buildUrl(base: string, path: string, query?: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${base.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

export interface FetchTransportOptions {
  /** '' for same-origin, or an absolute origin such as https://www.example.com */
  baseUrl: string;
  /** Extra headers on every request (CSRF header, Authorization). */
  headers?: () => Record<string, string>;
  credentials?: RequestCredentials;
  fetch?: typeof fetch;
}

/** A transport on the standard `fetch` (browsers, Node 20, Electron main). */
export function createFetchTransport(options: FetchTransportOptions): Transport {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return async (request) => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers?.() };
    if (request.ifMatch) headers['If-Match'] = request.ifMatch;
    let body: BodyInit | undefined;
    if (request.body?.kind === 'json') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body.data);
    } else if (request.body?.kind === 'multipart') {
      const form = new FormData();
      for (const [key, value] of Object.entries(request.body.fields)) form.append(key, value);
      for (const [key, file] of Object.entries(request.body.files)) {
        form.append(
          key,
          new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.type }),
          file.name,
        );
      }
      body = form;
    }
    const init: RequestInit = { method: request.method, headers };
    if (body !== undefined) init.body = body;
    if (options.credentials) init.credentials = options.credentials;
    const res = await doFetch(buildUrl(options.baseUrl, request.path, request.query), init);
    const responseHeaders: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      responseHeaders[key.toLowerCase()] = value;
    });
    const text = await res.text();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    return { status: res.status, headers: responseHeaders, body: parsed };
  };
}
