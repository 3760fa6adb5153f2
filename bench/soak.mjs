// `npm run bench:soak`: a steady mixed load against the built server (default 10 minutes) printing,
// per interval, errors, p99 and the server's RSS; at the end the RSS growth after warm-up.
// Uses the embedded database with demo data unless SOAK_DATABASE_URL is set.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { discoverScenarios } from './scenarios.mjs';
import { startServer } from './server-process.mjs';
import { startWriter, varyingReads } from './soak-traffic.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const INTERVAL_SEC = Number(process.env.SOAK_INTERVAL ?? 30);
const RATE = Number(process.env.SOAK_RATE ?? 200); // requests per second overall, steady

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const env = process.env.SOAK_DATABASE_URL
  ? { DATABASE_URL: process.env.SOAK_DATABASE_URL }
  : { DATA_DIR: process.env.SOAK_DATA_DIR ?? '/tmp/hd-soak', SEED_DEMO: 'true' };
const ADMIN = { email: 'soak@bench.local', password: 'soak-admin-password' };
Object.assign(env, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const server = await startServer({ port: 3303, env });
const rssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};

const scenarios = (await discoverScenarios(server.base)).filter((s) => !s.ceiling);
const requests = varyingReads(scenarios);
const gameId = Number(
  scenarios
    .find((s) => s.name === 'game detail')
    .path.split('/')
    .pop(),
);
const writer = await startWriter(server.base, { ...ADMIN, gameId });
const rows = [];
const intervals = Math.ceil((MINUTES * 60) / INTERVAL_SEC);
console.log(`soak: ${MINUTES} min at ~${RATE} req/s over ${scenarios.length} calls, ${INTERVAL_SEC}s intervals`);
console.log('interval  requests  errors  p50ms  p99ms  rssMB');
for (let i = 0; i < intervals; i++) {
  const r = await autocannon({ url: server.base, connections: 20, duration: INTERVAL_SEC, overallRate: RATE, requests });
  const row = {
    i,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rss: rssMb(),
  };
  rows.push(row);
  console.log(
    `${String(i + 1).padEnd(10)}${String(row.requests).padEnd(10)}${String(row.errors).padEnd(8)}${String(row.p50).padEnd(7)}${String(row.p99).padEnd(7)}${row.rss}`,
  );
}
writer.stop();
await server.stop();
const warm = rows[Math.min(1, rows.length - 1)].rss;
const last = rows[rows.length - 1].rss;
const errors = rows.reduce((n, r) => n + r.errors, 0) + writer.stats.failed;
console.log(`admin writes during the soak: ${writer.stats.writes} (${writer.stats.failed} failed)`);
const split = `timeouts ${rows.reduce((n, r) => n + r.timeouts, 0)}, non-2xx ${rows.reduce((n, r) => n + r.non2xx, 0)}`;
console.log(
  `\ntotal errors: ${errors} (${split}); RSS after warm-up ${warm} MB -> end ${last} MB (${(((last - warm) / warm) * 100).toFixed(1)}% growth); worst p99 ${Math.max(...rows.map((r) => r.p99))} ms`,
);
process.exit(errors === 0 ? 0 : 1);
