import type { BoxScore, BoxScorePlayerLine, TeamSide } from '#shared/schemas/box-score';
import type { Game } from '#shared/schemas/game';
import type { StatColumn } from '#client/components/stat-table/stat-columns';
import { StatTable } from '#client/components/stat-table/stat-table';
import { formatPlusMinus, formatToi } from '#client/components/stat-table/hockey-columns';
import { TeamMark } from '#client/components/ui/team-mark';
import { lineupIndex, teamOf } from './box-names';
import { PlayerLink } from './player-link';

const COLUMNS: StatColumn<BoxScorePlayerLine>[] = [
  { key: 'g', label: 'G', title: 'Goals', value: (l) => l.goals },
  { key: 'a', label: 'A', title: 'Assists', value: (l) => l.assists },
  { key: 'p', label: 'P', title: 'Points', value: (l) => l.points, strong: true },
  { key: 'pm', label: '+/-', title: 'Plus/minus', value: (l) => l.plusMinus, format: (l) => formatPlusMinus(l.plusMinus) },
  { key: 'sog', label: 'SOG', title: 'Shots on goal', value: (l) => l.shots },
  { key: 'pim', label: 'PIM', title: 'Penalty minutes', value: (l) => l.penaltyMinutes },
  { key: 'toi', label: 'TOI', title: 'Time on ice', value: (l) => l.timeOnIceSeconds, format: (l) => formatToi(l.timeOnIceSeconds) },
];

/** Issue #26: each team's skaters' lines for the game (goalies are in the goaltending table); TOI where the sheet gives it. */
export function PlayerLines({ game, box }: { game: Game; box: BoxScore }) {
  const index = lineupIndex(box);
  const goalies = new Set(box.goalies.map((g) => g.playerId));
  const team = (side: TeamSide) => box.playerLines.filter((l) => l.team === side && !goalies.has(l.playerId));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {(['away', 'home'] as const).map((side) => (
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
            rows={team(side)}
            rowKey={(l) => l.playerId}
            lead={{ label: 'Player', render: (l) => <PlayerLink id={l.playerId} index={index} /> }}
            columns={COLUMNS}
          />
        </section>
      ))}
    </div>
  );
}
