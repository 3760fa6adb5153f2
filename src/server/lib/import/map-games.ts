import { resultIssues } from '#shared/domain/games/game-result-rules';
import { autoSetStatus, hasStarted } from '#shared/domain/games/game-status';
import { inferOutcome } from '#shared/domain/games/game-outcome';
import { GameCreate } from '#shared/schemas/game';
import { RuleRefused } from '../domain-errors';
import { scheduleStart } from '../schedule-start';
import type { SourceRow } from './read-rows';
import type { Lookups } from './refs';
import { RowReader, type MapResult } from './row-reader';

/** The games columns the import writes; everything else on a game is left as it is. */
export const GAME_FIELDS = [
  'homeTeamId',
  'awayTeamId',
  'gameDate',
  'gameTime',
  'startsAt',
  'timeZone',
  'venueId',
  'seasonId',
  'homeScore',
  'awayScore',
  'status',
  'period',
  'outcome',
] as const;

const COLUMN_OF: Record<string, string> = {
  homeTeamId: 'homeTeam',
  awayTeamId: 'awayTeam',
  gameDate: 'date',
  gameTime: 'time',
  startsAt: 'startsAt',
  timeZone: 'timeZone',
  venueId: 'venue',
  seasonId: 'season',
};

/**
 * A games row: teams and season found by id or by name within the row's league, then the API's
 * own GameCreate schema, which carries the shared result rules (a final has a winner and an
 * outcome, OT/SO by one goal, no score before the game), so an import can store no result the
 * admin forms would refuse.
 */
export function gameRow(source: SourceRow, lk: Lookups, defaultSource: string): MapResult {
  const r = new RowReader('games', source);
  const key = r.key(defaultSource);
  const leagueId = r.ref('league', lk.leagues);
  const seasonId = seasonRef(r, lk, leagueId);
  const teamLeague = leagueId ?? (seasonId ? lk.seasonLeague(seasonId) : null);
  const team = (column: string) => (teamLeague && !r.isId(column) ? r.ref(column, lk.teamsInLeague(teamLeague)) : r.ref(column, lk.teams));
  const values = {
    homeTeamId: team('homeTeam'),
    awayTeamId: team('awayTeam'),
    gameDate: r.text('date') ?? undefined,
    gameTime: r.text('time'),
    startsAt: r.text('startsAt') ?? undefined,
    timeZone: r.text('timeZone') ?? undefined,
    venueId: r.ref('venue', lk.venues),
    seasonId,
    homeScore: r.text('homeScore'),
    awayScore: r.text('awayScore'),
    status: r.text('status')?.toLowerCase() ?? undefined,
    period: r.text('period'),
    outcome: r.text('outcome'),
  };
  const game = r.parse(GameCreate, values, COLUMN_OF);
  if (!game) return r.result(key, undefined);
  const league = teamLeague ?? (game.homeTeamId ? lk.teamLeague(game.homeTeamId) : null);
  const fallbackZone = (game.venueId ? lk.venueZone(game.venueId) : null) ?? (league ? lk.leagueZone(league) : null) ?? 'UTC';
  let start;
  try {
    start = scheduleStart(null, game, fallbackZone);
  } catch (e) {
    const issue = e instanceof RuleRefused ? e.issues?.[0] : undefined;
    if (!issue) throw e;
    return r.result(key, r.reject(COLUMN_OF[issue.path] ?? issue.path, issue.message));
  }
  const status = game.status ?? autoSetStatus({ homeScore: game.homeScore ?? null, awayScore: game.awayScore ?? null });
  const scores = { homeScore: game.homeScore ?? null, awayScore: game.awayScore ?? null };
  const started = hasStarted(start);
  // GameCreate did not know the league: the season's decides a level score's tie, as it does the outcome a result leaves no doubt about.
  const ties = game.seasonId ? lk.leagueTies(lk.seasonLeague(game.seasonId)) : 'refused';
  const holdsResult = status === 'final' || (status === 'scheduled' && started && scores.homeScore !== null && scores.awayScore !== null);
  const outcome = holdsResult ? inferOutcome({ ...scores, outcome: game.outcome ?? null }, ties) : null;
  const [issue] = resultIssues({ status, ...scores, outcome, started }, ties);
  if (issue) return r.result(key, r.reject(COLUMN_OF[issue.field] ?? issue.field, issue.message));
  return r.result(key, { ...game, ...start, status, outcome });
}

function seasonRef(r: RowReader, lk: Lookups, leagueId: number | null | undefined): number | null | undefined {
  const text = r.text('season');
  if (text === null) return null;
  if (r.isId('season')) {
    const id = r.ref('season', lk.seasons);
    if (id && leagueId && lk.seasonLeague(id) !== leagueId) return r.reject('season', `Season ${id} belongs to another league`);
    return id;
  }
  if (!leagueId) return leagueId === undefined ? undefined : r.reject('season', 'Name the league (league column) to find a season by name');
  return r.ref('season', lk.seasonsInLeague(leagueId));
}
