import type { BoxScoreBody } from '#shared/schemas/box-score';
import type { BoxScoreGameContext } from '#shared/domain/box-score/box-score-rules';
import { playoffBox, playoffGame, regulationBox, regulationGame, shootoutBox, shootoutGame, type IdOf } from './box-score-fixtures';

type Box = BoxScoreBody;
export interface BreakingCase {
  rule: string;
  game: BoxScoreGameContext;
  box: (id: IdOf) => Box;
  /** The row path a 400 must name. */
  path: string;
}

const edit =
  (make: (id: IdOf) => Box, change: (box: Box, id: IdOf) => void) =>
  (id: IdOf): Box => {
    const box = structuredClone(make(id));
    change(box, id);
    return box;
  };
const reg = (change: (box: Box, id: IdOf) => void) => edit(regulationBox, change);
const so = (change: (box: Box, id: IdOf) => void) => edit(shootoutBox, change);
const po = (change: (box: Box, id: IdOf) => void) => edit(playoffBox, change);

/** Issue #17 item 2: one box score per rule that breaks it, on a stored game it otherwise fits. */
export const breakingCases: BreakingCase[] = [
  { rule: 'goals equal the final score', game: regulationGame, path: 'goals', box: reg((b) => void b.goals.splice(2, 1)) },
  {
    rule: 'the shootout winner is the game winner (+1)',
    game: shootoutGame,
    path: 'shootout',
    box: so((b) => (b.shootout[1]!.scored = false)),
  },
  {
    rule: 'the scorer is in his lineup',
    game: regulationGame,
    path: 'goals.0.scorerPlayerId',
    box: reg((b, id) => (b.goals[0]!.scorerPlayerId = id('a6'))),
  },
  {
    rule: 'an assister is in the lineup',
    game: regulationGame,
    path: 'goals.2.assist1PlayerId',
    box: reg((b, id) => (b.goals[2]!.assist1PlayerId = id('a4'))),
  },
  {
    rule: 'an assister is not the scorer',
    game: regulationGame,
    path: 'goals.0.assist1PlayerId',
    box: reg((b, id) => (b.goals[0]!.assist1PlayerId = id('h1'))),
  },
  {
    rule: 'a second assist needs a first',
    game: regulationGame,
    path: 'goals.3.assist2PlayerId',
    box: reg((b, id) => (b.goals[3]!.assist2PlayerId = id('h4'))),
  },
  { rule: 'a goal time is inside its period', game: regulationGame, path: 'goals.1.time', box: reg((b) => (b.goals[1]!.time = '20:01')) },
  { rule: 'a regulation final has no overtime', game: regulationGame, path: 'goals.4.period', box: reg((b) => (b.goals[4]!.period = 4)) },
  {
    rule: 'regular-season overtime lasts 5 minutes',
    game: shootoutGame,
    path: 'penalties.0.time',
    box: so((b) => Object.assign(b.penalties[0]!, { period: 4, time: '05:30' })),
  },
  { rule: 'an overtime goal is the winner’s', game: playoffGame, path: 'goals.0.team', box: po((b) => (b.goals[0]!.team = 'away')) },
  {
    rule: 'a penalised player is in the lineup',
    game: regulationGame,
    path: 'penalties.3.playerId',
    box: reg((b, id) => (b.penalties[3]!.playerId = id('h1'))),
  },
  {
    rule: 'a shootout only in a game decided by one',
    game: regulationGame,
    path: 'shootout.0.team',
    box: reg((b, id) => void b.shootout.push({ team: 'home', playerId: id('h1'), scored: true })),
  },
  {
    rule: 'each player is in the lineup once',
    game: regulationGame,
    path: 'lineup.15.playerId',
    box: reg((b, id) => void b.lineup.push({ team: 'away', playerId: id('h2') })),
  },
  { rule: 'shots on goal are at least the goals', game: regulationGame, path: 'shots.0.home', box: reg((b) => (b.shots[0]!.home = 0)) },
  {
    rule: 'shots against = saves + goals against',
    game: regulationGame,
    path: 'goalies.0.saves',
    box: reg((b) => (b.goalies[0]!.saves = 15)),
  },
  {
    rule: 'goalies allowed the other team’s goals but empty-net ones',
    game: regulationGame,
    path: 'goalies.2.goalsAgainst',
    box: reg((b) => Object.assign(b.goalies[2]!, { goalsAgainst: 4, saves: 24 })),
  },
  {
    rule: 'the decision follows the result',
    game: regulationGame,
    path: 'goalies.2.decision',
    box: reg((b) => (b.goalies[2]!.decision = 'OTL')),
  },
  {
    rule: 'no goalie plays longer than the game',
    game: regulationGame,
    path: 'goalies.2.timeOnIce',
    box: reg((b) => (b.goalies[2]!.timeOnIce = '61:00')),
  },
  {
    rule: 'a goalie is in his lineup',
    game: regulationGame,
    path: 'goalies.1.playerId',
    box: reg((b, id) => (b.goalies[1]!.playerId = id('a6'))),
  },
];
