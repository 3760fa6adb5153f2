import { namePool, POOL_COUNTRIES } from '../data/names';
import { literal } from '../insert';

/**
 * Temporary lookup tables (dropped at commit) that let set-based SQL pick a city or a name of
 * the right country by index: country index ci (0-based position in POOL_COUNTRIES) and n.
 */
export function wordTableStatements(): string[] {
  const table = (name: string, pick: (cc: string) => string[]) => {
    const values = POOL_COUNTRIES.flatMap((cc, ci) => pick(cc).map((w, n) => `(${ci}, ${n}, ${literal(w)})`));
    return [
      `CREATE TEMP TABLE ${name} (ci int, n int, word text, PRIMARY KEY (ci, n)) ON COMMIT DROP`,
      `INSERT INTO ${name} VALUES ${values.join(', ')}`,
      `CREATE TEMP TABLE ${name}_count ON COMMIT DROP AS SELECT ci, count(*)::int AS cnt FROM ${name} GROUP BY ci`,
    ];
  };
  const codes = POOL_COUNTRIES.map((cc, ci) => `(${ci}, ${literal(cc)})`).join(', ');
  return [
    ...table('spec_city', (cc) => namePool(cc).cities),
    ...table('spec_first', (cc) => namePool(cc).first),
    ...table('spec_last', (cc) => namePool(cc).last),
    `CREATE TEMP TABLE spec_country ON COMMIT DROP AS
       SELECT v.ci, c.id AS country_id, c.name FROM (VALUES ${codes}) AS v(ci, code) JOIN countries c ON c.code = v.code`,
  ];
}

export const POOL_COUNT = POOL_COUNTRIES.length;
