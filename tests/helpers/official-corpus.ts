// The recorded official games of tests/fixtures (sources in tests/fixtures/README.md), grouped as an
// import names them: by league and by the season type whose rules they were played under.
import { officialFixtures } from '../unit/official-fixtures';

type Json = Record<string, unknown>;

export const nhlGames = () => officialFixtures('nhl').map((f) => f.json as Json);

/** WHL playoff games (their overtimes are 20 minutes): the one in the corpus is game 1021972. */
const PLAYOFFS = new Set(['whl-1021972-gamesummary']);
export const whlGames = (playoffs: boolean) =>
  officialFixtures('hockeytech')
    .filter((f) => PLAYOFFS.has(f.name) === playoffs)
    .map((f) => f.json as Json);
