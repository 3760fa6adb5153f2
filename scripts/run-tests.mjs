// `npm test`: every tier in order (lock, types, lint, format, unit + API on PGlite [+ PostgreSQL], browser),
// then one summary line. Fails when a tier fails, is skipped, or runs no test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

mkdirSync('test-results', { recursive: true });
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const fail = (msg) => {
  console.error(`\nFAILED: ${msg}`);
  console.log(`0 passed, 1 failed`);
  process.exit(1);
};

// `npm ci` refuses a lock that disagrees with package.json or lacks a platform's optional binary; its dry run
// checks exactly that without touching node_modules.
if (run('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']) !== 0)
  fail('package-lock.json disagrees with package.json: run `npm install` and commit the lock');
if (run('npx', ['tsc', '--noEmit', '-p', '.']) !== 0) fail('typecheck');
if (run('npx', ['eslint', '.']) !== 0) fail('lint');
if (run('npx', ['prettier', '--check', '.', '--log-level', 'warn']) !== 0) fail('format (npx prettier --write . fixes it)');

const withPg = Boolean(process.env.TEST_DATABASE_URL);
if (!withPg) console.log('\nNote: TEST_DATABASE_URL is not set, the real-PostgreSQL API tier is not part of this run (CI sets it).\n');
const vitestCode = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/vitest.json']);
const v = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
const projects = new Set(v.testResults.flatMap((f) => f.assertionResults.map(() => (f.name.includes('/tests/unit/') ? 'unit' : 'api'))));
if (vitestCode !== 0) fail('unit/API tests');
if (v.numPendingTests > 0 || v.numTodoTests > 0) fail(`${v.numPendingTests + v.numTodoTests} vitest tests were skipped`);
if (!projects.has('unit') || !projects.has('api')) fail('a vitest tier ran no tests');
if (withPg && !v.testResults.some((f) => f.name.includes('/tests/api-postgres/'))) fail('the real-PostgreSQL tier did not run');

if (run('npm', ['run', 'test:e2e', '--', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json' }) !== 0)
  fail('browser tests');
const e = existsSync('test-results/e2e.json') ? JSON.parse(readFileSync('test-results/e2e.json', 'utf8')) : null;
if (!e || e.stats.expected === 0) fail('the browser tier ran no tests');
if (e.stats.skipped > 0) fail(`${e.stats.skipped} browser tests were skipped`);

const passed = v.numPassedTests + e.stats.expected;
console.log(`\nTiers: typecheck, lint, unit, API (PGlite${withPg ? ' + PostgreSQL' : ''}), browser (${e.stats.expected}).`);
console.log(`${passed} passed, 0 failed`);
