import { QueryError } from '#client/components/query-error';
import { BarChart3 } from 'lucide-react';
import type { PlayerPosition } from '#shared/domain/directory/positions';
import type { PlayerStats } from '#shared/schemas/player-stats';
import { goalieColumns, skaterColumns } from '#client/components/stat-table/hockey-columns';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiStatus } from '#client/lib/api';
import { usePlayerStats } from '../api/get-player-stats';
import { SeasonStatsTable, type SeasonLine } from './season-stats-table';

const TYPES = ['regular', 'playoffs', 'preseason'] as const;

type Block = PlayerStats['skater'] | PlayerStats['goalie'];

/** Season lines grouped by season type (regular season and playoffs apart), each with its career line. */
function byType<B extends Block>(block: B) {
  return TYPES.map((type) => ({
    type,
    rows: block.seasons
      .filter((s) => s.seasonType === type)
      .map((s) => ({ ...s, key: `${s.seasonId}-${s.teamId}` }) as SeasonLine<B['seasons'][number]>),
    career: block.careers.find((c) => c.seasonType === type) as SeasonLine<B['seasons'][number]> | undefined,
  }))
    .filter((g) => g.rows.length > 0)
    .map((g) => ({ ...g, career: g.career ? { ...g.career, key: `career-${g.type}` } : undefined }));
}

/** The player page's season-by-season statistics: goalie lines for goalies, skater lines for everyone else. */
export function PlayerStatsSection({ playerId, position }: { playerId: number; position: PlayerPosition }) {
  const q = usePlayerStats(playerId);
  const goalie = position === 'goalie';
  let body: React.ReactNode;
  if (q.isPending) body = <Skeleton className="h-48" role="status" aria-label="Loading statistics" />;
  else if (q.isError && apiStatus(q.error) !== 404) body = <QueryError what="statistics" query={q} />;
  else {
    const groups = !q.data ? [] : goalie ? byType(q.data.goalie) : byType(q.data.skater);
    body =
      groups.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
          <BarChart3 className="size-8 text-slate-400" aria-hidden="true" />
          <p className="text-sm text-slate-600">No games on record yet: statistics appear once a box score lists this player.</p>
        </div>
      ) : (
        groups.map((g) =>
          goalie ? (
            <SeasonStatsTable
              key={g.type}
              title="Goaltending"
              seasonType={g.type}
              rows={g.rows as SeasonLine<PlayerStats['goalie']['seasons'][number]>[]}
              career={g.career as SeasonLine<PlayerStats['goalie']['seasons'][number]> | undefined}
              columns={goalieColumns()}
              testId={`player-stats-${g.type}`}
            />
          ) : (
            <SeasonStatsTable
              key={g.type}
              title="Scoring"
              seasonType={g.type}
              rows={g.rows as SeasonLine<PlayerStats['skater']['seasons'][number]>[]}
              career={g.career as SeasonLine<PlayerStats['skater']['seasons'][number]> | undefined}
              columns={skaterColumns()}
              testId={`player-stats-${g.type}`}
            />
          ),
        )
      );
  }
  return (
    <section aria-labelledby="player-stats-heading" className="space-y-3" data-testid="player-stats">
      <h2 id="player-stats-heading" className="text-lg font-bold text-slate-900">
        {goalie ? 'Goaltending Statistics' : 'Statistics'}
      </h2>
      {body}
    </section>
  );
}
