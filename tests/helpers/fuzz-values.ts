/** Seeded PRNG (mulberry32): the fuzzer is random but every run sends the same requests. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)], int: (n: number) => Math.floor(next() * n) };
}

export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a',
  "'; DROP TABLE teams; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '🏒🥅🔥',
  'Jääskeläinen',
  'Ⅻ',
  '\u0000',
  '\u202e',
  '%00',
  '../../etc/passwd',
  '{{7*7}}',
  '${7*7}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  'x'.repeat(1_048_000),
  '\\',
  '%',
  '_',
  '%%',
  "O'Brien",
  'a\nb',
  'true',
];

export const HOSTILE_IDS = [
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'abc',
  '1e3',
  '%27',
  '🏒',
  ' 1',
  '0x10',
  '-0',
  'NaN',
  '1;select',
  '',
];

export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER,
  [],
  [1, 2],
  {},
  { $gt: '' },
  { nested: { deep: [1] } },
  ...HOSTILE_STRINGS,
];
