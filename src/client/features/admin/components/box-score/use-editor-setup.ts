import { useQuery } from '@tanstack/react-query';
import { maxPeriod, periodLabel, REGULATION_PERIODS } from '#shared/domain/box-score/box-score-clock';
import type { BoxScore, TeamSide } from '#shared/schemas/box-score';
import type { Game } from '#shared/schemas/game';
import type { Player } from '#shared/schemas/player';
import { boxScoreQuery, teamRosterQuery } from '../../api/box-scores';
import { gamesApi } from '../../api/games';
import type { PlayerOption } from './player-select';
import { queryKeys } from '#client/lib/query-keys';

const label = (p: { firstName: string; lastName: string; jerseyNumber: number | null; position: string }) =>
  `${p.jerseyNumber !== null ? `#${p.jerseyNumber} ` : ''}${p.firstName} ${p.lastName}${p.position === 'goalie' ? ' (G)' : ''}`;

/** Everyone who may be dressed: the current roster plus anyone the stored box score lists (since traded). */
function options(side: TeamSide, roster: Player[], box: BoxScore): PlayerOption[] {
  const fromRoster = roster.map((p) => ({ id: p.id, label: label(p), goalie: p.position === 'goalie' }));
  const known = new Set(fromRoster.map((p) => p.id));
  const extra = box.lineup
    .filter((p) => p.team === side && !known.has(p.playerId))
    .map((p) => ({ id: p.playerId, label: label(p), goalie: p.position === 'goalie' }));
  return [...fromRoster, ...extra];
}

/** What the editor needs before it can show a form: the game, its stored box score and both rosters. */
export function useEditorSetup(gameId: number) {
  const game = useQuery({ queryKey: queryKeys.adminGame(gameId), queryFn: () => gamesApi.get(gameId) });
  const box = useQuery(boxScoreQuery(gameId));
  const home = useQuery({ ...teamRosterQuery(game.data?.homeTeamId ?? 0), enabled: game.data !== undefined });
  const away = useQuery({ ...teamRosterQuery(game.data?.awayTeamId ?? 0), enabled: game.data !== undefined });
  const error = game.error ?? box.error ?? home.error ?? away.error ?? null;
  const ready = game.data && box.data && home.data && away.data;
  return { game, box, error, setup: ready ? setupOf(game.data!, box.data!, home.data!, away.data!) : null, refetchBox: box.refetch };
}

export type EditorSetup = ReturnType<typeof setupOf>;

/** The periods a goal or penalty may be in, and the shot rows to offer, for a result. */
export function periodsFor(status: Game['status'], outcome: Game['outcome'] | '', seasonType: BoxScore['game']['seasonType']) {
  const decided = status === 'final' ? outcome || null : null;
  const last = decided === 'REG' ? REGULATION_PERIODS : maxPeriod(seasonType);
  const overtime = decided === 'OT' || decided === 'SO';
  return {
    periods: Array.from({ length: last }, (_, i) => ({ value: i + 1, label: periodLabel(i + 1) })),
    shotPeriods: overtime ? REGULATION_PERIODS + 1 : REGULATION_PERIODS,
    defaultTimeOnIce: overtime && seasonType !== 'playoffs' ? '65:00' : '60:00',
  };
}

function setupOf(game: Game, box: BoxScore, home: Player[], away: Player[]) {
  const seasonType = box.game.seasonType;
  return {
    game,
    box,
    roster: { home: options('home', home, box), away: options('away', away, box) },
    rosterPlayers: { home, away },
    teamNames: { home: game.homeTeam.shortName ?? game.homeTeam.name, away: game.awayTeam.shortName ?? game.awayTeam.name },
    ...periodsFor(game.status, game.outcome, seasonType),
    context: { status: game.status, homeScore: game.homeScore, awayScore: game.awayScore, outcome: game.outcome, seasonType },
  };
}
