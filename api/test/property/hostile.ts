/**
 * Hostile input for the property tests: wrong types, huge strings, unicode edge cases, deep JSON,
 * missing and extra fields, path traversal, SQL and HTML payloads; and the checks every answer of
 * the API must pass whatever it was sent.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Db } from '../../src/db/connection';

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; drop table contact_submissions; --",
  '1; select pg_sleep(5)',
  "admin'--",
  "' union select password_hash from staff --",
  '$1',
  '%',
  '_',
  '\\',
];
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '<iframe src="https://evil.example"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
];
export const PATH_PAYLOADS = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd',
  'uploads/../../session-secret',
  'a\u0000b',
  '....//....//etc/passwd',
  'CON',
  '.',
  '..',
];
export const UNICODE_PAYLOADS = [
  '\u0000',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '\u200B\u200C\u200D',
  'İı',
  '\r\n\r\n',
  '\t',
  ' ',
  '',
  'Ω≈ç√∫',
  '𝕳𝖊𝖑𝖑𝖔',
];

/** Strings from every hostile family, with a few long ones (bounded: over each field's limit). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.constantFrom(...SQL_PAYLOADS) },
  { weight: 2, arbitrary: fc.constantFrom(...HTML_PAYLOADS) },
  { weight: 2, arbitrary: fc.constantFrom(...PATH_PAYLOADS) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE_PAYLOADS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('A', 'é', '😀', '<b>', "'"), fc.constantFrom(300, 5_001, 60_000))
      .map(([unit, n]) => unit.repeat(n)),
  },
  { weight: 1, arbitrary: fc.constantFrom('true', 'false', '0', '-1', '1e309', 'NaN', 'null') },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

/** A JSON value nested `depth` levels (arrays or objects). */
export const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Any JSON value, hostile strings included, a few levels deep. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Keys that would hurt a careless merge or a dynamic query. */
export const EVIL_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'status',
  'created_at',
  'staff_id',
  'resume_key',
  'slug',
  'password_hash',
];

/**
 * A body derived from a valid one: each field kept, dropped, or replaced by a hostile value,
 * plus extra fields (evil keys among them). Sometimes not an object at all.
 */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const fields = Object.keys(valid);
  const perField = fields.map((key) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant({ keep: true as const, value: valid[key] }) },
      { weight: 1, arbitrary: fc.constant({ keep: false as const, value: undefined }) },
      { weight: 3, arbitrary: hostileValue.map((value) => ({ keep: true as const, value })) },
    ),
  );
  const asObject = fc
    .tuple(
      fc.tuple(...perField),
      fc.dictionary(fc.oneof(fc.constantFrom(...EVIL_KEYS), hostileString), hostileValue, {
        maxKeys: 3,
      }),
    )
    .map(([choices, extra]) => {
      const body: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(extra)) {
        Object.defineProperty(body, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      fields.forEach((key, i) => {
        const choice = choices[i]!;
        if (choice.keep) body[key] = choice.value;
      });
      return body;
    });
  return fc.oneof(
    { weight: 8, arbitrary: asObject },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant([valid]) },
  );
}

/** A path segment: an existing id, an unknown one, or something hostile (URL-encoded). */
export const pathSegment = (existing: () => string[]) =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc.nat().map((i) => {
        const list = existing();
        return list.length ? list[i % list.length]! : '00000000-0000-4000-8000-000000000000';
      }),
    },
    { weight: 2, arbitrary: fc.uuid().map(String) },
    { weight: 1, arbitrary: fc.uuid().map((u) => u.toUpperCase()) },
    {
      weight: 4,
      arbitrary: hostileString.filter((s) => s.length < 2000).map((s) => encodeSegment(s)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%zz', '%c0%ae', '..%2f..%2f', '%00', '%E0%A4%A'),
    },
  );

/** encodeURIComponent that survives lone surrogates (percent-encodes them as raw bytes). */
export function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return Buffer.from(value, 'utf8').toString('hex').replace(/(..)/g, '%$1');
  }
}

/** Query strings: paging and filters with hostile values, repeated keys, hostile keys. */
export const hostileQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('page', 'limit', 'status', 'q', 'category', 'jobId'), hostileString),
      fc.oneof(
        hostileString,
        fc.integer().map(String),
        fc.constantFrom('0', '-1', '101', '1e3', '1.5'),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length
      ? `?${pairs.map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`).join('&')}`
      : '',
  );

export type AuthKind = 'none' | 'bearer' | 'cookie' | 'cookie-cross-site' | 'garbage';
export const authKind: fc.Arbitrary<AuthKind> = fc.constantFrom(
  'none',
  'bearer',
  'bearer',
  'cookie',
  'cookie-cross-site',
  'garbage',
);

/** Headers that must not change a client error into a server error. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    Origin: fc.constantFrom('null', 'https://evil.example', 'not a url', 'http://127.0.0.1'),
    'Accept-Encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0', 'bogus'),
    Accept: fc.constantFrom('text/html', '*/*', 'application/xml', 'x/y;;;'),
    'X-Forwarded-For': fc.constantFrom('1.2.3.4', 'garbage', '::1, 10.0.0.1'),
    'Accept-Language': fc.constantFrom('de', '*', ';;;'),
  },
  { requiredKeys: [] },
);

// ---------- checks ----------

const STACK = /\n\s+at\s|\s+at .+:\d+:\d+|\/work\/|node_modules|\.ts:\d+|Error: .*\n/;

export interface Checked {
  status: number;
  body: unknown;
  text: string;
}

/** Never a 5xx, always JSON with a string `message` for errors, never a stack trace. */
export function assertSafeAnswer(answer: Checked, context: string) {
  const where = `${context} → ${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) throw new Error(`server error: ${where}`);
  if (STACK.test(answer.text)) throw new Error(`stack trace or path in the answer: ${where}`);
  if (answer.status >= 400) {
    const body = answer.body as { message?: unknown } | null;
    if (!body || typeof body !== 'object' || typeof body.message !== 'string' || !body.message) {
      throw new Error(`error answer without a JSON message: ${where}`);
    }
  }
}

export const TABLES = [
  'staff',
  'blog_posts',
  'jobs',
  'job_applications',
  'contact_submissions',
  'consultation_requests',
] as const;

export async function countRows(db: Db): Promise<Record<string, number>> {
  // One round trip for every table.
  const sql = `select ${TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`;
  const result = (await db.raw(sql)) as { rows: Record<string, number>[] };
  return { ...result.rows[0]! };
}

/** Every file under the data folder's uploads (images and resumes). */
export async function countFiles(dataDir: string): Promise<number> {
  let total = 0;
  for (const sub of ['images', 'resumes']) {
    try {
      total += (await readdir(join(dataDir, 'uploads', sub))).length;
    } catch {
      /* not created yet */
    }
  }
  return total;
}

/** fast-check settings: bounded, reproducible via FC_SEED. */
export const runs = <T>(numRuns: number): fc.Parameters<T> => ({
  numRuns: Number(process.env.FC_RUNS ?? numRuns),
  seed: process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined,
  endOnFailure: true,
  // Short failure reports: counterexamples may hold megabytes of hostile text.
  reporter(details) {
    if (!details.failed) return;
    const error = details.errorInstance;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Property failed after ${details.numRuns} runs (FC_SEED=${details.seed}, path ${details.counterexamplePath}): ${reason.slice(0, 2000)}`,
    );
  },
});
