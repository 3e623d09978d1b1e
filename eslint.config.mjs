import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', '.vscode-test/**', 'test-results/**', '*.vsix', 'media/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // `import vscode = require('vscode')` compiles to a plain require: esbuild's ESM interop would copy the
    // whole API object once per module at load, which showed in the activation benchmark.
    files: ['src/**/*.ts'],
    ignores: ['src/core/**', 'src/reader/webview/**'],
    rules: {
      '@typescript-eslint/no-require-imports': ['error', { allowAsImport: true }],
      'no-restricted-syntax': ['error', { selector: "ImportDeclaration[source.value='vscode'][importKind!='type']", message: "Import the API as `import vscode = require('vscode')` (no ESM interop copy at load)." }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'vscode', message: 'src/core must not depend on vscode.' }] }] },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly', Buffer: 'readonly', window: 'readonly', document: 'readonly' } },
  },
);
