import { useMemo, useState } from 'react';
import { compareLevels, levelLabel } from '#shared/domain/directory/levels';
import { compareLeagues } from '#shared/domain/directory/league-order';
import type { League } from '#shared/schemas/league';
import { Badge } from '#client/components/ui/badge';
import { leaguesApi, useLeagues } from '../../api/leagues';
import { ListStates } from '../resource/list-states';
import { SideFormTab } from '../resource/resource-tab';
import { DeleteRecord, EditButton } from '../resource/row-actions';
import { LeagueEditor } from './league-editor';
import { LeagueForm } from './league-form';

function LeagueRow({ league, editing, onEdit }: { league: League; editing: boolean; onEdit: (id: number | null) => void }) {
  return (
    <li>
      <div className="flex items-center gap-3 px-4 py-2.5 sm:px-5">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-slate-900">
            {league.name}
            {league.shortName && <span className="ml-1.5 font-normal text-slate-500">({league.shortName})</span>}
          </p>
          <p className="truncate text-xs text-slate-500">
            {league.country?.name ?? 'International'}
            {league.teamCount !== undefined && ` · ${league.teamCount} teams`}
          </p>
        </div>
        <Badge tone="blue" className="hidden sm:inline-flex">
          {levelLabel(league.level)}
        </Badge>
        {!league.isActive && <Badge tone="neutral">Inactive</Badge>}
        <EditButton label={league.name} expanded={editing} onClick={() => onEdit(editing ? null : league.id)} />
        {/* requirements §5: a league nothing uses goes without confirmation; one with seasons or teams opens the counts (issue 18).
            A cascade removes the league's seasons and their games, and clears it from teams. */}
        <DeleteRecord
          what="league"
          label={league.name}
          id={league.id}
          api={leaguesApi}
          writes={['leagues', 'seasons', 'games', 'teams']}
          confirmWhenFree={false}
        />
      </div>
      {editing && <LeagueEditor league={league} onClose={() => onEdit(null)} />}
    </li>
  );
}

export function LeaguesTab() {
  const query = useLeagues();
  const { data } = query;
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data?.items ?? [])
      .filter((l) => !q || l.name.toLowerCase().includes(q) || (l.shortName ?? '').toLowerCase().includes(q))
      .sort((a, b) => compareLevels(a.level, b.level) || compareLeagues(a, b));
  }, [data, search]);
  return (
    <SideFormTab
      formTitle="Add League"
      form={<LeagueForm />}
      title="Leagues"
      description={data ? `${data.total.toLocaleString('en-US')} leagues` : undefined}
      noun="leagues"
      search={search}
      onSearch={setSearch}
    >
      <ListStates query={query} items={rows} what="the leagues" emptyTitle="No Leagues Found" skeletonRows={8}>
        {(items) => (
          <ul className="divide-y divide-slate-100">
            {items.map((l) => (
              <LeagueRow key={l.id} league={l} editing={editing === l.id} onEdit={setEditing} />
            ))}
          </ul>
        )}
      </ListStates>
    </SideFormTab>
  );
}
