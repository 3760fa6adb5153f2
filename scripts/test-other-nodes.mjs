// The unit and API (PGlite) tiers on the other supported Node lines (package.json `engines`), so CI
// proves them and not only the machine's Node. The binaries come from the npm registry's
// node-<platform>-<arch> packages (npm verifies their integrity) into a temporary prefix, nothing
// from elsewhere. Pinned so a CI run does not depend on the day's registry.
// Usage: node scripts/test-other-nodes.mjs [vitest args, e.g. file filters]; OTHER_NODES=22 limits the lines.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const PINNED = { 22: '22.23.3', 24: '24.21.0' };
const lines = (process.env.OTHER_NODES ?? Object.keys(PINNED).join(',')).split(',');
const vitestArgs = process.argv.slice(2);
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

mkdirSync('test-results', { recursive: true });
let passed = 0;
const ran = [];
for (const line of lines) {
  const version = PINNED[line];
  if (!version) fail(`no pinned Node ${line} (known: ${Object.keys(PINNED).join(', ')})`);
  const node = nodeBinary(version);
  const actual = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  if (actual !== `v${version}`) fail(`${node} reports ${actual || 'nothing'}, expected v${version}`);
  const report = resolve(`test-results/vitest-node${line}.json`);
  rmSync(report, { force: true });
  console.log(`\n== Node ${version}: unit + API (PGlite) ==`);
  const started = Date.now();
  // PATH first: tests that spawn `node` (tests/process) must get this version too.
  const env = { ...process.env, PATH: `${join(node, '..')}${delimiter}${process.env.PATH}` };
  delete env.TEST_DATABASE_URL; // the PostgreSQL tier runs once, on the machine's Node (npm test)
  // 30 s per test as in the API tier: these Node builds load many small ES modules several times slower
  // than the machine's Node 20 (date-fns, 250 files: ~3 s against 0.3 s), past the unit tier's 5 s default.
  const vitest = spawnSync(
    node,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--project',
      'unit',
      '--project',
      'api-pglite',
      '--testTimeout=30000',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile=${report}`,
      ...vitestArgs,
    ],
    { stdio: 'inherit', env },
  );
  if (!existsSync(report)) fail(`Node ${version}: vitest wrote no report`);
  const v = JSON.parse(readFileSync(report, 'utf8'));
  if (vitest.status !== 0 || v.numFailedTests > 0) fail(`Node ${version}: unit/API tests`);
  if (v.numPassedTests === 0) fail(`Node ${version}: ran no test`);
  if (v.numPendingTests > 0 || v.numTodoTests > 0) fail(`Node ${version}: ${v.numPendingTests + v.numTodoTests} tests were skipped`);
  passed += v.numPassedTests;
  ran.push(`${version} (${v.numPassedTests} in ${Math.round((Date.now() - started) / 1000)} s)`);
}
console.log(`\nOther Nodes: ${ran.join(', ')}.`);
console.log(`other-nodes: ${passed} passed, 0 failed`);
