/**
 * The browser admin's first screen, sooner (admin build only):
 * - the page draws the app's loading page before the app has run (src/admin/first-paint.ts);
 * - its requests are asked for by a first script while the app downloads (src/admin/first-request.ts):
 *   a classic script written here as a hashed asset, loaded `async` from the page's head;
 * - the route-table areas whose schemas check those answers (the session's, by the page; the
 *   Overview's, by the first script: each an area of its own), and the module that checks
 *   answers with them, are preloaded with the page's own modules. They are imported when the
 *   answers come; found only then, their chunks and the chunks they import were fetched one level
 *   after another, a network round trip each, between the app's start and its first screen (four
 *   levels after the app's modules in Lighthouse's network list, and the checks one more).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { chunkOfModule, chunksOf, importClosure } from './chunk-graph.ts';
import { adminPaths } from '../../shared/src/admin/app/admin-paths.ts';
import { ROUTE_SHAPES } from '../../shared/src/contract/route-shapes.ts';
import { ADMIN_ROOT_ELEMENT, FIRST_PAINT_MARKUP } from '../src/admin/first-paint.ts';
import { MODULES_META, firstRequestScript } from '../src/admin/first-request.ts';

/** The answer checks every call imports beside its area (api-client/derived.ts). */
const CALL_CHECKS = '/shared/src/api-client/call.ts';

/**
 * The chunks of the modules (paths ending so, from the repository's root) and every chunk they
 * import, as /assets/ URLs.
 */
function moduleChunks(bundle: OutputBundle, modules: readonly string[]): string[] {
  const chunks = chunksOf(bundle);
  const roots = modules.map((module) => chunkOfModule(chunks, module, 'first screen').fileName);
  return [...importClosure(chunks, roots)].map((file) => `/${file}`);
}

const areaModule = (area: string) => `/shared/src/contract/routes/${area}.ts`;

export function adminFirstScreen(): Plugin {
  const script = firstRequestScript([ROUTE_SHAPES.admin.session.path], {
    [adminPaths.overview]: [ROUTE_SHAPES.overview.get.path],
  });
  const scriptFile = `assets/first-request-${createHash('sha256').update(script).digest('hex').slice(0, 10)}.js`;
  let active = false;
  return {
    name: 'northbeam-admin-first-screen',
    apply: 'build',
    configResolved(config) {
      active = config.mode === 'admin' && !config.build.ssr;
    },
    generateBundle() {
      if (active) this.emitFile({ type: 'asset', fileName: scriptFile, source: script });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!active || !bundle) return html;
        const already = new Set([...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((m) => m[1]));
        // Every page checks the session's answer: its area and the answer checks are preloaded
        // by the page itself (the checks were otherwise asked for by the first call, a round
        // trip after the app ran and before its first screen).
        const session = moduleChunks(bundle, [
          areaModule(ROUTE_SHAPES.admin.session.area),
          CALL_CHECKS,
        ]).filter((href) => !already.has(href));
        // The Overview's by its first script (other pages would only share the bandwidth).
        const overview = moduleChunks(bundle, [areaModule(ROUTE_SHAPES.overview.get.area)]).filter(
          (href) => !already.has(href) && !session.includes(href),
        );
        if (!html.includes(ADMIN_ROOT_ELEMENT)) {
          throw new Error(`first screen: no ${ADMIN_ROOT_ELEMENT} in the admin page`);
        }
        return {
          html: html.replace(
            ADMIN_ROOT_ELEMENT,
            ADMIN_ROOT_ELEMENT.replace('></', `>${FIRST_PAINT_MARKUP}</`),
          ),
          tags: [
            {
              tag: 'meta',
              attrs: {
                name: MODULES_META,
                content: JSON.stringify({ [adminPaths.overview]: overview }),
              },
              injectTo: 'head',
            },
            {
              tag: 'script',
              attrs: { async: true, src: `/${scriptFile}` },
              injectTo: 'head',
            },
            ...session.map((href) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href },
              injectTo: 'head' as const,
            })),
          ],
        };
      },
    },
  };
}
