// `npm test`: every tier (lock, types, lint, format, unit + API on PGlite [+ PostgreSQL], browser), then one
// summary line. Fails when a tier fails, is skipped, or runs no test.
// Overlap: the checks that need no test database (tsc, ESLint, Prettier) and what the browser tier needs next
// (the client build, the day's seeded database) run beside vitest at a lower priority, filling the time its
// two workers wait on a database (ADR 0021).
// Their output goes to test-results/<step>.log and is shown when the step fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

mkdirSync('test-results', { recursive: true });
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const jobs = [];
// Each background step leads its own process group, so stopping it stops what it started (npx -> tsc).
const stopAll = () =>
  jobs.forEach((job) => {
    try {
      process.kill(-job.child.pid, 'SIGTERM');
    } catch {
      /* already ended */
    }
  });
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
const fail = (msg) => {
  stopAll();
  console.error(`\nFAILED: ${msg}`);
  console.log(`0 passed, 1 failed`);
  process.exit(1);
};
// Asynchronous, so the steps beside it are timed (and their ends logged) as they finish.
const runBeside = (cmd, args, env = {}) =>
  new Promise((resolve) =>
    spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).on('close', (code) => resolve(code ?? 1)),
  );
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Starts `cmd` niced in the background; `.done` resolves to its exit code once it ends. */
function beside(name, cmd, args, logDir = 'test-results', niceness = 10) {
  const log = path.join(logDir, `${name}.log`);
  const out = openSync(log, 'w');
  const started = Date.now();
  const child = spawn('nice', ['-n', String(niceness), cmd, ...args], { stdio: ['ignore', out, out], detached: true });
  const done = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1))).then((code) => {
    console.log(`[${name}: ${code === 0 ? 'done' : `exit ${code}`} in ${seconds(started)}]`);
    return code;
  });
  const job = { name, child, done, log };
  jobs.push(job);
  return job;
}
async function expectDone(job, msg) {
  if ((await job.done) === 0) return;
  console.error(readFileSync(job.log, 'utf8'));
  fail(msg);
}

// `npm ci` refuses a lock that disagrees with package.json or lacks a platform's optional binary; its dry run
// checks exactly that without touching node_modules.
if (run('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']) !== 0)
  fail('package-lock.json disagrees with package.json: run `npm install` and commit the lock');

const started = Date.now();
const tsc = beside('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);
// `npm run lint` is ESLint (with the layer rules) and the Prettier check: one command, one failure.
const lint = beside('lint', 'npm', ['run', 'lint', '--silent']);
const build = beside('build', 'npm', ['run', 'build']);
const database = beside('e2e-database', 'node', ['scripts/e2e-database.mjs']);

const withPg = Boolean(process.env.TEST_DATABASE_URL);
if (!withPg) console.log('\nNote: TEST_DATABASE_URL is not set, the real-PostgreSQL API tier is not part of this run (CI sets it).\n');
const withOtherNodes = process.env.OTHER_NODES !== 'none';
if (!withOtherNodes) console.log('\nNote: OTHER_NODES=none, Node 22 and 24 are not part of this run (CI runs them).\n');
// Not test-results/: Playwright empties that folder when the browser tier starts.
const otherLogs = mkdtempSync(path.join(tmpdir(), 'hd-other-nodes-logs-'));
const otherNodesCount = (log) => Number(/^other-nodes: (\d+) passed, 0 failed$/m.exec(readFileSync(log, 'utf8'))?.[1] ?? 0);
const vitestCode = await runBeside('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=test-results/vitest.json',
]);
console.log(`[vitest: ${seconds(started)}]`);
await expectDone(tsc, 'typecheck');
await expectDone(lint, 'lint (ESLint, then Prettier: `npm run format` fixes formatting)');
const v = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
const projects = new Set(v.testResults.flatMap((f) => f.assertionResults.map(() => (f.name.includes('/tests/unit/') ? 'unit' : 'api'))));
if (vitestCode !== 0) fail('unit/API tests');
if (v.numPendingTests > 0 || v.numTodoTests > 0) fail(`${v.numPendingTests + v.numTodoTests} vitest tests were skipped`);
if (!projects.has('unit') || !projects.has('api')) fail('a vitest tier ran no tests');
if (withPg && !v.testResults.some((f) => f.name.includes('/tests/api-postgres/'))) fail('the real-PostgreSQL tier did not run');

await expectDone(build, 'build');
await expectDone(database, "the browser tier's seeded database");
// The other Node lines run beside the browser tier, which leaves part of a core idle (its browsers wait on pages):
// first their unit tier and API smoke set, then, as soon as those are through, their process tests and
// demo-loading files (ADR 0021). Run after the browser tier, the second part left a quarter of the machine idle
// through the browser tier's second half and added ~45 s at its end (2026-11-28); beside the first part, with
// servers started from source through tsx, a start missed its 150 s deadline (stop 34). Both parts yield (nice 5).
const otherNodes = withOtherNodes ? beside('other-nodes', 'node', ['scripts/test-other-nodes.mjs', '--part=beside'], otherLogs, 0) : null;
const otherNodesAfter = otherNodes?.done.then((code) =>
  code === 0 ? beside('other-nodes-after', 'node', ['scripts/test-other-nodes.mjs', '--part=after'], otherLogs, 0) : null,
);
const browserStarted = Date.now();
const e2eEnv = { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json', E2E_PREBUILT: '1', E2E_TRACE: 'off' };
if ((await runBeside('npm', ['run', 'test:e2e', '--', '--reporter=list,json'], e2eEnv)) !== 0) fail('browser tests');
console.log(`[browser: ${seconds(browserStarted)}]`);
const e = existsSync('test-results/e2e.json') ? JSON.parse(readFileSync('test-results/e2e.json', 'utf8')) : null;
if (!e || e.stats.expected === 0) fail('the browser tier ran no tests');
if (e.stats.skipped > 0) fail(`${e.stats.skipped} browser tests were skipped`);

let otherPassed = 0;
if (otherNodes) {
  await expectDone(otherNodes, 'Node 22/24: unit tier, API smoke set');
  const after = await otherNodesAfter;
  await expectDone(after, 'Node 22/24: process tests and demo-loading files');
  otherPassed = otherNodesCount(otherNodes.log) + otherNodesCount(after.log);
}

const passed = v.numPassedTests + e.stats.expected + otherPassed;
const others = withOtherNodes ? `, Node 22 + 24 (unit, process, API smoke set: ${otherPassed})` : '';
console.log(`\nTiers: typecheck, lint, unit, API (PGlite${withPg ? ' + PostgreSQL' : ''}), browser (${e.stats.expected})${others}.`);
console.log(`${passed} passed, 0 failed`);
