/**
 * The server address: validated (https, or http only for this machine), normalised to an origin,
 * probed (it must answer as this product's API), and remembered in `settings.json` under userData.
 * Not a secret: the token never goes here.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { apiErrorBody } from '@northbeam/shared/contract/errors';
import { routes } from '@northbeam/shared/contract/routes';
import type { ProbeResult } from './ipc-contract';
import { readJsonFile, writeJsonFile } from './json-file';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Parses what the administrator typed into an origin such as `https://www.example.com`. */
export const serverAddress = z
  .string()
  .trim()
  .min(1, { error: 'Enter the server address' })
  .transform((value, ctx) => {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Enter an address such as https://www.example.com' });
      return z.NEVER;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: 'The address must start with https://' });
      return z.NEVER;
    }
    if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
      ctx.addIssue({
        code: 'custom',
        message: 'Use https:// (plain http is allowed only for localhost)',
      });
      return z.NEVER;
    }
    if (url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'The address must not contain a user name' });
      return z.NEVER;
    }
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter the site address only, without a path (e.g. https://www.example.com)',
      });
      return z.NEVER;
    }
    return url.origin;
  });

export function parseServerAddress(input: string): ProbeResult {
  const parsed = serverAddress.safeParse(input);
  if (parsed.success) return { ok: true, origin: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid address' };
}

const healthBody = z.looseObject({ status: z.string().optional(), service: z.string().optional() });

/** The `service` name the API reports on /healthz (checked when present). */
export const API_SERVICE_NAME = 'northbeam-api';

export interface ProbeOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Checks that `origin` answers as this product's API: GET /healthz answers 2xx JSON (and, when it
 * names its service, the right one), and the admin profile without credentials is refused with the
 * API's JSON error shape `{ message }`. Redirects are reported, not followed.
 */
export async function probeServer(
  origin: string,
  options: ProbeOptions = {},
): Promise<ProbeResult> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 8000;
  const get = (path: string) =>
    doFetch(`${origin}${path}`, {
      headers: { Accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  const readJson = async (res: Response): Promise<unknown> => {
    try {
      return JSON.parse(await res.text()) as unknown;
    } catch {
      return undefined;
    }
  };
  try {
    const health = await get('/healthz');
    if (health.status >= 300 && health.status < 400) {
      const location = health.headers.get('location');
      return {
        ok: false,
        error: `The server redirects${location ? ` to ${location}` : ''}: enter that address instead`,
      };
    }
    const body = healthBody.safeParse(await readJson(health));
    if (!health.ok || !body.success) {
      return { ok: false, error: `${origin} does not answer as the Northbeam API (/healthz)` };
    }
    if (body.data.service !== undefined && body.data.service !== API_SERVICE_NAME) {
      return { ok: false, error: `${origin} is a different service (${body.data.service})` };
    }
    const profile = await get(routes.admin.profile.path);
    const error = apiErrorBody.safeParse(await readJson(profile));
    if (profile.status !== 401 || !error.success) {
      return { ok: false, error: `${origin} does not answer as the Northbeam API (admin)` };
    }
    return { ok: true, origin };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? 'no answer in time'
        : error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
    return { ok: false, error: `Cannot reach ${origin}: ${reason}` };
  }
}

const settingsFile = z.object({ serverOrigin: serverAddress.optional() });

export interface ServerSettings {
  getOrigin(): string | null;
  /** Loads the stored origin (call once at start-up). */
  load(): Promise<string | null>;
  /**
   * Validates, probes and remembers a new address. `beforeChange` runs (with the old origin) only
   * when the origin really changes, before it is switched: the caller signs out of the old server.
   */
  setAddress(
    input: string,
    beforeChange?: (oldOrigin: string | null) => Promise<void>,
  ): Promise<ProbeResult>;
  probe(input: string): Promise<ProbeResult>;
}

export function createServerSettings(options: {
  userDataDir: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): ServerSettings {
  const file = join(options.userDataDir, 'settings.json');
  let origin: string | null = null;
  const probeOptions: ProbeOptions = {};
  if (options.fetch) probeOptions.fetch = options.fetch;
  if (options.timeoutMs) probeOptions.timeoutMs = options.timeoutMs;

  async function probe(input: string): Promise<ProbeResult> {
    const parsed = parseServerAddress(input);
    if (!parsed.ok) return parsed;
    return probeServer(parsed.origin, probeOptions);
  }

  return {
    getOrigin: () => origin,
    async load() {
      const stored = await readJsonFile(file, settingsFile);
      origin = stored?.serverOrigin ?? null;
      return origin;
    },
    probe,
    async setAddress(input, beforeChange) {
      const result = await probe(input);
      if (!result.ok) return result;
      if (result.origin === origin) return result;
      await beforeChange?.(origin);
      await writeJsonFile(file, { serverOrigin: result.origin });
      origin = result.origin;
      return result;
    },
  };
}
