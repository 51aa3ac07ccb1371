import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettierConfig from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dist-demo',
      'node_modules',
      'simulator/hosts/worker/**',
      'bench/results',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // react-admin's and MUI's private keys, class names, defaults, patches and undocumented exports
    // are read in one place, src/framework/internals (one file each, tested against the installed
    // package); the rest of the app takes them from there.
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    ignores: ['src/framework/internals/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: [
                'AddUndoableMutationContext',
                'TakeUndoableMutationContext',
                'useAddUndoableMutation',
                'useTakeUndoableMutation',
                'UndoableMutation',
                'useDataTableCallbacksContext',
                'useDataTableConfigContext',
                'useDataTableDataContext',
                'useDataTableSelectedIdsContext',
                'useDataTableStoreContext',
                'BulkActionsToolbarClasses',
                'ConfigurableClasses',
                'DataTableClasses',
                'LayoutClasses',
                'ListClasses',
                'NotificationClasses',
                'ToolbarClasses',
                'DRAWER_WIDTH',
                'CLOSED_DRAWER_WIDTH',
              ],
              message: 'A react-admin internal: take it from src/framework/internals (add it there, with its test).',
            },
          ],
          patterns: [
            {
              group: ['ra-core', 'ra-core/*', 'ra-ui-materialui', 'ra-ui-materialui/*', 'react-admin/*'],
              message: "react-admin's public API comes from 'react-admin'; its internals from src/framework/internals.",
            },
            {
              group: ['@mui/*/internal', '@mui/*/internal/*'],
              message: 'An MUI internal: reach it from src/framework/internals (add it there, with its test).',
            },
          ],
        },
      ],
    },
  },
  {
    // zod's private state (`_zod`: definitions, checks) is read in one place,
    // src/framework/internals/zodDef.ts (tested against the installed zod); the rest asks it.
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts}'],
    ignores: ['src/framework/internals/zodDef.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'MemberExpression[property.name="_zod"]',
          'TSQualifiedName[right.name="_zod"]',
          'TSPropertySignature[key.name="_zod"]',
        ].map((selector) => ({
          selector,
          message: "zod's internals: read them through src/framework/internals/zodDef.ts.",
        })),
      ],
    },
  },
  {
    // No source file over 300 lines (issue 46, decision 0027): split it by concern. Tests are
    // exempt: a test file is read one case at a time.
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts}'],
    ignores: ['tests/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'build/**/*.ts', 'bench/**/*.ts', 'simulator/hosts/serve.ts', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  prettierConfig,
);
