// Cost and size of each compression level for one dynamic answer (issue #21 item 5, ADR 0013).
// `node bench/compression-levels.mjs <url-or-file> [repetitions]`, e.g. a 55 kB games page of the
// bench server: http://127.0.0.1:3391/api/games?date=2025-01-11&limit=77
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const [source, reps = '200'] = process.argv.slice(2);
if (!source) throw new Error('usage: node bench/compression-levels.mjs <url-or-file> [repetitions]');
const body = source.startsWith('http') ? Buffer.from(await (await fetch(source)).arrayBuffer()) : readFileSync(source);

function time(fn) {
  fn(); // warm-up
  const ms = [];
  for (let i = 0; i < Number(reps); i++) {
    const t0 = process.hrtime.bigint();
    fn();
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return ms[Math.floor(ms.length / 2)];
}

const brotli = (q) => () =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
const gzip = (level) => () => gzipSync(body, { level });
const levels = [
  ...Array.from({ length: 11 }, (_, i) => [`brotli q${i + 1}`, brotli(i + 1)]),
  ...[1, 4, 6, 9].map((l) => [`gzip ${l}`, gzip(l)]),
];
console.log(`body ${body.length} bytes, median of ${reps} runs (q10/q11: fewer runs would do; same count for comparability)`);
console.log('level        bytes   ratio  ms      MB/s');
for (const [name, fn] of levels) {
  const size = fn().length;
  const ms = name.match(/q1[01]$/) ? time(() => fn()) : time(fn);
  console.log(
    `${name.padEnd(12)} ${String(size).padEnd(7)} ${(size / body.length).toFixed(3)}  ${ms.toFixed(3).padEnd(7)} ${(body.length / 1e3 / ms).toFixed(0)}`,
  );
}
