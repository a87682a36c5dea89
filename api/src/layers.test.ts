/**
 * The walls between layers are kept by ESLint (eslint.config.js): each case lints one line as if
 * it were in the named file and expects the rule to refuse it, or to accept the allowed import.
 * Likewise the scheduler's monopoly on periodic timers.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { wallLinter } from '@northbeam/shared/testing/wall-linter';

const lint = wallLinter(fileURLToPath(new URL('../..', import.meta.url)));
const refusals = (filePath: string, code: string, rules = ['no-restricted-imports']) =>
  lint(filePath, code, rules);

const TIMER_RULES = ['no-restricted-globals', 'no-restricted-properties', 'no-restricted-syntax'];
const timerRefusals = (filePath: string, code: string) => refusals(filePath, code, TIMER_RULES);

describe('layer walls', () => {
  it('a service may not import Koa middleware', async () => {
    expect(
      await refusals(
        'api/src/services/example.service.ts',
        "import { csrf } from '../middleware/csrf';",
      ),
    ).toEqual([expect.stringContaining('Services know nothing of Koa middleware or routes')]);
  });

  it('a service may not import Koa: it takes an Actor and plain values', async () => {
    expect(
      await refusals('api/src/services/example.service.ts', "import type { Context } from 'koa';"),
    ).toEqual([expect.stringContaining('Services never see Koa')]);
    expect(
      await refusals('api/src/services/team/example.ts', "import Router from '@koa/router';"),
    ).toEqual([expect.stringContaining('Services never see Koa')]);
    expect(
      await refusals(
        'api/src/services/example.service.ts',
        "import type { Actor } from '../http/actor';",
      ),
    ).toEqual([]);
  });

  it('a route may not import knex; the db layer may', async () => {
    expect(
      await refusals('api/src/routes/blogs/example.ts', "import type { Knex } from 'knex';"),
    ).toEqual([expect.stringContaining('Knex lives in api/src/db only')]);
    expect(await refusals('api/src/db/example.ts', "import type { Knex } from 'knex';")).toEqual(
      [],
    );
  });

  it('a route may not import the db layer: it calls a service', async () => {
    expect(
      await refusals(
        'api/src/routes/blogs/example.ts',
        "import { findBlogById } from '../../db/blogs.queries';",
      ),
    ).toEqual([expect.stringContaining('Routes reach the database through services')]);
    expect(
      await refusals('api/src/routes/example.ts', "import type { Db } from '../db/connection';"),
    ).toEqual([expect.stringContaining('Routes reach the database through services')]);
    expect(
      await refusals(
        'api/src/routes/blogs/example.ts',
        "import type { Blogs } from '../../services/blog.service';",
      ),
    ).toEqual([]);
  });

  it('the cache may not import middleware or routes', async () => {
    expect(
      await refusals(
        'api/src/cache/example.ts',
        "import { requestIdFor } from '../middleware/request-log';",
      ),
    ).toEqual([expect.stringContaining('The cache knows nothing of middleware')]);
    expect(
      await refusals(
        'api/src/cache/example.ts',
        "import { requestIdFor } from '../http/request-id';",
      ),
    ).toEqual([]);
  });

  it('the db layer may not import a service', async () => {
    expect(
      await refusals('api/src/db/example.ts', "import { x } from '../services/blog.service';"),
    ).toEqual([expect.stringContaining('The db layer depends on nothing above it')]);
  });

  it('the contract imports nothing of ours outside itself', async () => {
    expect(
      await refusals(
        'shared/src/contract/example.ts',
        "import { x } from '../api-client/transport';",
      ),
    ).toEqual([expect.stringContaining('The contract imports nothing of ours')]);
    // The route table's areas import the contract one folder up, and still nothing outside it.
    expect(
      await refusals(
        'shared/src/contract/routes/example.ts',
        "import { blogPost } from '../blog';",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'shared/src/contract/routes/example.ts',
        "import { x } from '../../api-client/transport';",
      ),
    ).toEqual([expect.stringContaining('The contract imports nothing of ours')]);
  });

  it('an admin feature may not import another feature; shared list parts it may', async () => {
    expect(
      await refusals(
        'shared/src/admin/features/jobs/example.tsx',
        "import { BlogsList } from '../blogs/blogs-list';",
      ),
    ).toEqual([expect.stringContaining('An admin feature imports no other feature')]);
    expect(
      await refusals(
        'shared/src/admin/features/jobs/example.tsx',
        "import { DataTable } from '../../ui/list/data-table';",
      ),
    ).toEqual([]);
    expect(
      await refusals(
        'shared/src/admin/features/jobs/example.tsx',
        "import { x } from '@northbeam/api/src/db/jobs.queries';",
      ),
    ).toEqual([expect.stringContaining('Clients reach the API through the contract')]);
  });

  it('the db layer may not import the cache', async () => {
    expect(
      await refusals('api/src/db/example.ts', "import { x } from '../cache/content-cache';"),
    ).toEqual([expect.stringContaining('The db layer depends on nothing above it')]);
  });

  it('the site may not import the API’s code', async () => {
    expect(
      await refusals(
        'site/src/pages/example.tsx',
        "import { x } from '../../../api/src/db/blogs';",
      ),
    ).toEqual([expect.stringContaining('Clients reach the API through the contract')]);
  });

  it('only the scheduler keeps a timer for periodic work (setInterval), in every form', async () => {
    const refused = [expect.stringContaining('Periodic work runs in the scheduler')];
    const service = 'api/src/services/example.service.ts';
    expect(await timerRefusals(service, 'setInterval(() => {}, 1000);')).toEqual(refused);
    expect(await timerRefusals(service, 'globalThis.setInterval(() => {}, 1000);')).toEqual(
      refused,
    );
    expect(await timerRefusals('api/src/server.ts', 'global.setInterval(() => {}, 1000);')).toEqual(
      refused,
    );
    expect(
      await timerRefusals(service, "import { setInterval as every } from 'node:timers';"),
    ).toEqual(refused);
    expect(
      await timerRefusals(
        'api/src/cache/example.ts',
        "import { setInterval } from 'timers/promises';",
      ),
    ).toEqual(refused);
    expect(await timerRefusals(service, "import * as timers from 'node:timers';")).toEqual(refused);
    // A one-off timeout is not periodic work; the scheduler and tests may use setInterval.
    expect(await timerRefusals(service, 'setTimeout(() => {}, 1000).unref();')).toEqual([]);
    expect(
      await timerRefusals('api/src/scheduler/scheduler.ts', 'setInterval(() => {}, 1000);'),
    ).toEqual([]);
    expect(
      await timerRefusals('api/src/services/example.test.ts', 'setInterval(() => {}, 1000);'),
    ).toEqual([]);
  });

  it('a staff account type keeps its one name (StaffRow, StaffProfile)', async () => {
    const naming = ['@typescript-eslint/naming-convention'];
    expect(
      await lint('api/src/db/example.queries.ts', 'type AdminRow = { id: string };', naming),
    ).toHaveLength(1);
    expect(
      await lint('shared/src/contract/example.ts', 'interface AdminInfo { id: string }', naming),
    ).toHaveLength(1);
    expect(
      await lint('api/src/db/example.queries.ts', 'type StaffRow = { id: string };', naming),
    ).toEqual([]);
  });
});
