// The layers of docs/architecture.md as lint rules: `shared` stands alone, features talk to each other only
// through a public index.ts, server lib/ sits below repositories/, and no module imports itself
// back through a cycle. tests/unit/lint-rules.test.ts proves each rule fails on a violating file.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const FEATURES = './src/client/features';
// The same names as aliases.ts and tsconfig.json `paths`, so the zones below see through `#client/…`.
const ALIASES = Object.fromEntries(['shared', 'client', 'server'].map((l) => [`#${l}`, [`${ROOT}src/${l}`]]));
const features = readdirSync(`${ROOT}/${FEATURES}`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const featureZones = features.map((feature) => ({
  target: `${FEATURES}/${feature}`,
  from: FEATURES,
  except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
  message:
    'A feature imports another feature only through its public index.ts (add the export there), or shares through src/client/lib or src/shared.',
}));

// The server's floors, lowest first (docs/architecture.md): each imports only floors below it. `web` is what
// answers HTTP (routes, pages, plugins and their caches); the top (app.ts, serve.ts, main.ts, cli/, demo/) wires
// them together. The demo seed sits above the repositories because it writes through them.
const SERVER = './src/server';
const FLOORS = [
  { name: 'lib', dirs: ['lib'] },
  { name: 'db', dirs: ['db'] },
  { name: 'repositories', dirs: ['repositories', 'import'] },
  { name: 'web', dirs: ['routes', 'pages', 'plugins', 'cache'] },
];
const TOP = ['demo', 'cli', 'app.ts', 'serve.ts', 'main.ts'];
const serverZones = FLOORS.map((floor, i) => ({
  target: floor.dirs.map((d) => `${SERVER}/${d}`),
  from: [...FLOORS.slice(i + 1).flatMap((f) => f.dirs), ...TOP].map((d) => `${SERVER}/${d}`),
  message: `server ${floor.name} sits below ${[...FLOORS.slice(i + 1).map((f) => f.name), 'the top (app, serve, main, cli, demo)'].join(', ')}: it imports none of them.`,
}));

export const layers = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'], alias: ALIASES })],
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: ROOT,
        zones: [
          {
            target: './src/shared',
            from: ['./src/client', './src/server'],
            message: 'src/shared is pure and imported by client and server; it imports neither.',
          },
          {
            target: './src/client',
            from: './src/server',
            message: 'The client reaches the server through the HTTP API only; share types through src/shared.',
          },
          {
            target: ['./src/client/lib', './src/client/components'],
            from: FEATURES,
            message: 'client/lib and client/components sit below the features and import none of them.',
          },
          ...serverZones,
          {
            // Resolved paths, so `#server/lib/http-errors` and '../lib/http-errors' are caught alike.
            target: ['./src/server/repositories', './src/server/import', './src/server/lib/import'],
            from: ['./src/server/lib/http-errors.ts', './src/server/lib/pg-errors.ts'],
            message:
              'Repositories and import readers throw domain errors (lib/domain-errors.ts: NotFound, Conflict, RuleRefused …); only plugins/error-handler.ts turns them into HTTP statuses.',
          },
          {
            target: ['./src/client/app', './src/client/ssr'],
            from: FEATURES,
            except: features.map((f) => `./${f}/index.ts`),
            message: "app/ and ssr/ reach a feature only through its public index.ts (pages are loaded by page-routes' glob).",
          },
          ...featureZones,
        ],
      },
    ],
  },
};
