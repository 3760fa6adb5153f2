import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOfficialSheet } from '#server/import/read-official-sheet';
import { auditLog, leagues, seasons } from '#server/db/schema';
import { json } from '../helpers/build-test-app';
import { nhlGames } from '../helpers/official-corpus';
import { openSse, type SseMessage } from '../helpers/sse-reader';
import { liveWorld } from '../helpers/live-world';

/**
 * Issue 27, "push to fans": every write that adds a game to a day or takes one away reaches that day's open
 * streams (GET /api/live), not only the writes that change a game already there: a game created, deleted,
 * restored, imported from a games file or from box scores.
 */
const setup = liveWorld();

type Stream = Awaited<ReturnType<typeof openSse>>;
type Mark = { gameId: number; seq: number; status?: string; deleted?: boolean; left?: boolean };
const open = async (url: string, headers?: Record<string, string>) => {
  const s = await openSse(`${setup.base}${url}`, headers);
  setup.streams.push(s);
  return s;
};
const live = (date: string, leagueId?: number) => open(`/api/live?date=${date}${leagueId ? `&leagueId=${leagueId}` : ''}`);
const mark = (m: SseMessage) => m.data as Mark;

/** The stream's messages once one is a `game` message matching `match` (rejects after 20 s). */
async function waitForGame(s: Stream, match: Partial<Mark>) {
  const hit = (m: SseMessage) => m.event === 'game' && Object.entries(match).every(([k, v]) => mark(m)[k as keyof Mark] === v);
  const until = Date.now() + 20_000;
  while (!s.messages.some(hit)) {
    if (Date.now() > until) throw new Error(`no game message like ${JSON.stringify(match)}: ${JSON.stringify(s.messages)}`);
    await s.waitFor(s.messages.length + 1, 500).catch(() => undefined);
  }
  return s.messages.find(hit)!;
}

const createGame = async (gameDate: string, side = setup.w.a) => {
  const res = await setup.t.app.inject({
    method: 'POST',
    url: '/api/games',
    headers: { cookie: setup.t.admin },
    payload: { homeTeamId: side.team.id, awayTeamId: side.team2.id, seasonId: side.season.id, gameDate, gameTime: '19:00' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).id as number;
};
const deleteGame = async (id: number) => {
  const res = await setup.t.app.inject({ method: 'DELETE', url: `/api/games/${id}`, headers: { cookie: setup.t.admin } });
  expect(res.statusCode, res.body).toBe(204);
};

describe('games added to and taken from a day reach its open streams', () => {
  it("a created game reaches its day's stream and its league's, not another day's or league's", async () => {
    const day = '2031-03-04';
    const [all, alpha, beta, nextDay] = [
      await live(day),
      await live(day, setup.w.a.league.id),
      await live(day, setup.w.b.league.id),
      await live('2031-03-05'),
    ];
    const id = await createGame(day);
    expect(mark(await waitForGame(all, { gameId: id }))).toMatchObject({ gameId: id, status: 'scheduled' });
    const onLeague = await waitForGame(alpha, { gameId: id });
    expect(onLeague.id).toBe(String(mark(onLeague).seq));
    expect(mark(onLeague).deleted).toBeUndefined();

    // The other league's stream and the next day's hear their own games first: nothing of the one above came before.
    const betaGame = await createGame(day, setup.w.b);
    const later = await createGame('2031-03-05');
    expect((await beta.waitFor(1))[0].data).toMatchObject({ gameId: betaGame });
    expect((await nextDay.waitFor(1))[0].data).toMatchObject({ gameId: later });
  });

  it("a deleted game leaves with a removal message on its day's, league's and own streams; a resume replays it", async () => {
    const day = '2031-03-11';
    const id = await createGame(day);
    const [all, alpha, beta, own] = [
      await live(day),
      await live(day, setup.w.a.league.id),
      await live(day, setup.w.b.league.id),
      await open(`/api/games/${id}/stream`),
    ];
    await waitForGame(own, { gameId: id });
    await deleteGame(id);

    const removal = await waitForGame(all, { gameId: id, deleted: true });
    expect(removal.data).toEqual({ gameId: id, seq: Number(removal.id), deleted: true });
    expect((await waitForGame(alpha, { gameId: id, deleted: true })).id).toBe(removal.id);
    expect((await waitForGame(own, { gameId: id, deleted: true })).id).toBe(removal.id);
    const betaGame = await createGame(day, setup.w.b);
    expect((await beta.waitFor(1))[0].data).toMatchObject({ gameId: betaGame });

    // A page that lost its connection just before the delete hears of it when it comes back.
    const resumed = await live(day, setup.w.a.league.id);
    const again = await open(`/api/live?date=${day}&leagueId=${setup.w.a.league.id}`, { 'last-event-id': String(Number(removal.id) - 1) });
    expect((await again.waitFor(1))[0]).toMatchObject({ event: 'game', id: removal.id, data: { gameId: id, deleted: true } });
    // A fresh stream starts from now: no removal of the past.
    const fresh = await createGame(day);
    expect((await resumed.waitFor(1))[0].data).toMatchObject({ gameId: fresh });
  });

  it('a restored game comes back on its day’s stream', async () => {
    const day = '2031-03-18';
    const id = await createGame(day);
    const s = await live(day);
    await deleteGame(id);
    await waitForGame(s, { gameId: id, deleted: true });
    const [entry] = await setup.t.handle.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.entity, 'game'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
    const res = await setup.t.app.inject({ method: 'POST', url: `/api/audit/${entry.id}/restore`, headers: { cookie: setup.t.admin } });
    expect(res.statusCode, res.body).toBe(200);
    const back = await waitForGame(s, { gameId: id, status: 'scheduled' });
    expect(mark(back).deleted).toBeUndefined();
    expect(s.messages.filter((m) => mark(m).gameId === id).map((m) => Boolean(mark(m).deleted))).toEqual([true, false]);
  });

  it("a game moved to another day or league leaves the old one's streams with `left`, reaches the new one's; a resume replays it", async () => {
    const [day, next] = ['2031-03-19', '2031-03-20'];
    const id = await createGame(day);
    const [all, alpha, beta, later] = [
      await live(day),
      await live(day, setup.w.a.league.id),
      await live(day, setup.w.b.league.id),
      await live(next),
    ];
    const move = async (payload: object) => {
      const res = await setup.t.app.inject({ method: 'PUT', url: `/api/games/${id}`, payload, headers: { cookie: setup.t.admin } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await move({ gameDate: next });
    const left = await waitForGame(all, { gameId: id, left: true });
    expect(left.data).toEqual({ gameId: id, seq: Number(left.id), left: true });
    expect((await waitForGame(alpha, { gameId: id, left: true })).id).toBe(left.id);
    expect(mark(await waitForGame(later, { gameId: id }))).toMatchObject({ status: 'scheduled' });
    // The other league's stream of the day never showed it and hears nothing of it.
    const betaGame = await createGame(day, setup.w.b);
    expect((await beta.waitFor(1)).map((m) => mark(m).gameId)).toEqual([betaGame]);

    // A page that lost its connection just before the move hears of it when it comes back.
    const again = await open(`/api/live?date=${day}`, { 'last-event-id': String(Number(left.id) - 1) });
    expect((await again.waitFor(1))[0]).toMatchObject({ event: 'game', id: left.id, data: { gameId: id, left: true } });

    // Back on the day: its stream shows it again, and the day it left now hears `left`.
    await move({ gameDate: day });
    const back = await waitForGame(all, { gameId: id, status: 'scheduled' });
    expect(Number(back.id)).toBeGreaterThan(Number(left.id));
    expect(mark(await waitForGame(later, { gameId: id, left: true })).seq).toBe(Number(back.id));
  });

  it('a games import reaches the streams of the days it writes, created and updated games alike', async () => {
    const day = '2031-03-25';
    const s = await live(day, setup.w.a.league.id);
    const csv = (time: string) =>
      [
        'externalId,source,leagueId,seasonId,date,time,homeTeamId,awayTeamId',
        `live-1,stream-test,${setup.w.a.league.id},${setup.w.a.season.id},${day},${time},${setup.w.a.team.id},${setup.w.a.team2.id}`,
        `live-2,stream-test,${setup.w.a.league.id},${setup.w.a.season.id},${day},18:00,${setup.w.a.team2.id},${setup.w.a.team.id}`,
      ].join('\n') + '\n';
    const post = (body: string, query = '') =>
      setup.t.app.inject({
        method: 'POST',
        url: `/api/import/games${query}`,
        payload: body,
        headers: { 'content-type': 'text/csv', cookie: setup.t.admin },
      });
    const dry = await post(csv('19:00'), '?dryRun=true');
    expect(json(dry)).toMatchObject({ dryRun: true, created: 2 });
    const res = await post(csv('19:00'));
    expect(json(res)).toMatchObject({ imported: true, created: 2 });
    const games = json(await setup.t.app.inject({ url: `/api/games?date=${day}&leagueId=${setup.w.a.league.id}` })) as { id: number }[];
    expect(games).toHaveLength(2);
    for (const g of games) await waitForGame(s, { gameId: g.id });
    // Nothing came of the dry run: the first messages are the real run's games.
    expect(
      s.messages
        .slice(0, 2)
        .map((m) => mark(m).gameId)
        .sort(),
    ).toEqual(games.map((g) => g.id).sort());

    const seen = s.messages.length;
    expect(json(await post(csv('20:15')))).toMatchObject({ imported: true, updated: 1, unchanged: 1 });
    const [next] = (await s.waitFor(seen + 1)).slice(seen);
    expect(next.event).toBe('game');
    const moved = games.find((g) => g.id === mark(next).gameId)!;
    expect(json(await setup.t.app.inject({ url: `/api/games/${moved.id}` })).gameTime).toMatch(/^20:15/);
  });

  it('a box-score import reaches the stream of the imported game’s day', async () => {
    const sheet = nhlGames()[0]!;
    const [league] = await setup.t.handle.db
      .insert(leagues)
      .values({ name: 'National Hockey League', shortName: 'NHL', timeZone: 'America/Los_Angeles' })
      .returning();
    const [season] = await setup.t.handle.db
      .insert(seasons)
      .values({ leagueId: league.id, year: '2024-25', name: '2024-25 Regular Season' })
      .returning();
    const day = readOfficialSheet(sheet).game.date.slice(0, 10);
    const s = await live(day, league.id);
    const res = await setup.t.app.inject({
      method: 'POST',
      url: `/api/import/boxscores?leagueId=${league.id}&seasonId=${season.id}`,
      payload: JSON.stringify([sheet]),
      headers: { 'content-type': 'application/json', cookie: setup.t.admin },
    });
    expect(json(res)).toMatchObject({ created: 1, rejectedCount: 0 });
    const [game] = json(await setup.t.app.inject({ url: `/api/games?date=${day}&leagueId=${league.id}` })) as { id: number }[];
    expect(game).toBeDefined();
    expect(mark(await waitForGame(s, { gameId: game.id }))).toMatchObject({ status: 'final' });
  });
});
