// Lint keeps the layers one-way (docs/architecture.md):
//   app → features → ui/lib → commands/contract;  server → contract;  no feature imports another; no cycles.
//   On the server, each module is routes → service → repository; a module uses another module only through
//   its service (or plain helpers), never its repository or routes; no two modules import each other, however
//   far round; server/lib/ is a leaf.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { noModuleCycle } from './scripts/lint/no-module-cycle.mjs';
import { noLiteralText } from './scripts/lint/no-literal-text.mjs';

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const modules = fs.existsSync('server/modules')
  ? fs
      .readdirSync('server/modules', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// A layer's files in a module, whatever the module calls them: repository.ts, leave-type-repository.ts or a
// repository/ folder (the same for service and routes), at any depth of the module.
const layer = (module, name) => [
  `./server/modules/${module}/**/${name}.ts`,
  `./server/modules/${module}/**/*-${name}.ts`,
  `./server/modules/${module}/**/${name}/**`,
];
// A glob `except` is matched against absolute paths, so it is made absolute here.
const absolute = (glob) => path.join(process.cwd(), glob);

const sourceFiles = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];
// A module's files by role: routes and repositories by their names (above); every other file (services, request
// kinds, rules, pure helpers) holds the module's rules and is service code, whatever it is called.
const isLayer = (file, name) => new RegExp(`(^|/|-)${name}(\\.ts|/)`).test(file);
const serviceFiles = sourceFiles('server/modules')
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .filter((f) => !isLayer(f, 'routes') && !isLayer(f, 'repository'))
  .map((f) => `./${f}`);

const serverZones = [
  // (A zone's `from` is either all globs or all paths, so the service files and the routes globs are two zones.)
  ...[serviceFiles, layer('*', 'routes')].map((from) => ({
    target: layer('*', 'repository'),
    from,
    message: 'A repository reads and writes rows: it imports no service or routes (routes → service → repository).',
  })),
  {
    target: serviceFiles,
    from: layer('*', 'routes'),
    message: 'A service imports no routes (routes → service → repository).',
  },
  {
    target: layer('*', 'routes'),
    from: layer('*', 'repository'),
    message: 'Routes reach data through their service, never a repository (routes → service → repository).',
  },
  ...modules.map((name) => ({
    target: `./server/modules/${name}`,
    from: [...layer('*', 'repository'), ...layer('*', 'routes')],
    // The approval engine's route factory (approvals/routes.ts: requestRoutes(db, kind)) is how a request kind
    // (leave, overtime, post clock) gets its routes: the one module routes file another module builds on.
    except: [
      ...layer(name, 'repository'),
      ...layer(name, 'routes'),
      ...(name === 'approvals' ? [] : ['./server/modules/approvals/**/routes.ts']),
    ].map(absolute),
    message: 'A module uses another module through its service, never its repository or routes.',
  })),
  {
    target: './server/lib',
    from: './server',
    except: ['./lib'],
    message: 'server/lib/ is a leaf: it imports nothing else of the server.',
  },
  {
    target: './server/config.ts',
    from: './server/modules',
    message: 'config.ts reads settings; it imports no module.',
  },
];

const zones = [
  // Shared layers know nothing of the app, the web or the server.
  {
    target: './contract',
    from: ['./src', './server', './commands'],
    message: 'contract/ is shared and imports only itself.',
  },
  { target: './commands', from: ['./src', './server'], message: 'commands/ is data: it imports only contract/.' },
  { target: './server', from: ['./src', './commands'], message: 'The server shares only contract/ with the web app.' },
  {
    target: './src/ui',
    from: ['./src/features', './src/app'],
    message: 'ui/ is generic: it imports no feature or app code.',
  },
  { target: './src/lib', from: ['./src/features', './src/app'], message: 'lib/ imports no feature or app code.' },
  { target: './src/features', from: ['./src/app'], message: 'Features never import the app shell.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other.',
  })),
  ...serverZones,
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'bench/results/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['server/modules/**'],
    plugins: { local: { rules: { 'no-module-cycle': noModuleCycle } } },
    rules: { 'local/no-module-cycle': 'error' },
  },
  {
    // Words on screen come from the message catalogue (src/i18n/); files not yet converted are on the ratchet list.
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/bench/**'],
    plugins: { text: { rules: { 'no-literal-text': noLiteralText } } },
    rules: { 'text/no-literal-text': 'error' },
  },
  {
    // A failed submit focuses its first invalid field once, when validation lands (src/lib/use-form.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/use-form.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hook-form',
              importNames: ['useForm'],
              message: "Use useForm from src/lib/use-form.ts: react-hook-form's moves focus again on a timer.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**', 'commands/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'react/*', '@*/react', 'fastify', 'kysely'] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly' } },
  },
);
