// The layers of DESIGN.md as lint rules: `shared` stands alone, features talk to each other only
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
const publicEntry = (feature) => readdirSync(`${ROOT}/${FEATURES}/${feature}`).includes('index.ts');

const featureZones = features.map((feature) => ({
  target: `${FEATURES}/${feature}`,
  from: FEATURES,
  except: [`./${feature}`, ...features.filter((f) => f !== feature && publicEntry(f)).map((f) => `./${f}/index.ts`)],
  message:
    'A feature imports another feature only through its public index.ts (add the export there), or shares through src/client/lib or src/shared.',
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
          {
            target: './src/server/lib',
            from: './src/server/repositories',
            message: 'server lib/ sits below repositories/: move the shared type or helper into lib/.',
          },
          ...featureZones,
        ],
      },
    ],
  },
};
