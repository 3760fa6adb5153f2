// The unit tier, the process tests and an API smoke set on the other supported Node lines (package.json
// `engines`), so CI proves what differs between Node versions and not only on the machine's Node. The rest of
// the API tier is engine-neutral application logic, proven on both databases by `npm test`. The binaries come
// from the npm registry's node-<platform>-<arch> packages (npm verifies their integrity) into a temporary
// prefix, nothing from elsewhere. Pinned so a CI run does not depend on the day's registry.
// Usage: node scripts/test-other-nodes.mjs [vitest file filters, instead of the set below];
// OTHER_NODES=22 limits the lines; OTHER_NODES_SET=all runs the whole unit and API (PGlite) tiers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const PINNED = { 22: '22.23.3', 24: '24.21.0' };
// 120 s a test: these Node builds load ES modules of packages with large `exports` maps (date-fns, drizzle-orm)
// several times slower than the machine's Node 20 (Node's package.json reader re-reads a package's `exports` for
// every module it resolves: 0.84 s against 0.22 s to import date-fns, drizzle-orm and fastify), and they run beside
// the browser tier: a prepared-reads test of 3 s alone passed 30 s there once (2026-11-27). A guard, not a budget.
const TEST_TIMEOUT_MS = 120_000;
const HOOK_TIMEOUT_MS = 300_000;
const lines = (process.env.OTHER_NODES ?? Object.keys(PINNED).join(',')).split(',');
// Every file whose behaviour rests on what a Node line brings (V8, node:crypto, zlib, streams, undici,
// Intl/ICU, the WASM PGlite runs in, start-up and signals), each for the area named beside it.
export const SMOKE = [
  'tests/unit/', // every pure rule, and the lint layer rules (ESLint on this Node)
  'tests/process/', // start-up: `npm start` in production mode, graceful shutdown on signals (fetch/undici)
  'tests/api/pglite-named-statements.test.ts', // PGlite driver: named and prepared statements in WASM
  'tests/api/prepared-reads.test.ts', // PGlite driver: compiled row mappers over prepared selects
  'tests/api/migration-game-instants.test.ts', // migrations on the embedded engine
  'tests/api/auth-passwords.test.ts', // crypto: scrypt hashing on a password change and sign-in
  'tests/api/auth.test.ts', // crypto: session tokens, cookies
  'tests/api/static-assets.test.ts', // compression: precompressed brotli/gzip, fs streams
  'tests/api/page-cache.test.ts', // compression: zlib on the main thread, ETags (crypto hashes)
  'tests/api/import-games.test.ts', // streaming JSON: arrays and NDJSON through @streamparser/json
  'tests/api/import-cli.test.ts', // file streams: CSV and JSON files read from disk
  'tests/api/backup.test.ts', // file streams: export and restore round trip
  'tests/api/demo-history.test.ts', // fetch/undici against a listening server while the history fills
  'tests/api/response-serializer.test.ts', // fast-json-stringify's generated code on this V8
  'tests/api/game-time-zones.test.ts', // Intl/ICU time zones (each Node line ships its own tzdata)
  'tests/api/request-timeout.test.ts', // timers and sockets: slow requests cut off
];
// `npm test` runs a line's set in two parts, one after the other beside the browser tier, which leaves part of a
// core idle while its browsers wait on pages; each at `nice 5`, so the browser tier comes first. `--part=beside`: the
// unit tier and the API smoke set. `--part=after`: the process tests (servers started against deadlines) and the
// files that load the whole demo. Both parts at once had ~12 runnable processes to share two cores with (load 15,
// 2026-11-27): a server start through tsx that takes 7 s alone took 80 s there, and one missed its 150 s deadline in
// CI (stop 34); servers now start from a bundle (tests/helpers/server-bundle.ts), ~1.5 CPU-s instead of 3-8. Each
// line's part runs on one worker, the two lines side by side.
const AFTER = ['tests/process/', 'tests/api/prepared-reads.test.ts', 'tests/api/response-serializer.test.ts'];
const part = process.argv.find((a) => a.startsWith('--part='))?.slice('--part='.length);
if (part && part !== 'beside' && part !== 'after') {
  console.error(`unknown --part=${part} (beside or after)`);
  process.exit(2);
}
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--part='));
const set = process.env.OTHER_NODES_SET === 'all' ? [] : SMOKE;
const firstStage = set.length
  ? [...set.filter((f) => !AFTER.includes(f)), '--maxWorkers=1']
  : ['--maxWorkers=1', ...AFTER.map((f) => `--exclude=${f.endsWith('/') ? `${f}**` : f}`)];
const beside = { what: set.length ? 'unit + API smoke set' : 'unit + API', args: firstStage, nice: 5 };
const after = { what: 'process tests and demo-loading files', args: [...AFTER, '--maxWorkers=1'], nice: 5 };
/** Each run of a line: what it names, and vitest's file arguments. */
const stages = filters.length
  ? [{ what: 'the files named', args: filters }]
  : part === 'beside'
    ? [beside]
    : part === 'after'
      ? [after]
      : [{ what: set.length ? 'unit + process + API smoke set' : 'unit + API', args: set }];
const pkg = `node-${process.platform}-${process.arch}`;
const fail = (msg) => {
  console.error(`\nFAILED: ${msg}`);
  process.exit(1);
};

function nodeBinary(version) {
  const prefix = join(tmpdir(), `hd-${pkg}-${version}`);
  const bin = join(prefix, 'bin', 'node');
  if (existsSync(bin)) return bin;
  const work = mkdtempSync(join(tmpdir(), 'hd-node-'));
  const packed = spawnSync('npm', ['pack', `${pkg}@${version}`, '--pack-destination', work, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tgz = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (packed.status !== 0 || !tgz) fail(`npm pack ${pkg}@${version}`);
  if (spawnSync('tar', ['xzf', join(work, tgz), '-C', work], { stdio: 'inherit' }).status !== 0) fail(`unpacking ${tgz}`);
  rmSync(prefix, { recursive: true, force: true });
  renameSync(join(work, 'package'), prefix); // atomic: a half-unpacked prefix is never reused
  rmSync(work, { recursive: true, force: true });
  return bin;
}

// Not test-results/: the browser tier, which may run meanwhile (.ci/run), empties that folder when it starts.
const reports = mkdtempSync(join(tmpdir(), 'hd-other-nodes-'));

/** One Node line's vitest run of one stage; its output goes to `log` when lines run side by side. */
function runStage(line, stage, log) {
  const version = PINNED[line];
  if (!version) fail(`no pinned Node ${line} (known: ${Object.keys(PINNED).join(', ')})`);
  const node = nodeBinary(version);
  const actual = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (actual !== `v${version}`) fail(`${node} reports ${actual || 'nothing'}, expected v${version}`);
  const report = join(reports, `vitest-node${line}-${stages.indexOf(stage)}.json`);
  const started = Date.now();
  // PATH first: tests that spawn `node` (tests/process) must get this version too.
  const env = { ...process.env, PATH: `${join(node, '..')}${delimiter}${process.env.PATH}` };
  delete env.TEST_DATABASE_URL; // the PostgreSQL tier runs once, on the machine's Node (npm test)
  // The API projects' own timeouts (vitest.config.ts) are raised through the environment: vitest's --testTimeout and
  // --hookTimeout below reach only the unit projects (a 60 s hook timed out on Node 22 in CI, 2026-11-27).
  Object.assign(env, { TEST_TIMEOUT_MS: String(TEST_TIMEOUT_MS), TEST_HOOK_TIMEOUT_MS: String(HOOK_TIMEOUT_MS) });
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    // With their `-isolated` parts (the files that replace modules with vi.mock, vitest.config.ts).
    '--project',
    'unit*',
    '--project',
    'api-pglite*',
    `--testTimeout=${TEST_TIMEOUT_MS}`,
    `--hookTimeout=${HOOK_TIMEOUT_MS}`,
    '--reporter=dot',
    '--reporter=json',
    `--outputFile=${report}`,
    ...stage.args,
  ];
  const header = `\n== Node ${version}: ${stage.what} (PGlite) ==`;
  if (!log) console.log(header);
  const out = log ? openSync(log, 'w') : 'inherit';
  return new Promise((resolve) =>
    // The parts beside the browser tier yield to it.
    spawn('nice', ['-n', String(stage.nice ?? 0), node, ...args], { stdio: ['ignore', out, out], env }).on('close', (code) => {
      if (log) console.log(`${header}\n${readFileSync(log, 'utf8')}`);
      if (!existsSync(report)) fail(`Node ${version}: vitest wrote no report`);
      const v = JSON.parse(readFileSync(report, 'utf8'));
      if (code !== 0 || v.numFailedTests > 0) fail(`Node ${version}: unit/API tests`);
      if (v.numPassedTests === 0) fail(`Node ${version}: ran no test`);
      if (v.numPendingTests > 0 || v.numTodoTests > 0) fail(`Node ${version}: ${v.numPendingTests + v.numTodoTests} tests were skipped`);
      resolve({ passed: v.numPassedTests, summary: `${version} (${v.numPassedTests} in ${Math.round((Date.now() - started) / 1000)} s)` });
    }),
  );
}

/** A line's stages one after the other (a run by hand has one; `npm test`'s parts one each). */
async function runLine(line, logOf) {
  const runs = [];
  for (const [i, stage] of stages.entries()) runs.push(await runStage(line, stage, logOf?.(i)));
  return { passed: runs.reduce((sum, r) => sum + r.passed, 0), summary: runs.map((r) => r.summary).join(' + ') };
}

// In `npm test`'s parts the lines run side by side (one worker each): one line at a time outlasted the browser tier
// and left a core idle at its end. A run named by hand goes one line at a time, its output as it comes.
const results = [];
if (part && lines.length > 1) {
  results.push(...(await Promise.all(lines.map((line) => runLine(line, (i) => join(reports, `node${line}-${i}.log`))))));
} else {
  for (const line of lines) results.push(await runLine(line, null));
}
console.log(`\nOther Nodes: ${results.map((r) => r.summary).join(', ')}.`);
console.log(`other-nodes: ${results.reduce((sum, r) => sum + r.passed, 0)} passed, 0 failed`);
