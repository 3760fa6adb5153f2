// The three layers by name (`#shared/…`, `#client/…`, `#server/…`) instead of `../../../../shared`.
// tsconfig.json `paths` says the same for tsc, esbuild and tsx; Vite and Vitest take this map.
import { fileURLToPath } from 'node:url';

const at = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

export const aliases = {
  '#shared': at('shared'),
  '#client': at('client'),
  '#server': at('server'),
};
