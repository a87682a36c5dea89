/**
 * The admin's paths are declared once (admin-paths.ts); an ESLint rule refuses an `/admin…`
 * string anywhere else in shared/src/admin, so they stay declared once.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { wallLinter } from '../../testing/wall-linter';
import { adminPaths, adminRoutePatterns } from './admin-paths';

const lint = wallLinter(resolve(dirname(fileURLToPath(import.meta.url)), '../../../..'));
const refusals = async (filePath: string, code: string): Promise<number> =>
  (await lint(filePath, code, ['no-restricted-syntax'])).length;

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
