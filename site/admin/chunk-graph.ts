/** The built admin's chunks as a graph, for the build plugins that preload or mark chunks. */
import type { OutputBundle, OutputChunk } from 'rolldown';

export const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');

const slashed = (path: string) => path.replaceAll('\\', '/');

/** The chunk holding the module whose id ends so (`/`-separated); `who` names the caller's error. */
export function chunkOfModule(
  chunks: readonly OutputChunk[],
  moduleEnd: string,
  who: string,
): OutputChunk {
  const end = slashed(moduleEnd);
  const chunk = chunks.find((c) => c.moduleIds.some((id) => slashed(id).endsWith(end)));
  if (!chunk) throw new Error(`${who}: no chunk for ${moduleEnd}`);
  return chunk;
}

/** The file names of the `roots` chunks and of every chunk they import statically. */
export function importClosure(
  chunks: readonly OutputChunk[],
  roots: Iterable<string>,
): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return found;
}
