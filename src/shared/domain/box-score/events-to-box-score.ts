import type { BoxScoreBody, TeamSide } from '../../schemas/box-score';
import type { GameEvent } from '../../schemas/game-event';
import { REGULATION_PERIODS, type ClockSeasonType } from './box-score-clock';
import { eventStints, stintGoalieLines, type ShotTap } from './events-goalies';

/** Where each box-score row came from: a refused row is reported on its event (`events.<id>`). */
export type EventOrigins = Record<string, string>;

/**
 * Issue 27, ADR 0025: what a game's events add up to, as a box score and its final result, for
 * the box score's one write path and rules. Events come in play order (GET .../events).
 * - the lineup is each team's latest lineup event (ADR 0028), plus the lineup sent with end game,
 *   plus every player an event names on his side;
 * - a goal is also a shot on goal, so shots per period are the shot taps plus the goals (only when
 *   any shot was tapped: no taps, no shots entered);
 * - a scored penalty shot is an unassisted goal; a shootout is decided by its attempts;
 * - the outcome: a shootout if attempts were taken, overtime if a goal came after period 3,
 *   a tie when level, else regulation;
 * - goalie stints from the starting goalies and goalie changes, and each goalie's line from them
 *   (events-goalies.ts).
 */
export function eventsToBoxScore(
  events: readonly GameEvent[],
  confirmed: BoxScoreBody['lineup'] = [],
  seasonType: ClockSeasonType | null = null,
) {
  const origins: EventOrigins = {};
  const lineup = new Map<number, TeamSide>();
  const latest = new Map<TeamSide, Extract<GameEvent, { type: 'lineup' }>>();
  for (const e of events) if (e.type === 'lineup') latest.set(e.team, e);
  for (const l of latest.values()) for (const id of [...l.playerIds, l.startingGoalieId]) if (id != null) lineup.set(id, l.team);
  for (const l of confirmed) lineup.set(l.playerId, l.team);
  const tapped: ShotTap[] = [];
  const name = (team: TeamSide, id: number | null | undefined) => {
    if (id != null && !lineup.has(id)) lineup.set(id, team);
  };
  const body: Omit<BoxScoreBody, 'lineup' | 'goals' | 'shots' | 'goalies'> & Pick<BoxScoreBody, 'goals' | 'shots' | 'goalies'> = {
    goals: [],
    penalties: [],
    shots: [],
    shootout: [],
    goalies: [],
    penaltyShots: [],
  };
  const taps = new Map<number, { home: number; away: number }>();
  for (const e of events) {
    const at = { period: e.period, time: e.time };
    if (e.type === 'goal') {
      origins[`goals.${body.goals.length}`] = e.id;
      [e.scorerPlayerId, e.assist1PlayerId, e.assist2PlayerId].forEach((id) => name(e.team, id));
      body.goals.push({
        ...at,
        team: e.team,
        scorerPlayerId: e.scorerPlayerId,
        assist1PlayerId: e.assist1PlayerId,
        assist2PlayerId: e.assist2PlayerId,
        strength: e.strength,
        emptyNet: e.emptyNet,
        onIce: e.onIce,
      });
    } else if (e.type === 'penalty') {
      origins[`penalties.${body.penalties.length}`] = e.id;
      name(e.team, e.playerId);
      name(e.team, e.servedByPlayerId);
      body.penalties.push({
        ...at,
        team: e.team,
        playerId: e.playerId,
        servedByPlayerId: e.servedByPlayerId,
        minutes: e.minutes,
        infraction: e.infraction,
      });
    } else if (e.type === 'shot') {
      const row = taps.get(e.period) ?? { home: 0, away: 0 };
      row[e.team] += 1;
      tapped.push({ team: e.team, period: e.period, time: e.time });
      taps.set(e.period, row);
    } else if (e.type === 'goalie-change') {
      name(e.team, e.playerId);
    } else if (e.type === 'penalty-shot') {
      origins[`penaltyShots.${body.penaltyShots!.length}`] = e.id;
      name(e.team, e.shooterPlayerId);
      name(e.team === 'home' ? 'away' : 'home', e.goaliePlayerId);
      body.penaltyShots!.push({
        ...at,
        team: e.team,
        shooterPlayerId: e.shooterPlayerId,
        goaliePlayerId: e.goaliePlayerId,
        infraction: e.infraction,
        scored: e.scored,
      });
      if (e.scored) {
        origins[`goals.${body.goals.length}`] = e.id;
        body.goals.push({
          ...at,
          team: e.team,
          scorerPlayerId: e.shooterPlayerId,
          assist1PlayerId: null,
          assist2PlayerId: null,
          strength: 'EV',
          emptyNet: false,
          onIce: null,
        });
      }
    } else if (e.type === 'shootout-attempt') {
      origins[`shootout.${body.shootout.length}`] = e.id;
      name(e.team, e.playerId);
      body.shootout.push({ team: e.team, playerId: e.playerId, scored: e.scored });
    }
  }
  if (taps.size) {
    const periods = new Set([...taps.keys(), ...body.goals.map((g) => g.period)]);
    body.shots = [...periods]
      .sort((a, b) => a - b)
      .map((period) => {
        const row = taps.get(period) ?? { home: 0, away: 0 };
        const goals = (team: TeamSide) => body.goals.filter((g) => g.period === period && g.team === team).length;
        return { period, home: row.home + goals('home'), away: row.away + goals('away') };
      });
  }
  const score = { home: body.goals.filter((g) => g.team === 'home').length, away: body.goals.filter((g) => g.team === 'away').length };
  let outcome: 'REG' | 'OT' | 'SO' | 'TIE' = body.goals.some((g) => g.period > REGULATION_PERIODS) ? 'OT' : 'REG';
  if (body.shootout.length) {
    outcome = 'SO';
    const scored = (team: TeamSide) => body.shootout.filter((a) => a.team === team && a.scored).length;
    if (scored('home') !== scored('away')) score[scored('home') > scored('away') ? 'home' : 'away'] += 1;
  } else if (score.home === score.away) outcome = 'TIE';
  const result = { status: 'final' as const, homeScore: score.home, awayScore: score.away, outcome };
  const stints = eventStints(
    events.filter((e) => e.type !== 'lineup' || latest.get(e.team) === e),
    body.goals,
    outcome,
    seasonType,
  );
  for (const s of stints) name(s.team, s.playerId);
  body.goalies = stintGoalieLines(stints, body.goals, tapped, seasonType);
  return { box: { ...body, goalieStints: stints, lineup: [...lineup].map(([playerId, team]) => ({ team, playerId })), result }, origins };
}
