import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { boundaryZones } from './scripts/lint/boundaries.js';
import { typeImportsAsValuesParser, withTypeImportCycles } from './scripts/lint/type-import-cycles.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'packages/db/migrations/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // The architecture's boundaries (docs/ARCHITECTURE.md, "Rules the linter enforces"), checked on
  // resolved file paths so an alias, a relative path or a package name cannot slip past them.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    // no-cycle counts `import type` too: a type-only cycle is an error like any other
    // (scripts/lint/type-import-cycles.js says how and why).
    plugins: { 'import-x': withTypeImportCycles(importX) },
    settings: {
      // Files whose exports the cycle check follows, and the parser it reads them with: TypeScript's, with
      // type-only imports read as value imports so the check walks through them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { [typeImportsAsValuesParser]: ['.ts', '.tsx'] },
      // Node's resolution: package.json `imports` (#web/…, #api/…), workspace packages, .ts files.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*'], message: 'Import through the app alias (#web/…, #web-test/…, #api/…).' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
