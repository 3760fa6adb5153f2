import { gameClock } from '#shared/domain/games/game-clock';
import { ClipboardList, TriangleAlert } from 'lucide-react';
import type { BoxScoreWarning } from '#shared/schemas/box-score-sheet';
import type { Game } from '#shared/schemas/game';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { gamesApi } from '../../api/games';
import { humanize } from '../../lib/labels';
import { DeleteRecord, EditButton } from '../resource/row-actions';
import { GameCodeDialog } from './game-code-dialog';

const TONE = { final: 'neutral', live: 'live', scheduled: 'blue', cancelled: 'red', postponed: 'amber' } as const;

export function gameLabel(g: Game) {
  return `${g.awayTeam.shortName ?? g.awayTeam.name} at ${g.homeTeam.shortName ?? g.homeTeam.name}`;
}

function StatusBadge({ game }: { game: Game }) {
  return (
    <Badge tone={TONE[game.status]}>
      {humanize(game.status)}
      {game.status === 'live' && game.period ? ` · ${game.period}` : ''}
    </Badge>
  );
}

export function GameRow({
  game,
  onEdit,
  onBoxScore,
  warnings = [],
}: {
  game: Game;
  onEdit: () => void;
  onBoxScore: () => void;
  /** The soft-check warnings stored with its box score (admins only). */
  warnings?: readonly BoxScoreWarning[];
}) {
  const hasScore = game.homeScore !== null && game.awayScore !== null;
  return (
    <tr className="hover:bg-slate-50">
      <td className="hidden px-4 py-2 tabular-nums text-slate-600 sm:table-cell sm:px-5">
        <span className="block whitespace-nowrap">{game.gameDate}</span>
        <span className="text-xs text-slate-500">{gameClock(game, null).time || 'TBD'}</span>
      </td>
      <td className="px-3 py-2 pl-4 sm:pl-3">
        {/* On a phone the date and status columns fold into the matchup and score cells, so every column fits. */}
        <p className="text-xs tabular-nums text-slate-500 sm:hidden">
          {game.gameDate} · {gameClock(game, null).time || 'TBD'}
        </p>
        <p className="font-medium text-slate-900">
          <span>{game.awayTeam.name}</span> <span className="text-slate-400">@</span> <span>{game.homeTeam.name}</span>
        </p>
        <p className="text-xs text-slate-500">
          {game.league?.shortName ?? game.league?.name ?? ''}
          {game.season ? ` · ${game.season.name}` : ''}
        </p>
      </td>
      <td className="px-3 py-2 text-center font-semibold tabular-nums text-slate-900 whitespace-nowrap">
        {hasScore ? `${game.awayScore}–${game.homeScore}` : '–'}
        {game.outcome && game.outcome !== 'REG' && <span className="ml-1 text-xs text-slate-500">{game.outcome}</span>}
        <span className="mt-1 block sm:hidden">
          <StatusBadge game={game} />
        </span>
      </td>
      <td className="hidden px-3 py-2 sm:table-cell">
        <StatusBadge game={game} />
      </td>
      <td className="px-1 py-2 text-right sm:px-2 sm:whitespace-nowrap">
        {warnings.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="h-8 gap-1 px-1.5 text-amber-700 hover:bg-amber-50"
            aria-label={`${warnings.length} warning${warnings.length === 1 ? '' : 's'} on the box score of ${gameLabel(game)}`}
            title={warnings.map((w) => w.message).join('\n')}
            onClick={onBoxScore}
            data-testid="game-row-warnings"
          >
            <TriangleAlert aria-hidden="true" />
            <span className="tabular-nums">{warnings.length}</span>
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-slate-500"
          aria-label={`Box score of ${gameLabel(game)}`}
          title="Box score"
          onClick={onBoxScore}
        >
          <ClipboardList aria-hidden="true" />
        </Button>
        <GameCodeDialog game={game} label={gameLabel(game)} />
        <EditButton label={gameLabel(game)} onClick={onEdit} />
        <DeleteRecord
          what="game"
          label={`${gameLabel(game)}, ${game.gameDate}`}
          id={game.id}
          api={gamesApi}
          writes={['games']}
          checkReferences={false}
        />
      </td>
    </tr>
  );
}
