import { sql } from 'drizzle-orm';
import type { TeamSide } from '#shared/schemas/box-score';
import { GameEventData } from '#shared/schemas/game-event';
import { formatClock, parseClock, PERIOD_SECONDS } from '#shared/domain/box-score/box-score-clock';
import type { Db } from '#server/db/client';
import { gameEvents } from '#server/db/schema';
import { createRng, type Rng } from '../prng';
import { pickSkater, INFRACTIONS, type RosterPlayer } from './box-score-gen';
import { dressedRosters, type RosterLookup } from './box-scores';

// A stream of its own, so the events left every other demo row exactly as it was.
const LIVE_SEED = 0x11fe0e7e;
// Where each regulation period starts, in minutes after the opening face-off (games.ts liveState: 2nd
// from 50, 3rd from 95), and the 35 minutes of real time its 20 minutes of play take.
const PERIOD_STARTS_MIN = [0, 50, 95];
const PLAY_MIN = 35;
const SIDES = ['home', 'away'] as const;
const PLAYER_INFRACTIONS = INFRACTIONS.filter((i) => i !== 'Too many men');

export type LiveGame = {
  id: number;
  seasonId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeScore: number | null;
  awayScore: number | null;
  startsAt: string | null;
};
type EventRow = { id: string; gameId: number; period: number; time: string; data: GameEventData };

/** Seconds of play each period has had `elapsedMs` after the face-off (the current period last). */
export function playedPeriods(elapsedMs: number): number[] {
  const minutes = elapsedMs / 60_000;
  return PERIOD_STARTS_MIN.filter((start) => minutes >= start).map((start) =>
    Math.min(PERIOD_SECONDS, Math.floor(((minutes - start) / PLAY_MIN) * PERIOD_SECONDS)),
  );
}

/** A random UUID from the seeded stream: the same demo day makes the same event ids. */
function uuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + rng.int(0, 3)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Issue 27 in the demo: a game under way carries the events a scorekeeper would have recorded so far
 * (both lineups, the periods started and ended, its goals, shots and penalties), so its play-by-play
 * reads like a game in progress and the score its events add up to is the score it shows. A scorekeeper
 * who opens it then goes on from there instead of from 0-0.
 */
export function liveEventRows(game: LiveGame, rosters: Record<TeamSide, RosterPlayer[]>, now: Date, rng: Rng): EventRow[] {
  const periods = game.startsAt ? playedPeriods(now.getTime() - Date.parse(game.startsAt)) : [];
  if (periods.length === 0) return [];
  const played = periods.reduce((a, b) => a + b, 0);
  const rows: EventRow[] = [];
  const add = (period: number, seconds: number, data: GameEventData) =>
    rows.push({ id: uuid(rng), gameId: game.id, period, time: formatClock(seconds), data: GameEventData.parse(data) });
  // A moment of the play so far, as its period and the seconds into it.
  const randomMoment = (): [number, number] => {
    let at = rng.int(1, Math.max(1, played - 1));
    let i = 0;
    while (i < periods.length - 1 && at >= periods[i]!) {
      at -= periods[i]!;
      i++;
    }
    return [i + 1, at];
  };
  for (const team of SIDES) {
    const goalie = rosters[team].find((p) => p.position === 'goalie');
    add(1, 0, { type: 'lineup', team, playerIds: rosters[team].slice(0, 40).map((p) => p.id), startingGoalieId: goalie?.id ?? null });
  }
  periods.forEach((seconds, i) => {
    add(i + 1, 0, { type: 'period-start' });
    if (seconds >= PERIOD_SECONDS) add(i + 1, PERIOD_SECONDS, { type: 'period-end' });
  });
  const share = played / (3 * PERIOD_SECONDS);
  const skaters = { home: rosters.home.filter((p) => p.position !== 'goalie'), away: rosters.away.filter((p) => p.position !== 'goalie') };
  // Penalties first: a goal's strength follows from who is in the box at that moment.
  const boxed: Array<{ team: TeamSide; period: number; at: number }> = [];
  for (const team of SIDES)
    for (let i = rng.poisson(3.5 * share); i > 0; i--) {
      const [period, at] = randomMoment();
      boxed.push({ team, period, at });
      const playerId = pickSkater(rng, skaters[team])!;
      add(period, at, { type: 'penalty', team, playerId, minutes: 2, infraction: rng.pick(PLAYER_INFRACTIONS) } as GameEventData);
    }
  const shortOf = (team: TeamSide, period: number, at: number) =>
    boxed.some((b) => b.team === team && b.period === period && at > b.at && at - b.at <= 120);
  for (const team of SIDES) {
    for (let i = 0; i < (team === 'home' ? game.homeScore : game.awayScore)!; i++) {
      const [period, at] = randomMoment();
      const [own, theirs] = [shortOf(team, period, at), shortOf(team === 'home' ? 'away' : 'home', period, at)];
      const strength = theirs && !own ? 'PP' : own && !theirs ? 'SH' : 'EV';
      const scorer = pickSkater(rng, skaters[team])!;
      const a1 = rng.chance(0.9) ? pickSkater(rng, skaters[team], [scorer]) : null;
      const a2 = a1 !== null && rng.chance(0.65) ? pickSkater(rng, skaters[team], [scorer, a1]) : null;
      add(period, at, { type: 'goal', team, scorerPlayerId: scorer, assist1PlayerId: a1, assist2PlayerId: a2, strength } as GameEventData);
    }
    for (let i = rng.poisson(27 * share); i > 0; i--) add(...randomMoment(), { type: 'shot', team });
  }
  return rows;
}

/** The events of every demo game under way whose teams both dress skaters, stored in play order. */
export async function seedLiveEvents(db: Db, live: LiveGame[], rosterOf: RosterLookup, now: Date): Promise<number> {
  const rng = createRng(LIVE_SEED);
  const rows = live.flatMap((g) => {
    const rosters = dressedRosters(rosterOf, g);
    if (!rosters || g.homeScore === null || g.awayScore === null) return [];
    // In play order; at the same moment as made (the lineups before the period's start, as a scorekeeper enters them).
    return liveEventRows(g, rosters, now, rng)
      .map((e, i) => ({ e, i, at: parseClock(e.time)! }))
      .sort((a, b) => a.e.period - b.e.period || a.at - b.at || a.i - b.i)
      .map(({ e }) => e);
  });
  if (rows.length === 0) return 0;
  // The feed's order is seq's: nextval in row order keeps play order.
  await db.insert(gameEvents).values(
    rows.map((r) => ({
      id: r.id,
      gameId: r.gameId,
      seq: sql`nextval('game_events_seq')`,
      type: r.data.type,
      period: r.period,
      time: r.time,
      data: r.data,
    })),
  );
  return rows.length;
}
