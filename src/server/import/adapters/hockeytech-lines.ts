import type { OfficialGoalieStint, OfficialSide } from '#shared/schemas/official-game-sheet';
import { clockAt } from './official-clock';
import type { HockeytechSummary } from './hockeytech-game-summary-raw';

const SIDES = [
  ['home', 'home'],
  ['away', 'visitor'],
] as const;

/**
 * The goalie log names periods as the league does ("1st", "OT", "2nd OT"). The summary's period table
 * gives the number, but some summaries list only the periods played so far, so the usual names are read too.
 */
function periodNumber(s: HockeytechSummary, name: string) {
  const found = Object.values(s.periods).find((p) => p.long_name === name || p.short_name === name);
  if (found) return Number(found.id);
  const regulation = /^([1-3])(st|nd|rd)$/.exec(name);
  if (regulation) return Number(regulation[1]);
  const overtime = /^(?:(\d+)(?:st|nd|rd|th) )?OT(\d*)$/.exec(name);
  if (overtime) return 3 + Number(overtime[1] || overtime[2] || 1);
  throw new Error(`Goalie log names an unknown period "${name}"`);
}

export function hockeytechGoalieStints(s: HockeytechSummary): OfficialGoalieStint[] {
  return SIDES.flatMap(([side, key]) =>
    s.goalies[key].map((log) => ({
      side,
      goalieId: log.player_id,
      from: clockAt(periodNumber(s, log.period_start), log.time_start),
      to: clockAt(periodNumber(s, log.period_end), log.time_end),
    })),
  );
}

/** A goalie's decision as the log flags it; a goalie with several stints carries it on any of them. */
function decisionOf(s: HockeytechSummary, side: 'home' | 'visitor', playerId: string) {
  const logs = s.goalies[side].filter((l) => l.player_id === playerId);
  if (logs.some((l) => l.win)) return 'W' as const;
  if (logs.some((l) => l.shootout_loss)) return 'SOL' as const;
  if (logs.some((l) => l.ot_loss)) return 'OTL' as const;
  if (logs.some((l) => l.loss)) return 'L' as const;
  return null;
}

export function hockeytechSkaterLines(s: HockeytechSummary) {
  return SIDES.flatMap(([side, key]) =>
    s[`${key}_team_lineup`].players.map((p) => ({
      playerId: p.player_id,
      side: side as OfficialSide,
      goals: p.goals,
      assists: p.assists,
      penaltyMinutes: p.pim,
      plusMinus: p.plusminus ?? null,
      shots: p.shots ?? null,
      // The game summary prints no skater time on ice.
      toiSeconds: null,
    })),
  );
}

export function hockeytechGoalieLines(s: HockeytechSummary) {
  return SIDES.flatMap(([side, key]) =>
    s[`${key}_team_lineup`].goalies.map((g) => ({
      playerId: g.player_id,
      side: side as OfficialSide,
      goals: g.goals,
      assists: g.assists,
      penaltyMinutes: g.pim,
      shotsAgainst: g.shots_against,
      goalsAgainst: g.goals_against,
      saves: g.saves,
      toiSeconds: g.seconds ?? null,
      decision: decisionOf(s, key, g.player_id),
    })),
  );
}
