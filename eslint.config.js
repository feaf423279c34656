// Lint keeps the layers one-way (STYLE.md practice 6):
//   app → features → ui/lib → commands/contract;  server → contract;  no feature imports another; no cycles.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

const features = fs.existsSync('src/features')
  ? fs.readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const zones = [
  // Shared layers know nothing of the app, the web or the server.
  { target: './contract', from: ['./src', './server', './commands'], message: 'contract/ is shared and imports only itself.' },
  { target: './commands', from: ['./src', './server'], message: 'commands/ is data: it imports only contract/.' },
  { target: './server', from: ['./src', './commands'], message: 'The server shares only contract/ with the web app.' },
  { target: './src/ui', from: ['./src/features', './src/app'], message: 'ui/ is generic: it imports no feature or app code.' },
  { target: './src/lib', from: ['./src/features', './src/app'], message: 'lib/ imports no feature or app code.' },
  { target: './src/features', from: ['./src/app'], message: 'Features never import the app shell.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'bench/results/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['contract/**', 'commands/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'react/*', '@*/react', 'fastify', 'kysely'] }],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
