/**
 * The admin's first screen checks two answers, the session's and the Overview's, with the schemas
 * of their route areas (route-areas.ts). zod builds a schema eagerly, and on a phone at 4x CPU
 * throttling a thousand of them took about 270 ms of the start: these areas must stay small.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_SHAPES } from './route-shapes';

/** How many zod schemas `load` builds (each defines its `_zod` internals once). */
async function schemasBuiltBy(load: () => Promise<unknown>): Promise<number> {
  const define = Object.defineProperty;
  let built = 0;
  const spy = vi.spyOn(Object, 'defineProperty').mockImplementation((target, key, descriptor) => {
    if (key === '_zod') built += 1;
    return define(target, key, descriptor);
  });
  try {
    await load();
  } finally {
    spy.mockRestore();
  }
  return built;
}

describe("the first screen's route areas", () => {
  afterEach(() => vi.resetModules());

  it('are areas of their own', () => {
    expect(ROUTE_SHAPES.admin.session.area).toBe('session');
    expect(ROUTE_SHAPES.overview.get.area).toBe('overview');
  });

  it('build a few dozen schemas, not the workspace’s and two-factor’s hundreds', async () => {
    vi.resetModules();
    const { routeAreas } = await import('./route-areas');
    const firstScreen = await schemasBuiltBy(async () => {
      await routeAreas.session();
      await routeAreas.overview();
    });
    // The workspace area alone, for comparison (loaded after: what it adds).
    const workspace = await schemasBuiltBy(() => routeAreas.workspace());
    expect(firstScreen).toBeGreaterThan(0);
    expect(firstScreen).toBeLessThan(120);
    expect(workspace).toBeGreaterThan(firstScreen * 3);
  });

  it('take the names and paths pages show from modules without schemas', async () => {
    vi.resetModules();
    const built = await schemasBuiltBy(async () => {
      await import('./team-messages');
      await import('./search-terms');
      await import('./submission-kinds');
      // The lists' page: its export links and the candidate e-mail templates.
      await import('./route-shapes');
      await import('./route-shape');
      await import('./candidate-templates');
    });
    expect(built).toBe(0);
  });
});
