import { QueryError } from '#client/components/query-error';
import { BarChart3 } from 'lucide-react';
import { Link } from 'react-router';
import { positionCode, positionLabel } from '#shared/domain/directory/positions';
import type { TeamStats as TeamStatsAnswer } from '#shared/schemas/team-stats';
import { goalieColumns, skaterColumns } from '#client/components/stat-table/hockey-columns';
import { SeasonSelect } from '#client/components/stat-table/season-select';
import type { LeadColumn, StatColumn } from '#client/components/stat-table/stat-columns';
import { StatTable } from '#client/components/stat-table/stat-table';
import { Skeleton } from '#client/components/ui/skeleton';
import { apiStatus } from '#client/lib/api';
import { useLeagueSeasons, useTeamStats } from '../api/get-team-stats';
import { links } from '#shared/routes/routes';

type Skater = TeamStatsAnswer['skaters'][number];
type Goalie = TeamStatsAnswer['goalies'][number];
type Person = Skater | Goalie;

function playerLead<R extends Person>(): LeadColumn<R> {
  return {
    label: 'Player',
    value: (r) => `${r.lastName} ${r.firstName}`,
    render: (r) => (
      <Link to={links.player(r.playerId)} className="hover:text-rink-700 hover:underline">
        {r.jerseyNumber !== null && (
          <span className="mr-1.5 inline-block w-5 text-right tabular-nums text-slate-500">{r.jerseyNumber}</span>
        )}
        {r.firstName} {r.lastName}
      </Link>
    ),
  };
}

const positionColumn: StatColumn<Skater> = {
  key: 'position',
  label: 'Pos',
  title: 'Position',
  align: 'left',
  value: (r) => positionCode(r.position) ?? r.position,
  format: (r) => (
    <abbr title={positionLabel(r.position)} className="no-underline">
      {positionCode(r.position) ?? r.position}
    </abbr>
  ),
};

/** The team page's Stats tab: the chosen season's skaters and goalies, sortable and dense. */
export function TeamStats({
  teamId,
  leagueId,
  seasonId,
  onSeason,
}: {
  teamId: number;
  leagueId: number | null;
  seasonId: number | null;
  onSeason: (seasonId: number) => void;
}) {
  const q = useTeamStats(teamId, seasonId);
  const seasons = useLeagueSeasons(leagueId);
  const shown = q.data?.season ?? null;
  // The answer's season is always offered, even when the league's list has not arrived (or lacks it).
  const options = (seasons.data ?? []).map((s) => ({ id: s.id, name: s.name }));
  if (shown && !options.some((s) => s.id === shown.id)) options.unshift({ id: shown.id, name: shown.name });

  let body: React.ReactNode;
  if (q.isPending) body = <Skeleton className="h-64" role="status" aria-label="Loading team statistics" />;
  else if (q.isError && apiStatus(q.error) !== 404) body = <QueryError what="team statistics" query={q} />;
  else if (!q.data || (q.data.skaters.length === 0 && q.data.goalies.length === 0))
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
        <BarChart3 className="size-8 text-slate-400" aria-hidden="true" />
        <p className="text-sm text-slate-600">
          {shown ? `No box scores recorded for ${shown.name} yet.` : 'No box scores recorded for this team yet.'}
        </p>
      </div>
    );
  else
    body = (
      <div className={q.isPlaceholderData ? 'space-y-5 opacity-60' : 'space-y-5'} aria-busy={q.isPlaceholderData}>
        <section aria-labelledby="team-skaters-heading" className="space-y-2">
          <h3 id="team-skaters-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            Skaters
          </h3>
          <StatTable
            caption={`${shown?.name ?? ''} skaters`}
            testId="team-skater-stats"
            rows={q.data.skaters}
            rowKey={(r) => r.playerId}
            lead={playerLead<Skater>()}
            columns={[positionColumn, ...skaterColumns<Skater>()]}
            initialSort={{ key: 'points', direction: 'desc' }}
          />
        </section>
        {q.data.goalies.length > 0 && (
          <section aria-labelledby="team-goalies-heading" className="space-y-2">
            <h3 id="team-goalies-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              Goalies
            </h3>
            <StatTable
              caption={`${shown?.name ?? ''} goalies`}
              testId="team-goalie-stats"
              rows={q.data.goalies}
              rowKey={(r) => r.playerId}
              lead={playerLead<Goalie>()}
              columns={goalieColumns<Goalie>()}
              initialSort={{ key: 'gamesPlayed', direction: 'desc' }}
            />
          </section>
        )}
      </div>
    );

  return (
    <div className="space-y-4" data-testid="team-stats">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-slate-900">{shown ? shown.name : 'Statistics'}</h2>
        <SeasonSelect id="team-stats-season" seasons={options} value={seasonId ?? shown?.id ?? null} onChange={onSeason} />
      </div>
      {body}
    </div>
  );
}
