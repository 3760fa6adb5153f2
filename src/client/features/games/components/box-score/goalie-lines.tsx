import { formatSavePercentage } from '#shared/domain/stats/goalie-math';
import type { BoxScore } from '#shared/schemas/box-score';
import type { Game } from '#shared/schemas/game';
import type { StatColumn } from '#client/components/stat-table/stat-columns';
import { StatTable } from '#client/components/stat-table/stat-table';
import { TeamMark } from '#client/components/ui/team-mark';
import { lineupIndex, teamOf } from './box-names';
import { PlayerLink } from './player-link';

type Line = BoxScore['goalies'][number];

const DECISIONS: Record<string, string> = { W: 'Win', L: 'Loss', OTL: 'Overtime or shootout loss' };

const COLUMNS: StatColumn<Line>[] = [
  { key: 'toi', label: 'TOI', title: 'Time on ice', value: (g) => g.timeOnIce },
  { key: 'sa', label: 'SA', title: 'Shots against', value: (g) => g.shotsAgainst },
  { key: 'sv', label: 'SV', title: 'Saves', value: (g) => g.saves },
  { key: 'ga', label: 'GA', title: 'Goals against', value: (g) => g.goalsAgainst },
  {
    key: 'svp',
    label: 'SV%',
    title: 'Save percentage',
    value: (g) => g.savePercentage,
    format: (g) => formatSavePercentage(g.savePercentage),
    strong: true,
  },
  {
    key: 'dec',
    label: 'DEC',
    title: 'Decision',
    // The decision credited: the sheet's, or the stints' when the sheet gives none.
    value: (g) => g.credited,
    format: (g) =>
      g.credited ? (
        <abbr title={DECISIONS[g.credited]} className="no-underline">
          {g.credited}
          {g.shutout ? ', SO' : ''}
        </abbr>
      ) : (
        '–'
      ),
  },
];

/** Each goalie who played: time on ice, shots, saves, goals against, SV%, decision (away first). */
export function GoalieLines({ game, box }: { game: Game; box: BoxScore }) {
  const index = lineupIndex(box);
  const rows = [...box.goalies].sort((a, b) => (a.team === b.team ? 0 : a.team === 'away' ? -1 : 1));
  return (
    <section aria-labelledby="goalies-heading">
      <h3 id="goalies-heading" className="mb-2 text-sm font-semibold text-slate-900">
        Goaltending
      </h3>
      <StatTable
        static
        caption="Goalie lines"
        testId="goalie-lines"
        rows={rows}
        rowKey={(g) => g.playerId}
        lead={{
          label: 'Goalie',
          render: (g) => (
            <span className="flex min-w-0 items-center gap-2">
              <TeamMark team={teamOf(game, g.team)} size="sm" />
              <span className="sr-only">{teamOf(game, g.team).name}:</span>
              <span className="truncate">
                <PlayerLink id={g.playerId} index={index} />
              </span>
            </span>
          ),
        }}
        columns={COLUMNS}
      />
    </section>
  );
}
