// `npm start` builds only when the sources changed since the last build, so a fresh clone
// builds once and later starts are instant.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'package-lock.json', 'vite.config.ts', 'scripts/build-server.mjs', 'scripts/precompress.mjs'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

const stampTime = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (stampTime >= Math.max(...INPUTS.map(newestMtime))) process.exit(0);

console.log('Building Hockey Directory (first start or sources changed)...');
execSync('npm run build', { stdio: 'inherit' });
writeFileSync(STAMP, new Date().toISOString());
