import type { BoxScoreBody, GoalInput, TeamSide } from '#shared/schemas/box-score';
import { formatClock } from '#shared/domain/box-score/box-score-clock';
import { gameClock } from '#shared/domain/box-score/goalie-stints';
import { gameSeconds } from '#shared/domain/box-score/box-score-goalie-rules';
import type { Rng } from '../prng';
import { demoOnIce, demoPlayerShots, demoStints } from './box-score-sheet-gen';
import { demoShootout, powerPlayPenalties } from './special-teams-gen';
import { INFRACTIONS, pickSkater, type RosterPlayer } from './demo-skaters';

export { INFRACTIONS, pickSkater, type RosterPlayer };

export type FinalGame = { homeScore: number; awayScore: number; outcome: 'REG' | 'OT' | 'SO'; playoffs: boolean };

const sides = ['home', 'away'] as const;
const other = (s: TeamSide): TeamSide => (s === 'home' ? 'away' : 'home');

const clock = (rng: Rng, from: number, to: number) => formatClock(rng.int(from, to));

/**
 * Issue #17 item 6: a full box score for a demo final that obeys box-score-rules.ts — scorers and
 * assisters from the dressed rosters, about 20 % of goals on the power play, penalties ~4 a team,
 * ~30 shots a team, an empty-net goal now and then, the starting goalie with the decision. Issue
 * #26: his stint (pulled before an empty-netter), a bench penalty now and then, the on-ice lists of
 * every goal (so plus/minus exists) and each skater's shots on goal.
 */
export function generateBoxScore(rng: Rng, game: FinalGame, rosters: Record<TeamSide, RosterPlayer[]>): BoxScoreBody {
  const skaters = { home: rosters.home.filter((p) => p.position !== 'goalie'), away: rosters.away.filter((p) => p.position !== 'goalie') };
  const keepers = { home: rosters.home.filter((p) => p.position === 'goalie'), away: rosters.away.filter((p) => p.position === 'goalie') };
  const winner: TeamSide = game.homeScore > game.awayScore ? 'home' : 'away';
  const score = { home: game.homeScore, away: game.awayScore };
  if (game.outcome === 'SO') score[winner] -= 1;
  const goals: GoalInput[] = [];
  const addGoal = (team: TeamSide, period: number, time: string, strength: GoalInput['strength'], emptyNet = false) => {
    const scorer = pickSkater(rng, skaters[team]) ?? skaters[team][0]!.id;
    const n = rng.weighted([
      [0, 1],
      [1, 3],
      [2, 6],
    ] as const);
    const a1 = n >= 1 ? pickSkater(rng, skaters[team], [scorer]) : null;
    const a2 = n >= 2 && a1 !== null ? pickSkater(rng, skaters[team], [scorer, a1]) : null;
    goals.push({ period, time, team, scorerPlayerId: scorer, assist1PlayerId: a1, assist2PlayerId: a2, strength, emptyNet });
  };
  const otPeriod = game.outcome === 'OT' ? (game.playoffs && rng.chance(0.25) ? 5 : 4) : 0;
  for (const team of sides) {
    let regulation = score[team] - (otPeriod && team === winner ? 1 : 0);
    // The winner, two or more ahead late, sometimes adds one into the empty net.
    if (game.outcome === 'REG' && team === winner && score[team] - score[other(team)] >= 2 && rng.chance(0.3)) {
      addGoal(team, 3, clock(rng, 1080, 1195), 'EV', true);
      regulation -= 1;
    }
    for (let i = 0; i < regulation; i++) {
      const strength = rng.weighted([
        ['EV', 76],
        ['PP', 21],
        ['SH', 3],
      ] as const);
      addGoal(team, rng.int(1, 3), clock(rng, 5, 1195), strength);
    }
  }
  if (otPeriod) addGoal(winner, otPeriod, clock(rng, 10, game.playoffs ? 1190 : 295), 'EV');

  const lastPeriod = otPeriod || (game.outcome === 'SO' ? 4 : 3);
  const shots = Array.from({ length: lastPeriod }, (_, i) => {
    const period = i + 1;
    const row = { period, home: 0, away: 0 };
    for (const team of sides) {
      const inPeriod = goals.filter((g) => g.period === period && g.team === team).length;
      row[team] = inPeriod + rng.poisson(period > 3 && !game.playoffs ? 2 : 9);
    }
    return row;
  });

  const penalties = [
    ...powerPlayPenalties(rng, goals, skaters),
    ...sides.flatMap((team) =>
      Array.from({ length: rng.poisson(3) }, (): BoxScoreBody['penalties'][number] => {
        // Now and then the bench is penalised: nobody's own minutes, served by a skater.
        if (rng.chance(0.05)) {
          const served = pickSkater(rng, skaters[team]) ?? skaters[team][0]!.id;
          const infraction = rng.pick(['Too many men', 'Delay of game (bench)', 'Unsuccessful challenge']);
          return {
            period: rng.int(1, 3),
            time: clock(rng, 0, 1199),
            team,
            playerId: null,
            servedByPlayerId: served,
            minutes: 2,
            infraction,
          };
        }
        const minutes = rng.weighted([
          [2, 92],
          [4, 5],
          [5, 3],
        ] as const);
        return {
          period: rng.int(1, 3),
          time: clock(rng, 0, 1199),
          team,
          playerId: pickSkater(rng, skaters[team]) ?? skaters[team][0]!.id,
          minutes,
          infraction: minutes === 5 ? 'Fighting' : rng.pick(INFRACTIONS),
        };
      }),
    ),
  ];

  const shootout = game.outcome === 'SO' ? demoShootout(rng, winner, skaters) : [];

  const seasonType = game.playoffs ? 'playoffs' : 'regular';
  const played = gameSeconds({ goals }, game.outcome, seasonType);
  const starters = Object.fromEntries(
    sides.flatMap((team) => {
      const starter = keepers[team].length > 1 && rng.chance(0.25) ? keepers[team][1]! : keepers[team][0];
      return starter ? [[team, starter.id] as const] : [];
    }),
  ) as Partial<Record<TeamSide, number>>;
  const goalieStints = demoStints(rng, goals, starters, played, seasonType);
  demoOnIce(rng, goals, skaters);
  const goalies = sides.flatMap((team) => {
    const starter = starters[team];
    if (starter === undefined) return [];
    const stint = goalieStints.find((s) => s.team === team)!;
    const against = goals.filter((g) => g.team === other(team));
    const emptyNet = against.filter((g) => g.emptyNet).length;
    const shotsAgainst = shots.reduce((n, s) => n + s[other(team)], 0) - emptyNet;
    const goalsAgainst = against.length - emptyNet;
    const decision = team === winner ? 'W' : game.outcome === 'REG' ? 'L' : 'OTL';
    const toi = gameClock(stint.toPeriod, stint.toTime, seasonType);
    return [
      {
        team,
        playerId: starter,
        timeOnIce: formatClock(toi),
        shotsAgainst,
        saves: shotsAgainst - goalsAgainst,
        goalsAgainst,
        decision,
      } as const,
    ];
  });
  const lineup = sides.flatMap((team) => rosters[team].map((p) => ({ team, playerId: p.id })));
  const teamShots = { home: shots.reduce((n, s) => n + s.home, 0), away: shots.reduce((n, s) => n + s.away, 0) };
  const players = demoPlayerShots(rng, goals, teamShots, skaters);
  return { lineup, goals, penalties, shots, shootout, goalies, goalieStints, players };
}
