// Lint keeps the layers one-way (docs/architecture.md):
//   app → features → ui/lib → commands/contract;  server → contract;  no feature imports another; no cycles.
//   On the server, each module is routes → service → repository; a module uses another module only through
//   its service (or plain helpers), never its repository or routes; server/lib/ is a leaf.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

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

const serverZones = [
  {
    target: layer('*', 'repository'),
    from: [...layer('*', 'service'), ...layer('*', 'routes')],
    message: 'A repository reads and writes rows: it imports no service or routes (routes → service → repository).',
  },
  {
    target: layer('*', 'service'),
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
