import type { BoxScore, BoxScorePlayerLine } from '#shared/schemas/box-score';
import type { Game } from '#shared/schemas/game';
import type { StatColumn } from '#client/components/stat-table/stat-columns';
import { StatTable } from '#client/components/stat-table/stat-table';
import { formatPlusMinus, formatToi } from '#client/components/stat-table/hockey-columns';
import { TeamMark } from '#client/components/ui/team-mark';
import { skaterLinesOf } from '#shared/domain/box-score/skater-order';
import { lineupIndex, teamOf } from './box-names';
import { PlayerLink } from './player-link';

type Row = ReturnType<typeof skaterLinesOf>['skaters'][number];
const POS: Record<string, string> = { center: 'C', left_wing: 'LW', right_wing: 'RW', defense: 'D' };

const LINE_COLUMNS: StatColumn<BoxScorePlayerLine>[] = [
  { key: 'g', label: 'G', title: 'Goals', value: (l) => l.goals },
  { key: 'a', label: 'A', title: 'Assists', value: (l) => l.assists },
  { key: 'p', label: 'P', title: 'Points', value: (l) => l.points, strong: true },
  { key: 'pm', label: '+/-', title: 'Plus/minus', value: (l) => l.plusMinus, format: (l) => formatPlusMinus(l.plusMinus) },
  { key: 'sog', label: 'SOG', title: 'Shots on goal', value: (l) => l.shots },
  { key: 'pim', label: 'PIM', title: 'Penalty minutes', value: (l) => l.penaltyMinutes },
  { key: 'toi', label: 'TOI', title: 'Time on ice', value: (l) => l.timeOnIceSeconds, format: (l) => formatToi(l.timeOnIceSeconds) },
];
const COLUMNS: StatColumn<Row>[] = [
  { key: 'pos', label: 'Pos', title: 'Position', value: (r) => POS[r.player?.position ?? ''] ?? '' },
  ...LINE_COLUMNS.map((c) => ({ ...c, value: (r: Row) => c.value(r.line), format: c.format && ((r: Row) => c.format!(r.line)) })),
];
const jersey = (r: { jerseyNumber: number | null } | undefined) => (r?.jerseyNumber == null ? '' : `#${r.jerseyNumber} `);

/**
 * Issue #26: each team's skaters' lines for the game (goalies are in the goaltending table); TOI where the sheet gives it.
 * Issue 39: forwards then defence by number, with number and position; a backup goalie named under the table.
 */
export function PlayerLines({ game, box }: { game: Game; box: BoxScore }) {
  const index = lineupIndex(box);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {(['away', 'home'] as const).map((side) => {
        const { skaters, backups } = skaterLinesOf(box, side);
        return (
          // min-w-0: a grid item otherwise grows to its table's width at 320 px instead of letting it scroll inside.
          <section key={side} aria-labelledby={`players-${side}-heading`} className="min-w-0">
            <h3 id={`players-${side}-heading`} className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
              <TeamMark team={teamOf(game, side)} size="sm" />
              {teamOf(game, side).name} skaters
            </h3>
            <StatTable
              static
              caption={`${teamOf(game, side).name} skaters`}
              testId={`player-lines-${side}`}
              rows={skaters}
              rowKey={(r) => r.line.playerId}
              lead={{
                label: 'Player',
                render: (r) => (
                  <>
                    <span className="tabular-nums text-slate-500">{jersey(r.player)}</span>
                    <PlayerLink id={r.line.playerId} index={index} />
                  </>
                ),
              }}
              columns={COLUMNS}
            />
            {backups.length > 0 && (
              <p className="mt-2 text-xs text-slate-600 [&_a]:underline [&_a]:underline-offset-2" data-testid={`backup-goalies-${side}`}>
                Backup goalie{backups.length > 1 ? 's' : ''}:{' '}
                {backups.map((b, i) => (
                  <span key={b.playerId}>
                    {i > 0 && ', '}
                    {jersey(b)}
                    <PlayerLink id={b.playerId} index={index} />
                  </span>
                ))}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
