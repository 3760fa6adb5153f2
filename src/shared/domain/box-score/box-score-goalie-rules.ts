import type { BoxScoreBody, TeamSide } from '../../schemas/box-score';
import type { GameOutcome } from '../games/game-status';
import { REGULATION_PERIODS, parseClock, periodSeconds, type ClockSeasonType } from './box-score-clock';
import { other } from './box-score-derive';
import { isEmptyNet } from './goal-facts';

type Box = Pick<BoxScoreBody, 'goals' | 'shots' | 'shootout' | 'goalies'> & Partial<Pick<BoxScoreBody, 'goalieStints' | 'penaltyShots'>>;
interface Issue {
  path: string;
  message: string;
}

/** Seconds of hockey played: regulation, plus overtime up to the winning goal (a full one before a shootout). */
export function gameSeconds(box: Pick<BoxScoreBody, 'goals'>, outcome: GameOutcome | null, seasonType: ClockSeasonType | null): number {
  let total = REGULATION_PERIODS * periodSeconds(1, seasonType);
  const ot = box.goals.filter((g) => g.period > REGULATION_PERIODS);
  const last = Math.max(REGULATION_PERIODS, ...box.goals.map((g) => g.period));
  for (let p = REGULATION_PERIODS + 1; p <= last; p++) total += periodSeconds(p, seasonType);
  if (outcome === 'OT' && ot.length > 0) {
    const winning = ot.reduce((a, b) => (b.period > a.period ? b : a));
    total -= periodSeconds(winning.period, seasonType) - (parseClock(winning.time) ?? 0);
  }
  if (outcome === 'SO' && last === REGULATION_PERIODS) total += periodSeconds(REGULATION_PERIODS + 1, seasonType);
  return total;
}

/**
 * Goalie lines: each goalie is in his team's lineup once; shots against = saves + goals against;
 * a team's goalies allowed the other team's goals except empty-net ones (flagged, or shown by the
 * stints; shootout goals are no goalie's); nobody plays longer than the game; decisions only in a
 * final, at most one per team: W for the winner, L (regulation) or OTL (OT, SO) for the loser.
 * Shots against versus the team's shots is a soft check (box-score-warnings.ts).
 */
export function goalieIssues(
  box: Box,
  game: { status: string; homeScore: number | null; awayScore: number | null; seasonType: ClockSeasonType | null },
  outcome: GameOutcome | null,
  inLineup: (playerId: number, team: TeamSide) => boolean,
): Issue[] {
  const issues: Issue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });
  const played = gameSeconds(box, outcome, game.seasonType);
  const seen = new Set<number>();
  const winner: TeamSide | null =
    game.status !== 'final' || game.homeScore === null || game.awayScore === null || game.homeScore === game.awayScore
      ? null
      : game.homeScore > game.awayScore
        ? 'home'
        : 'away';
  box.goalies.forEach((g, i) => {
    const at = `goalies.${i}`;
    if (seen.has(g.playerId)) add(`${at}.playerId`, `Goalie ${g.playerId} is entered twice`);
    seen.add(g.playerId);
    if (!inLineup(g.playerId, g.team)) add(`${at}.playerId`, `The goalie (player ${g.playerId}) is not in the ${g.team} lineup`);
    if (g.shotsAgainst !== g.saves + g.goalsAgainst)
      add(`${at}.saves`, `Shots against (${g.shotsAgainst}) must equal saves + goals against (${g.saves + g.goalsAgainst})`);
    const toi = parseClock(g.timeOnIce) ?? 0;
    if (toi > played)
      add(`${at}.timeOnIce`, `${g.timeOnIce} is longer than the game (${Math.floor(played / 60)}:${String(played % 60).padStart(2, '0')})`);
    if (g.decision !== null && winner === null)
      add(`${at}.decision`, game.status === 'final' ? 'A tied game has no goalie decisions' : 'Only a final game has goalie decisions');
    if (g.decision !== null && winner !== null) {
      const expected = g.team === winner ? 'W' : outcome === 'REG' ? 'L' : 'OTL';
      if (g.decision !== expected)
        add(
          `${at}.decision`,
          `The ${g.team} team ${g.team === winner ? 'won' : 'lost'}${outcome === 'REG' || g.team === winner ? '' : ` in ${outcome}`}: the decision is ${expected}`,
        );
    }
  });
  for (const team of ['home', 'away'] as const) {
    const rows = box.goalies.map((g, i) => ({ g, i })).filter(({ g }) => g.team === team);
    if (rows.length === 0) continue;
    const first = `goalies.${rows[0]!.i}`;
    const decisions = rows.filter(({ g }) => g.decision !== null);
    // None is fine: a sheet may record no decision (the goalies split the game, or the league keeps none).
    if (decisions.length > 1) add(`${first}.decision`, `One ${team} goalie gets the decision (${decisions.length} have one)`);
    const scored = box.goals.filter((g) => g.team === other(team));
    const emptyNet = scored.filter((g) => isEmptyNet(box, g, game.seasonType)).length;
    const ga = rows.reduce((n, { g }) => n + g.goalsAgainst, 0);
    if (ga !== scored.length - emptyNet)
      add(
        `${first}.goalsAgainst`,
        `The ${team} goalies allowed ${scored.length - emptyNet} goals (not counting empty-net goals), not ${ga}`,
      );
    const toi = rows.reduce((n, { g }) => n + (parseClock(g.timeOnIce) ?? 0), 0);
    if (rows.length > 1 && toi > played) add(`${first}.timeOnIce`, `The ${team} goalies' times add up to more than the game`);
  }
  return issues;
}
