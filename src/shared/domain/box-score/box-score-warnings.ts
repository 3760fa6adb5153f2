import type { BoxScoreWarning } from '../../schemas/box-score-sheet';
import { formatClock, type ClockSeasonType } from './box-score-clock';
import { other, type BoxOutcome } from './box-score-derive';
import { flaggedEmptyNet, isEmptyNet, isPenaltyShotGoal, stintDecisions } from './goal-facts';
import { stintSeconds } from './goalie-stints';
import type { BoxScoreInput } from './box-score-rules';
import { plusMinusFromOnIce } from './plus-minus';
import { playIssues } from './box-score-play-rules';
import { parseClock } from './box-score-clock';

interface WarnGame {
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  seasonType: ClockSeasonType | null;
  shootoutRounds?: number;
}

/**
 * Issue #26: soft checks. An official sheet that contradicts itself — team shots against its
 * goalies' shots against, a decision against the stints, an empty-net flag while the stints put a
 * goalie in net, goalie minutes against the stints, a printed plus/minus against the on-ice lists —
 * is stored as published with these warnings, shown to admins; never altered, never refused.
 */
export function boxScoreWarnings(box: BoxScoreInput, game: WarnGame, outcome: BoxOutcome): BoxScoreWarning[] {
  const warnings: BoxScoreWarning[] = [];
  const warn = (path: string, message: string) => warnings.push({ path, message });
  const stints = box.goalieStints ?? [];
  for (const team of ['home', 'away'] as const) {
    const rows = box.goalies.map((g, i) => ({ g, i })).filter(({ g }) => g.team === team);
    if (rows.length === 0 || box.shots.length === 0) continue;
    const emptyNet = box.goals.filter((g) => g.team === other(team) && isEmptyNet(box, g, game.seasonType)).length;
    const shots = box.shots.reduce((n, s) => n + s[other(team)], 0) - emptyNet;
    const sa = rows.reduce((n, { g }) => n + g.shotsAgainst, 0);
    if (sa !== shots)
      warn(
        `goalies.${rows[0]!.i}.shotsAgainst`,
        `The ${other(team)} team's shots by period give ${shots} shots on the ${team} goalies (empty-net goals aside), the goalies' lines ${sa}`,
      );
  }
  box.goals.forEach((g, i) => {
    if (flaggedEmptyNet(g) && stints.some((s) => s.team === other(g.team)) && !isEmptyNetByStints(box, i, game.seasonType))
      warn(`goals.${i}.emptyNet`, `Flagged empty-net, but the ${other(g.team)} goalie stints put a goalie in net at ${g.time}`);
  });
  if (stints.length > 0) {
    const seconds = stintSeconds(stints, game.seasonType);
    const derived = game.status === 'final' ? stintDecisions(box, game, outcome) : new Map();
    const sheetDecides = box.goalies.some((g) => g.decision !== null);
    box.goalies.forEach((g, i) => {
      const fromStints = seconds.get(g.playerId);
      if (fromStints !== undefined && fromStints !== parseClock(g.timeOnIce))
        warn(`goalies.${i}.timeOnIce`, `${g.timeOnIce} on the line, ${formatClock(fromStints)} by the stints`);
      const expected = derived.get(g.playerId) ?? null;
      if (sheetDecides && g.decision !== expected)
        warn(`goalies.${i}.decision`, `The sheet gives ${g.decision ?? 'no decision'}; by the stints it is ${expected ?? 'none'}`);
    });
  }
  warnings.push(...playIssues(box, game));
  const onIce = plusMinusFromOnIce(box, (g) => isPenaltyShotGoal(box, g));
  (box.players ?? []).forEach((p, i) => {
    const derived = onIce?.get(p.playerId);
    if (p.plusMinus !== null && derived !== undefined && derived !== p.plusMinus)
      warn(`players.${i}.plusMinus`, `The sheet prints ${p.plusMinus}; the on-ice lists give ${derived}`);
  });
  return warnings;
}

function isEmptyNetByStints(box: BoxScoreInput, i: number, seasonType: ClockSeasonType | null) {
  const g = box.goals[i]!;
  return isEmptyNet(box, { ...g, strength: g.strength === 'EN' ? 'EV' : g.strength, emptyNet: false }, seasonType);
}
