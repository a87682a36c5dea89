/**
 * The admin's paths are declared once (admin-paths.ts); an ESLint rule refuses an `/admin…`
 * string anywhere else in shared/src/admin, so they stay declared once.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { adminPaths, adminRoutePatterns } from './admin-paths';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
// The rule needs no type information (and the file named does not exist for TypeScript's project
// service): linted without it, the type-aware rules off.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

async function refusals(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}/${filePath}` });
  // A file ESLint could not parse would be refused by no rule: that must fail, not pass.
  expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe('admin paths', () => {
  it('builds every link from one declaration', () => {
    expect(adminPaths.application('5f1c')).toBe('/admin/applications/5f1c');
    expect(adminPaths.dashboard()).toBe('/admin/dashboard');
    expect(adminPaths.dashboard('jobs')).toBe('/admin/dashboard?tab=jobs');
    expect(adminPaths.dashboard('contacts', { awaiting: 'us' })).toBe(
      '/admin/dashboard?tab=contacts&awaiting=us',
    );
    expect(adminPaths.unmatched).toBe('/admin/unmatched');
    expect(adminPaths.newJob()).toBe('/admin/jobs/new');
    expect(adminPaths.newJob('7a2b')).toBe('/admin/jobs/new?from=7a2b');
    expect(adminPaths.outbox('a b')).toBe('/admin/outbox?endpointId=a+b');
    expect(adminRoutePatterns.blog).toBe('/admin/blogs/:id');
  });

  // ESLint loads the whole config first: slow on a busy machine.
  it('refuses an admin path written elsewhere in the admin', { timeout: 60_000 }, async () => {
    const page = 'shared/src/admin/features/jobs/example.tsx';
    expect(await refusals(page, "export const to = '/admin/team';")).toBe(1);
    expect(await refusals(page, 'export const to = (id: string) => `/admin/jobs/${id}`;')).toBe(1);
    expect(await refusals(page, "export const to = '/admin?x=1';")).toBe(1);
    expect(await refusals(page, "export const word = '/administration';")).toBe(0);
    expect(
      await refusals('shared/src/admin/app/admin-paths.ts', "export const to = '/admin/team';"),
    ).toBe(0);
  });
});
