/**
 * The public client, and the public site's entries that use it, import none of the admin's schemas:
 * the route table is split by area and the public client reads `routes/public.ts` alone. The test
 * follows every runtime import (static and dynamic; `import type` is erased and skipped) from
 * those entries through our own modules and names any admin module it reaches.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const sharedSrc = join(repo, 'shared/src');

/** The contract's admin modules: their schemas are the dashboard's, not the public site's. */
const ADMIN_MODULES = [
  'shared/src/contract/admin.ts',
  'shared/src/contract/team.ts',
  'shared/src/contract/workspace.ts',
  'shared/src/contract/conversations.ts',
  'shared/src/contract/routes/conversations.ts',
  'shared/src/contract/notifications.ts',
  'shared/src/contract/blog-revisions.ts',
  'shared/src/contract/desktop.ts',
  'shared/src/contract/routes.ts',
  'shared/src/contract/routes/account.ts',
  'shared/src/contract/routes/audit.ts',
  'shared/src/contract/routes/blog.ts',
  'shared/src/contract/routes/careers.ts',
  'shared/src/contract/routes/desktop.ts',
  'shared/src/contract/routes/inquiries.ts',
  'shared/src/contract/routes/notifications.ts',
  'shared/src/contract/routes/team.ts',
  'shared/src/contract/routes/workspace.ts',
  'shared/src/contract/scheduling.ts',
  'shared/src/contract/routes/scheduling.ts',
  'shared/src/contract/staffing.ts',
  'shared/src/contract/routes/staffing.ts',
];

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@northbeam/shared/')) {
    base = join(sharedSrc, specifier.slice('@northbeam/shared/'.length));
  } else return undefined; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.(tsx?)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined; // CSS, JSON and other assets
}

/** Runtime imports of one module: static (not `import type`), re-exports and dynamic `import()`. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every module of ours reachable from the entries, as repository paths. */
function importGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(repo, entry));
  while (queue.length) {
    const file = queue.pop()!;
    const path = relative(repo, file);
    if (seen.has(path)) continue;
    seen.add(path);
    for (const specifier of runtimeImports(file)) {
      const target = resolveImport(file, specifier);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe('the public client’s imports', () => {
  it('reach no admin schema module', () => {
    const graph = importGraph(['shared/src/api-client/public-api.ts']);
    expect(graph).toContain('shared/src/contract/routes/public.ts');
    expect(ADMIN_MODULES.filter((module) => graph.has(module))).toEqual([]);
  });

  it('nor do the public site’s entries (browser and server renderer)', () => {
    const graph = importGraph(['site/src/main.tsx', 'site/src/entry-server.tsx']);
    expect(graph).toContain('shared/src/api-client/public-api.ts');
    expect(ADMIN_MODULES.filter((module) => graph.has(module))).toEqual([]);
  });

  it('would see one (the check is not blind)', () => {
    const graph = importGraph(['shared/src/api-client/admin-api.ts']);
    expect(graph).toContain('shared/src/contract/routes/team.ts');
  });
});
