/**
 * The code a tap runs, compiled before the tap (admin build only).
 *
 * V8 compiles a function the first time it runs, on the main thread. Opening an application from
 * the list ran ~200 functions for the first time: the router's navigation, React's commit of a
 * new page, TanStack Query's observers, the page's components. Compiling them took 50-90 ms of
 * the tap at 4x CPU throttling. V8's explicit compile hint (`//# allFunctionsCalledOnLoad` as a
 * script's first line, Chromium 136+; a plain comment elsewhere) makes it compile every function
 * of the script when the script loads, on the streaming thread where it can.
 *
 * Marked:
 * - the chunks the day's pages import (day-pages.tsx), except the first screen's: they are
 *   loaded in idle time, ahead of the tap;
 * - the entry chunk and the React and router chunks: most of them runs at the start anyway, and
 *   what does not (a navigation, a commit that removes a page) is what a tap runs first.
 * Not marked: zod (its schemas are built at the start, its parsers run on answers, and most of
 * it is never called) and the other pages (loaded when opened, and the wait is there anyway).
 * The first screen's Lighthouse figures did not move with the hint (92 and 95).
 *
 * The hint is added after the chunks are hashed: a chunk whose code is unchanged keeps its name
 * when the hint comes or goes, which changes nothing of what it does.
 */
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { chunkOfModule, chunksOf, importClosure } from './chunk-graph.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunks (codeSplitting groups in vite.config.ts) of the libraries a tap runs. */
const TAP_LIBRARIES = ['react', 'router'];

/** The module whose dynamic imports are the day's pages. */
const DAY_PAGES = '/shared/src/admin/app/day-pages.tsx';

/**
 * The chunks to mark: those of the modules the day pages import dynamically (`pageModules`, module
 * ids) and every chunk they import, but not the first screen's.
 */
export function dayPageChunks(bundle: OutputBundle, pageModules: readonly string[]): OutputChunk[] {
  const chunks = chunksOf(bundle);
  const firstScreen = importClosure(
    chunks,
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const roots = pageModules.map((id) => chunkOfModule(chunks, id, 'compile hints').fileName);
  const pages = importClosure(chunks, roots);
  return chunks.filter((c) => pages.has(c.fileName) && !firstScreen.has(c.fileName));
}

export function adminCompileHints(): Plugin {
  let active = false;
  return {
    name: 'northbeam-admin-compile-hints',
    apply: 'build',
    configResolved(config) {
      active = config.mode === 'admin' && !config.build.ssr;
    },
    // Last: other plugins still prepend code (Vite's dependency map), and the hint must be line 1.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!active) return;
        const dayPages = [...this.getModuleIds()].find((id) =>
          id.replaceAll('\\', '/').endsWith(DAY_PAGES),
        );
        const pages = dayPages ? this.getModuleInfo(dayPages)?.dynamicallyImportedIds : undefined;
        if (!pages?.length)
          throw new Error(`compile hints: no dynamic imports found in ${DAY_PAGES}`);
        const tapChunks = chunksOf(bundle).filter(
          (c) => c.isEntry || TAP_LIBRARIES.includes(c.name),
        );
        for (const chunk of new Set([...dayPageChunks(bundle, pages), ...tapChunks]))
          chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
