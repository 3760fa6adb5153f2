// `npm start` builds only when the sources changed since the last build, so a fresh clone
// builds once and later starts are instant.
import { spawnSync } from 'node:child_process';
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

// The bundlers' own output (chunk tables, warnings about third-party comments) means nothing to
// someone starting the app: it is shown only when the build fails (issue 28 item 12).
console.log('Building Hockey Directory (first start or sources changed; about a minute)...');
const started = Date.now();
const build = spawnSync('npm', ['run', 'build', '--silent'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (build.status !== 0) {
  process.stdout.write(build.stdout ?? '');
  process.stderr.write(build.stderr ?? '');
  console.error('The build failed (its output is above).');
  process.exit(build.status ?? 1);
}
console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
writeFileSync(STAMP, new Date().toISOString());
