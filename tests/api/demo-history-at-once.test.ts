import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '#server/db/client';
import { resultRows } from '#server/demo/insert';
import { startDemoHistory } from '#server/demo';
import { createDemoTestDatabase } from '../helpers/demo-database';

// The demo history filled at once (a seed run, a server told to wait, the browser tier's database) must leave
// exactly what the chunk-by-chunk fill leaves beside a running server: the same box scores, the same season
// totals, every index and key back, and the caches told that the games changed.
type Demo = Awaited<ReturnType<typeof createDemoTestDatabase>>;
const demos: Demo[] = [];
afterAll(async () => {
  for (const d of demos) await d.drop();
});

const rows = async (h: DbHandle, q: string) => resultRows(await h.db.execute(sql.raw(q)));
const TABLES = ['box_score_lineups', 'box_score_goals', 'box_score_penalties', 'box_score_goalies', 'box_score_shots'];
/** A digest of every row of the table, in key order (the season totals of the filled season only). */
const digest = async (h: DbHandle, table: string, where = 'true') =>
  (
    await rows(
      h,
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${table} t where ${where}`,
    )
  )[0];
const indexes = async (h: DbHandle) =>
  (await rows(h, `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`)).map((r) => r.indexdef);
const gamesVersion = async (h: DbHandle) => Number((await rows(h, `select version from data_version where scope = 'games'`))[0]!.version);

let season = 0;
const filled: Record<'chunked' | 'atOnce', { handle: DbHandle; added: number; versionBefore: number }> = {} as never;

beforeAll(async () => {
  for (const mode of ['chunked', 'atOnce'] as const) {
    const demo = await createDemoTestDatabase();
    demos.push(demo);
    const h = demo.handle;
    // The smallest pending season with finals: a whole season, quickly.
    season ||= Number(
      (
        await rows(
          h,
          `select p.season_id from demo_history_pending p join games g on g.season_id = p.season_id and g.status = 'final'
           group by 1 having count(*) > 60 order by count(*), 1 limit 1`,
        )
      )[0]!.season_id,
    );
    await rows(h, `delete from demo_history_pending where season_id <> ${season}`);
    const versionBefore = await gamesVersion(h);
    // The same chunk size both ways: each chunk's random stream starts from its first game.
    const added = await startDemoHistory(h, { log: () => {}, chunkGames: 40, atOnce: mode === 'atOnce' }).done;
    filled[mode] = { handle: h, added, versionBefore };
  }
}, 300_000);

describe('the demo history filled at once', () => {
  it('adds the same box scores as the chunk-by-chunk fill, and the same season totals', async () => {
    const { chunked, atOnce } = filled;
    expect(chunked.added).toBeGreaterThan(60);
    expect(atOnce.added).toBe(chunked.added);
    for (const table of TABLES) expect(await digest(atOnce.handle, table), table).toEqual(await digest(chunked.handle, table));
    const stats = `season_id = ${season}`;
    const totals = await digest(atOnce.handle, 'player_season_stats', stats);
    expect(totals!.n).toBeGreaterThan(20);
    expect(totals).toEqual(await digest(chunked.handle, 'player_season_stats', stats));
    expect(await rows(atOnce.handle, 'select 1 from demo_history_pending')).toEqual([]);
  });

  it('leaves every index and key as the migrations made them', async () => {
    const made = await indexes(filled.chunked.handle);
    expect(made).toContain(
      'CREATE UNIQUE INDEX box_score_lineups_game_id_player_id_pk ON public.box_score_lineups USING btree (game_id, player_id)',
    );
    expect(made.some((d) => String(d).startsWith('CREATE INDEX box_score_lineups_player_idx'))).toBe(true);
    expect(await indexes(filled.atOnce.handle)).toEqual(made);
  });

  it('tells the read caches that the games changed, both ways', async () => {
    for (const { handle, versionBefore } of Object.values(filled)) expect(await gamesVersion(handle)).toBeGreaterThan(versionBefore);
  });
});

describe('the fill at once with nothing pending (every start after the first)', () => {
  it('leaves the indexes as they are instead of rebuilding them', async () => {
    const { handle } = filled.atOnce;
    const files = `select relname, relfilenode from pg_class where relkind = 'i' and relname like 'box_score_lineups%' order by 1`;
    const before = await rows(handle, files);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(await startDemoHistory(handle, { log: () => {}, atOnce: true }).done).toBe(0);
    expect(await rows(handle, files)).toEqual(before);
  });
});
