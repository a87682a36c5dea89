// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The wall between the clients (site, shared admin, desktop) and the API's code. */
const clientsNeverImportTheApi = {
  group: ['**/api/src/**', '@northbeam/api', '@northbeam/api/*'],
  message: 'Clients reach the API through the contract, never its code.',
};

/**
 * The admin in the browser never imports the whole route table: building it builds every
 * schema of the contract (some 2,070 zod schemas, a long task on a phone). Calls go through
 * useAdminApi (each answer checked with its area's schemas), paths come from ROUTE_SHAPES.
 */
const adminImportsNoRouteTable = {
  regex: '(^|/)contract/routes$',
  message:
    'The whole route table builds every schema: call through useAdminApi, take paths from ROUTE_SHAPES (shapePath).',
};

/** setInterval is the scheduler's alone (the timers modules too, imported whole or by name). */
const periodicWork =
  'Periodic work runs in the scheduler (api/src/scheduler): add a periodic job or a per-process loop in api/src/composition.ts.';
const TIMERS = String.raw`/^(node:)?timers(\/promises)?$/`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.build-test-*/**',
      '**/out/**',
      '**/release/**',
      '**/data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The API's promises: none dropped by mistake, none handed where nothing awaits it. Type-aware
    // (typescript-eslint's project service).
    files: ['api/src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // The same in the browser code (the admin, the site, the desktop app). A handler React
    // calls may return a promise (react-hook-form's `handleSubmit`): React ignores what an event
    // attribute returns, so only attributes are exempt.
    files: ['shared/src/**/*.{ts,tsx}', 'site/src/**/*.{ts,tsx}', 'desktop-admin/src/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // One word for a staff account (issue 28): the old names of its types do not come back.
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/naming-convention': [
        'error',
        {
          selector: 'typeLike',
          format: null,
          custom: { regex: '^(AdminRow|AdminInfo)$', match: false },
        },
      ],
    },
  },
  // The walls between layers (ARCHITECTURE.md). A wrong import fails `npm run lint`.
  {
    files: ['api/src/**/*.{ts,tsx}'],
    ignores: ['api/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'knex', message: 'Knex lives in api/src/db only.' }] },
      ],
    },
  },
  {
    // Periodic work has one home: the scheduler (api/src/scheduler), built in composition.ts.
    files: ['api/src/**/*.{ts,tsx}'],
    ignores: ['api/src/scheduler/**', '**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'setInterval', message: periodicWork }],
      'no-restricted-properties': [
        'error',
        { object: 'globalThis', property: 'setInterval', message: periodicWork },
        { object: 'global', property: 'setInterval', message: periodicWork },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportDeclaration[source.value=${TIMERS}] > ImportSpecifier[imported.name='setInterval']`,
          message: periodicWork,
        },
        {
          selector: `ImportDeclaration[source.value=${TIMERS}] > :matches(ImportNamespaceSpecifier, ImportDefaultSpecifier)`,
          message: periodicWork,
        },
      ],
    },
  },
  {
    files: ['api/src/services/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'knex', message: 'Knex lives in api/src/db only.' }],
          patterns: [
            {
              group: ['**/middleware/*', '**/routes/*', '**/routes/**'],
              message: 'Services know nothing of Koa middleware or routes (use api/src/http).',
            },
            {
              group: ['koa', 'koa-*', '@koa/*'],
              message:
                'Services never see Koa: they take an Actor (api/src/http/actor.ts) and plain values.',
            },
          ],
        },
      ],
    },
  },
  {
    // A later block replaces the rule for its files: Knex's wall is repeated in each.
    files: ['api/src/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'knex', message: 'Knex lives in api/src/db only.' }],
          patterns: [
            {
              group: ['**/db/*', '**/db/**'],
              message: 'Routes reach the database through services, never api/src/db.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/cache/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'knex', message: 'Knex lives in api/src/db only.' }],
          patterns: [
            {
              group: ['**/middleware/*', '**/middleware/**', '**/routes/*', '**/routes/**'],
              message:
                'The cache knows nothing of middleware or routes (share through api/src/http).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/db/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/services/*',
                '**/routes/**',
                '**/middleware/*',
                '**/ssr/*',
                '**/cache/*',
                'koa',
                '@koa/*',
              ],
              message: 'The db layer depends on nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '@northbeam/*'],
              message: 'The contract imports nothing of ours outside shared/src/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // The route table's areas (contract/routes/) import the contract one folder up, nothing else.
    files: ['shared/src/contract/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*', '@northbeam/*'],
              message: 'The contract imports nothing of ours outside shared/src/contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'site/src/**/*.{ts,tsx}',
      'shared/src/**/*.{ts,tsx}',
      'desktop-admin/src/**/*.{ts,tsx}',
    ],
    ignores: ['shared/src/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [clientsNeverImportTheApi],
        },
      ],
    },
  },
  {
    files: ['shared/src/admin/**/*.{ts,tsx}', 'site/src/admin/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [clientsNeverImportTheApi, adminImportsNoRouteTable] },
      ],
    },
  },
  {
    // Admin features stand alone: what two of them share lives in admin/ui, admin/app or the
    // contract, so a feature can change without breaking another.
    files: ['shared/src/admin/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // A later block replaces the rule for its files: the clients' wall is repeated here.
            clientsNeverImportTheApi,
            adminImportsNoRouteTable,
            {
              regex: '^\\.\\./(?!\\.)',
              message:
                'An admin feature imports no other feature: share through admin/ui, admin/app or the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests and their host build the route table on purpose (fixtures typed by it).
    files: ['shared/src/admin/**/*.test.{ts,tsx}', 'shared/src/admin/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [clientsNeverImportTheApi] }] },
  },
  {
    files: ['shared/src/admin/features/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            clientsNeverImportTheApi,
            {
              regex: '^\\.\\./(?!\\.)',
              message:
                'An admin feature imports no other feature: share through admin/ui, admin/app or the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // The admin's own paths are declared once (admin/app/admin-paths.ts): links and navigations
    // use its builders, so a page's address changes in one place.
    files: ['shared/src/admin/**/*.{ts,tsx}'],
    ignores: ['shared/src/admin/app/admin-paths.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Literal[value=/^\\/admin(\\/|\\?|$)/]',
          'TemplateElement[value.raw=/^\\/admin(\\/|\\?|$)/]',
        ].map((selector) => ({
          selector,
          message:
            'Admin paths are declared once: use adminPaths from shared/src/admin/app/admin-paths.ts.',
        })),
        // A field is the form kit's (shared/src/forms): its label, hint and error tied to the
        // control the same way everywhere, not a hand-written <label className="admin-field">.
        ...['admin-field', 'admin-field__label', 'admin-field__hint'].map((name) => ({
          selector: `JSXAttribute[name.name='className'][value.value='${name}']`,
          message:
            'Use the form kit (Field, or TextField and the other bound fields in shared/src/forms) for a labelled control.',
        })),
      ],
    },
  },
  {
    // Hooks live in .tsx components and in .ts modules of their own (use-….ts).
    files: [
      '**/*.tsx',
      'shared/src/**/*.ts',
      'site/src/**/*.ts',
      'desktop-admin/src/renderer/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
