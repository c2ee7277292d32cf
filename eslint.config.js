import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const UI_LIBRARIES = ['react', 'react-dom', 'react-dom/*', 'react/*', '@jsonforms/react', '@jsonforms/material-renderers', '@mui/*', '@emotion/*'];
const DOM_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'HTMLElement', 'Element', 'Node'];

export default tseslint.config(
  { ignores: ['**/dist/', 'dist-*/', 'node_modules/', 'data/', 'coverage/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      // import/no-cycle follows only the project's files: parsing the packages' own files took most of the lint's time.
      'import/ignore': ['node_modules'],
    },
  },
  {
    files: ['schema-adapters/**', 'protocol/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: UI_LIBRARIES, message: 'schema-adapters/ and protocol/ stay free of React and the DOM.' }] },
      ],
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: 'No DOM in schema-adapters/ or protocol/.' }))],
    },
  },
  {
    files: ['server/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: UI_LIBRARIES, message: 'The server stays free of React and the DOM.' },
            { group: ['**/src/*', '**/src/**', '**/renderers/*', '**/renderers/**'], message: 'The server imports only protocol/, schema-adapters/ and fixtures/.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({ name, message: 'No DOM in server/.' }))],
    },
  },
  {
    // Nothing in the product imports these, so they cannot close a cycle through it; following their imports again
    // for each of them cost about three minutes of each lint.
    files: ['tests/**', 'bench/**', 'scripts/**'],
    rules: { 'import/no-cycle': 'off' },
  },
);
