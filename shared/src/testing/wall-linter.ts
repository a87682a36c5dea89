/**
 * The tests of the lint walls (api/src/layers.test.ts, shared/src/admin/app/admin-paths.test.ts)
 * lint one line of code as if it were in a named file, with the project's ESLint config, and check
 * that a rule refuses what it must. The walls need no type information (and the files named do
 * not exist for TypeScript's project service): linted without it, the type-aware rules off.
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { expect } from 'vitest';

/** `refusals(file, code, rules)`: the messages of those rules for `code` linted as `file`. */
export function wallLinter(root: string) {
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
  return async function refusals(
    filePath: string,
    code: string,
    rules: readonly string[],
  ): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, {
      filePath: join(root, filePath),
    });
    // A file ESLint could not parse would be refused by no rule: that must fail, not pass.
    expect(result!.messages.filter((message) => message.fatal)).toEqual([]);
    return result!.messages
      .filter((message) => rules.includes(message.ruleId ?? ''))
      .map((message) => message.message);
  };
}
