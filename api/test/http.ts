/** A tiny fetch wrapper for tests: JSON or multipart bodies, cookie or bearer auth, parsed answers. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Auth {
  cookie?: string;
  token?: string;
  /** Send the cookie as a browser would from another site's page (Fetch Metadata). */
  crossSite?: boolean;
}

export interface CallOptions {
  json?: unknown;
  form?: FormData;
  body?: string;
  headers?: Record<string, string>;
  auth?: Auth;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export function http(base: string) {
  return async function call<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.auth?.cookie) {
      headers.Cookie = options.auth.cookie;
      if (options.auth.crossSite) {
        headers['Sec-Fetch-Site'] = 'cross-site';
        headers.Origin = 'https://evil.example';
      }
    }
    if (options.auth?.token) headers.Authorization = `Bearer ${options.auth.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    } else if (options.body !== undefined) {
      body = options.body;
    }
    const response = await fetch(`${base}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };
}

const fixturesDir = fileURLToPath(new URL('../../shared/test-fixtures/', import.meta.url));

export function fixture(name: string): Buffer {
  return readFileSync(`${fixturesDir}${name}`);
}

export function formData(
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; data: Buffer }> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    form.append(key, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  return form;
}

/** A real PDF just over `bytes` long (padding inside a comment). */
export function bigPdf(bytes: number): Buffer {
  const head = fixture('resume.pdf');
  return Buffer.concat([head, Buffer.from(`%${'x'.repeat(Math.max(0, bytes - head.length))}\n`)]);
}
